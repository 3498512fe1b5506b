/**
 * URLs of every area, built in one place so that no remote hard-codes another remote's paths
 * (SPEC.md §2). Every link across remotes goes through these helpers.
 *
 * Each helper fills the route pattern its page is declared with in the owning remote's face (`src/routes.tsx`);
 * tools/jest/paths.test.ts checks that every helper's URL matches (react-router's `matchPath`) a route some face
 * declares. The filling is `fillPattern` below rather than react-router's `generatePath`: this module is in the
 * contracts entry, which the shell's Module Federation runtime plugins import before the async boundary, where
 * `react-router-dom` (a non-eager shared singleton) cannot be loaded (federation error RUNTIME-006, seen in e2e).
 */

type Segments<Path extends string> = Path extends `${infer Head}/${infer Rest}` ? Head | Segments<Rest> : Path;
type OptionalParam<Segment> = Segment extends `:${infer Name}?` ? Name : never;
type RequiredParam<Segment> = Segment extends `:${string}?` ? never : Segment extends `:${infer Name}` ? Name : never;
/** The parameters of a route pattern, typed as `generatePath` types them: `:name` required, `:name?` optional. */
type PathParams<Path extends string> = { [Name in RequiredParam<Segments<Path>>]: string } & {
  [Name in OptionalParam<Segments<Path>>]?: string;
};

/**
 * A react-router pattern with its parameters filled and percent-encoded, as `generatePath` does; an absent or empty
 * parameter leaves its segment out.
 */
function fillPattern<Path extends string>(pattern: Path, params: PathParams<Path>): string {
  const values: Partial<Record<string, string>> = params;
  const filled = pattern
    .split('/')
    .flatMap((segment) => {
      const param = /^:(\w+)\??$/.exec(segment);
      if (!param) return [segment];
      const value = values[param[1] ?? ''];
      return value ? [encodeURIComponent(value)] : [];
    })
    .join('/');
  return filled || '/';
}

