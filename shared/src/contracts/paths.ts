/**
 * URLs of every area, built in one place so that no remote hard-codes another remote's paths
 * (SPEC.md §2). Every link across remotes goes through these helpers.
 *
 * Each helper fills the route pattern its page is declared with in the owning remote's face (`src/routes.tsx`)
 * through react-router's `generatePath`, which types the parameters from the pattern and percent-encodes them;
 * tools/jest/paths.test.ts checks that every helper's URL matches a route some face declares. `react-router-dom`
 * is a shared singleton every app already loads (and `generatePath` is on its shared surface), so this costs the
 * browser nothing; in Node (the API builds account links here) it is a plain CommonJS require.
 */
import { generatePath } from 'react-router-dom';

const withQuery = (path: string, query: Record<string, string | undefined>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

export const paths = {
  home: () => '/',
  packs: () => '/packs',
  pack: (packId: string) => generatePath('/pack/:packId', { packId }),
  // `|| undefined`: an empty symbol means the page without one.
  poolSale: (tokenSymbol?: string) => generatePath('/poolsale/:tokenSymbol?', { tokenSymbol: tokenSymbol || undefined }),
  card: (packId: string, cardId: string) => generatePath('/card/:packId/:cardId', { packId, cardId }),
  propShop: () => '/propshop',
  termsOfService: () => '/terms-of-service',

  myCard: (tokenId: string) => generatePath('/mycard/:tokenId', { tokenId }),
  myFpCard: (tokenId: string) => generatePath('/mycard/fp/:tokenId', { tokenId }),
  myCardBreach: (tokenId: string) => generatePath('/mycard/breach/:tokenId', { tokenId }),
  orders: () => '/order/list',
  order: (orderId: string) => generatePath('/order/detail/:orderId', { orderId }),
  profile: () => '/user/profile',
  wallet: () => '/user/paymethods',
  deposit: (tokenSymbol?: string) => generatePath('/token/deposit/:tokenSymbol?', { tokenSymbol: tokenSymbol || undefined }),
  addFunds: () => '/user/addfunds',
  withdraw: (tokenSymbol: string) => generatePath('/token/withdraw/:tokenSymbol', { tokenSymbol }),
  fundsHistory: () => '/user/funds/history',
  nftDeposit: () => '/user/nft/deposit',
  nftHistory: () => '/user/nft/history',
  giftCode: () => '/giftcode',
  security: () => '/security/gauth',
  recharge: (rechargeId: string) => generatePath('/recharge/detail/:rechargeId', { rechargeId }),
  messageBox: () => '/messagebox',
  message: (id: string) => generatePath('/messagebox/detail/:UserId', { UserId: id }),
  referral: () => '/referral',
  claimCenter: () => '/claim-center',

  collection: (child: 'packs' | 'cards' | 'items' | 'items/equip' | 'fpcards' | 'fppack' = 'fpcards') => `/collection/${child}`,
  mint: (tokenId: string) => generatePath('/collection/mint/:tokenId', { tokenId }),

  market: (child: 'center' | 'cardrol' | 'pack' | 'listed' | 'favorites' | 'history' = 'center') => `/market/${child}`,
  marketDetail: (kind: 'fp' | 'rol' | 'box', transId: string) => generatePath('/market/detail/:kind/:transId', { kind, transId }),

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
