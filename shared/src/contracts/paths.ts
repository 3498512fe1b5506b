/**
 * URLs of every area, built in one place so that no remote hard-codes another remote's paths
 * (SPEC.md §2). Every link across remotes goes through these helpers.
 */
const withQuery = (path: string, query: Record<string, string | undefined>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

export const paths = {
  home: () => '/',
  packs: () => '/packs',
  pack: (packId: string) => `/pack/${encodeURIComponent(packId)}`,
  poolSale: (tokenSymbol?: string) => (tokenSymbol ? `/poolsale/${encodeURIComponent(tokenSymbol)}` : '/poolsale'),
  card: (packId: string, cardId: string) => `/card/${encodeURIComponent(packId)}/${encodeURIComponent(cardId)}`,
  propShop: () => '/propshop',
  termsOfService: () => '/terms-of-service',

  myCard: (tokenId: string) => `/mycard/${encodeURIComponent(tokenId)}`,
  myFpCard: (tokenId: string) => `/mycard/fp/${encodeURIComponent(tokenId)}`,
  myCardBreach: (tokenId: string) => `/mycard/breach/${encodeURIComponent(tokenId)}`,
  orders: () => '/order/list',
  order: (orderId: string) => `/order/detail/${encodeURIComponent(orderId)}`,
  profile: () => '/user/profile',
  wallet: () => '/user/paymethods',
  deposit: (tokenSymbol?: string) => (tokenSymbol ? `/token/deposit/${encodeURIComponent(tokenSymbol)}` : '/token/deposit'),
  addFunds: () => '/user/addfunds',
  withdraw: (tokenSymbol: string) => `/token/withdraw/${encodeURIComponent(tokenSymbol)}`,
  fundsHistory: () => '/user/funds/history',
  nftDeposit: () => '/user/nft/deposit',
  nftHistory: () => '/user/nft/history',
  giftCode: () => '/giftcode',
  security: () => '/security/gauth',
  recharge: (rechargeId: string) => `/recharge/detail/${encodeURIComponent(rechargeId)}`,
  messageBox: () => '/messagebox',
  message: (id: string) => `/messagebox/detail/${encodeURIComponent(id)}`,
  referral: () => '/referral',
  claimCenter: () => '/claim-center',

  collection: (child: 'packs' | 'cards' | 'items' | 'items/equip' | 'fpcards' | 'fppack' = 'fpcards') => `/collection/${child}`,
  mint: (tokenId: string) => `/collection/mint/${encodeURIComponent(tokenId)}`,

  market: (child: 'center' | 'cardrol' | 'pack' | 'listed' | 'favorites' | 'history' = 'center') => `/market/${child}`,
  marketDetail: (kind: 'fp' | 'rol' | 'box', transId: string) => `/market/detail/${kind}/${encodeURIComponent(transId)}`,

  guidance: () => '/guidance',
  game: () => '/game',
  gameHome: () => '/game/topmanager',
  gameMenu: (tab: 'card' | 'pack' | 'item' = 'card') => `/game/menu/${tab}`,
  topPrize: () => '/game/topprize',
  stake: () => '/game/stake',
  airdrop: () => '/game/airdrop',
  draw: () => '/game/draw',

  login: (redirect?: string) => withQuery('/login', { redirect }),
  signup: (inviteCode?: string) => withQuery('/signup', { inviteCode }),
  subscribe: () => '/subscribe',
  activateWaiting: (u: string, f: string) => withQuery('/activate-waiting', { u, f }),
  activateConfirm: (u: string, c: string) => withQuery('/activate-confirm', { u, c }),
  forgetPassword: () => '/forget-password',
  resetPassword: (u: string, c: string) => withQuery('/reset-password', { u, c }),
} as const;

/** External link shown in the More menu on mobile. */
export const LIQUIDITY_STAKING_URL = 'https://pancakeswap.finance/liquidity';