const withQuery = (path: string, query: Record<string, string | undefined>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

/** The query parameter that opens the sell dialog for the card, pack or box it names (`paths.sell`). */
export const SELL_PARAM = 'sell';

/** The query parameters of the Buy TMT page (`paths.buyTmt`): Add funds on its TMT choice, the TMT missing, where to go back. */
export const BUY_TMT_QUERY = { currency: 'currency', need: 'need', returnTo: 'return' } as const;

const PROBE_ORIGIN = 'https://same-site.invalid';
/** What a `return` path may be on the wire: a path on this site, printable ASCII (a URL's own encoding), 512 at most. */
export const RETURN_PATH_PATTERN = '^/(?![/\\\\])[!-~]{0,511}$';

/**
 * A `return` query value made safe to navigate to: a path on this site (`/market/detail/fp/12?x=1`) or null. Anything
 * that could leave the site — `//evil.example`, `/\evil.example`, `https://…`, `javascript:` — or carries control
 * characters is refused.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || !new RegExp(RETURN_PATH_PATTERN).test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  return url.origin === PROBE_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : null;
}

export const paths = {
  home: () => '/',
  packs: () => '/packs',
  pack: (packId: string) => fillPattern('/pack/:packId', { packId }),
  poolSale: (tokenSymbol?: string) => fillPattern('/poolsale/:tokenSymbol?', { tokenSymbol }),
  card: (packId: string, cardId: string) => fillPattern('/card/:packId/:cardId', { packId, cardId }),
  propShop: () => '/propshop',
  termsOfService: () => '/terms-of-service',
  /** Diagnostics: what runs on the page, for support (the footer's versions line leads there). */
  diagnostics: () => '/test',

  myCard: (tokenId: string) => fillPattern('/mycard/:tokenId', { tokenId }),
  myFpCard: (tokenId: string) => fillPattern('/mycard/fp/:tokenId', { tokenId }),
  myCardBreach: (tokenId: string) => fillPattern('/mycard/breach/:tokenId', { tokenId }),
  orders: () => '/order/list',
  /** An order; `returnTo` (a path on this site) is offered as "back to where you were" once it is fulfilled. */
  order: (orderId: string, returnTo?: string) => withQuery(fillPattern('/order/detail/:orderId', { orderId }), { [BUY_TMT_QUERY.returnTo]: returnTo }),
  profile: () => '/user/profile',
  wallet: () => '/user/paymethods',
  deposit: (tokenSymbol?: string) => fillPattern('/token/deposit/:tokenSymbol?', { tokenSymbol }),
  addFunds: () => '/user/addfunds',
  /**
   * Buy TMT (by card or from the USD balance): Add funds on its TMT choice. `need` (whole TMT, as `fromBaseUnits` writes
   * it) presets the amount; `returnTo` (a path on this site, usually the page asking) is offered once the TMT arrives.
   */
  buyTmt: (need?: string, returnTo?: string) =>
    withQuery('/user/addfunds', { [BUY_TMT_QUERY.currency]: 'TMT', [BUY_TMT_QUERY.need]: need, [BUY_TMT_QUERY.returnTo]: returnTo }),
  withdraw: (tokenSymbol: string) => fillPattern('/token/withdraw/:tokenSymbol', { tokenSymbol }),
  fundsHistory: () => '/user/funds/history',
  nftDeposit: () => '/user/nft/deposit',
  nftHistory: () => '/user/nft/history',
  nftWithdraw: (tokenId: string) => fillPattern('/user/nft/withdraw/:tokenId', { tokenId }),
  giftCode: () => '/giftcode',
  security: () => '/security/gauth',
  recharge: (rechargeId: string) => fillPattern('/recharge/detail/:rechargeId', { rechargeId }),
  messageBox: () => '/messagebox',
  message: (id: string) => fillPattern('/messagebox/detail/:UserId', { UserId: id }),
  referral: () => '/referral',
  claimCenter: () => '/claim-center',

  collection: (child: 'packs' | 'cards' | 'items' | 'items/equip' | 'fpcards' | 'fppack' = 'fpcards') => `/collection/${child}`,
  mint: (tokenId: string) => fillPattern('/collection/mint/:tokenId', { tokenId }),

  market: (child: 'center' | 'cardrol' | 'pack' | 'listed' | 'favorites' | 'history' = 'center') => `/market/${child}`,
  marketDetail: (kind: 'fp' | 'rol' | 'box', transId: string) => fillPattern('/market/detail/:kind/:transId', { kind, transId }),
  /** Where a card, pack or box is put up for sale (and relisted from the market): its page, or its list in the collection, with the sell dialog open. */
  sell: (family: 'fp' | 'collectible' | 'pack' | 'box', tokenId: string) =>
    family === 'fp'
      ? withQuery(fillPattern('/mycard/fp/:tokenId', { tokenId }), { [SELL_PARAM]: tokenId })
      : family === 'collectible'
        ? withQuery(fillPattern('/mycard/:tokenId', { tokenId }), { [SELL_PARAM]: tokenId })
        : withQuery(family === 'pack' ? '/collection/packs' : '/collection/fppack', { [SELL_PARAM]: tokenId }),

  guidance: () => '/guidance',
  game: () => '/game',
  gameHome: () => '/game/topmanager',
  gameMenu: (tab: 'card' | 'pack' | 'item' = 'card') => `/game/menu/${tab}`,
  editGroup: (groupId: string) => fillPattern('/game/editgroup/:groupId', { groupId }),
  /** A match: the 2D replay and the report (its seed and the replay check). */
  gameMatch: (matchId: string) => fillPattern('/game/match/:matchId', { matchId }),
  gameRanking: () => '/game/ranking',
  topManagerRanking: () => '/game/ranking/topmanager',
  gameRewards: () => '/game/rewards',
  topManagerRewards: () => '/game/rewards/topmanager',
  pve: () => '/game/pve',
  pvp: () => '/game/pvp',
  pvpRewards: () => '/game/rewards/pvp',
  topPrize: () => '/game/topprize',
  topPrizeDispatch: () => '/game/dispatch',
  topPrizeRecall: () => '/game/recall',
  stake: () => '/game/stake',
  stakeDispatch: () => '/game/stake/dispatch',
  stakeRecall: () => '/game/stake/recall',
  stakeGoal: () => '/game/stake/goal',
  airdrop: () => '/game/airdrop',
  airdropDispatch: () => '/game/airdrop/dispatch',
  draw: () => '/game/draw',
  trainingCamp: () => '/game/train',
  /** Many simulated matches between two teams, for the odds of a lineup. */
  gameTest: () => '/gametest',
  /** The TopManager phone app (installable, its own bare layout). */
  cloudGame: () => '/cloud/game',

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
