/**
 * URLs of every area, built in one place so that no remote hard-codes another remote's paths
 * (SPEC.md §2). Every link across remotes goes through these helpers.
 *
 * Each helper fills the route pattern of its page from ROUTE_PATTERNS (route-patterns.ts), the table the owning
 * remote's face (`src/routes.tsx`) takes the same route's `path` from. The filling is `fillPattern` below rather than
 * react-router's `generatePath`: this module is in the contracts entry, which the shell's Module Federation runtime plugins import before the async boundary, where
 * `react-router-dom` (a non-eager shared singleton) cannot be loaded (federation error RUNTIME-006, seen in e2e).
 */
import { ROUTE_PATTERNS } from './route-patterns';

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

const { auth, market, collection, game, wallet } = ROUTE_PATTERNS;

/** The query of `/fair` naming one outcome to verify (`paths.fair`): its pair, nonce, purpose, recorded digest and, for a pack, its kind. */
export const FAIR_QUERY = {
  pair: 'pair',
  nonce: 'nonce',
  purpose: 'purpose',
  digest: 'digest',
  kind: 'kind',
  // A match between two managers: the opponent's digest and the caller's side, to show the combined engine seed.
  other: 'other',
  side: 'side',
  // A series' lots drawing (`paths.fairLots`): not one user's outcome, so its seeds come in the link.
  serverSeed: 'seed',
  playerSeed: 'player',
  hash: 'hash',
  entries: 'entries',
} as const;
/** A pack series' lots drawing to verify on `/fair` (purpose `lots`, nonce 0): its revealed seed, player seed (list hash), committed hash and reservations. */
export interface FairLotsLink {
  serverSeed: string;
  playerSeed: string;
  seedHash: string;
  entries: number;
}
export interface FairOutcomeLink {
  pairId: number;
  nonce: number;
  purpose: string;
  digest: string;
  kind?: string | null;
  /** A match between two managers: the opponent's digest, which the seed combines with this one, and the caller's side. */
  other?: string | null;
  side?: 'home' | 'away' | null;
}

/** The collection's lists (`paths.collection`), by the child path each opens. */
const COLLECTION_LISTS = {
  packs: collection.packs,
  cards: collection.cards,
  items: collection.items,
  'items/equip': collection.itemsEquip,
  fpcards: fillPattern(collection.fpCards, {}),
  fppack: collection.fpPack,
} as const;

/** The market's grids and lists (`paths.market`), by the child path each opens. */
const MARKET_LISTS = {
  center: market.center,
  cardrol: market.cardRol,
  pack: market.packMarket,
  listed: market.listed,
  favorites: market.favorites,
  history: market.history,
} as const;

/** A listing's page by what it sells (`paths.marketDetail`). */
const MARKET_DETAILS = { fp: market.detailFp, rol: market.detailRol, box: market.detailBox } as const;

/** The game menu's tabs (`paths.gameMenu`). */
const GAME_MENU_TABS = { card: fillPattern(collection.gameMenuCard, {}), pack: collection.gameMenuPack, item: collection.gameMenuItem } as const;

export const paths = {
  home: () => market.home,
  packs: () => market.packs,
  pack: (packId: string) => fillPattern(market.pack, { packId }),
  poolSale: (tokenSymbol?: string) => fillPattern(market.poolSale, { tokenSymbol }),
  card: (packId: string, cardId: string) => fillPattern(market.card, { packId, cardId }),
  propShop: () => market.propShop,
  termsOfService: () => market.termsOfService,
  /** Diagnostics: what runs on the page, for support (the footer's versions line leads there). */
  diagnostics: () => market.test,

  myCard: (tokenId: string) => fillPattern(collection.myCard, { tokenId }),
  myFpCard: (tokenId: string) => fillPattern(collection.myFpCard, { tokenId }),
  myCardBreach: (tokenId: string) => fillPattern(collection.myCardBreach, { tokenId }),
  orders: () => wallet.orders,
  /** An order; `returnTo` (a path on this site) is offered as "back to where you were" once it is fulfilled. */
  order: (orderId: string, returnTo?: string) => withQuery(fillPattern(wallet.order, { orderId }), { [BUY_TMT_QUERY.returnTo]: returnTo }),
  profile: () => auth.profile,
  wallet: () => wallet.payMethods,
  deposit: (tokenSymbol?: string) => fillPattern(wallet.deposit, { tokenSymbol }),
  addFunds: () => wallet.addFunds,
  /**
   * Buy TMT (by card or from the USD balance): Add funds on its TMT choice. `need` (whole TMT, as `fromBaseUnits` writes
   * it) presets the amount; `returnTo` (a path on this site, usually the page asking) is offered once the TMT arrives.
   */
  buyTmt: (need?: string, returnTo?: string) =>
    withQuery(wallet.addFunds, { [BUY_TMT_QUERY.currency]: 'TMT', [BUY_TMT_QUERY.need]: need, [BUY_TMT_QUERY.returnTo]: returnTo }),
  withdraw: (tokenSymbol: string) => fillPattern(wallet.withdraw, { tokenSymbol }),
  fundsHistory: () => wallet.fundsHistory,
  nftDeposit: () => wallet.nftDeposit,
  nftHistory: () => wallet.nftHistory,
  nftWithdraw: (tokenId: string) => fillPattern(wallet.nftWithdraw, { tokenId }),
  giftCode: () => wallet.giftCode,
  security: () => auth.security,
  recharge: (rechargeId: string) => fillPattern(wallet.recharge, { rechargeId }),
  messageBox: () => auth.messageBox,
  message: (id: string) => fillPattern(auth.messageDetail, { UserId: id }),
  referral: () => wallet.referral,
  claimCenter: () => wallet.claimCenter,

  collection: (child: keyof typeof COLLECTION_LISTS = 'fpcards') => COLLECTION_LISTS[child],
  mint: (tokenId: string) => fillPattern(collection.mint, { tokenId }),
  /** Provably fair: the seed pairs and the verifier, opened on one outcome when given. */
  fair: (outcome?: FairOutcomeLink) =>
    outcome
      ? withQuery(collection.fair, {
          [FAIR_QUERY.pair]: String(outcome.pairId),
          [FAIR_QUERY.nonce]: String(outcome.nonce),
          [FAIR_QUERY.purpose]: outcome.purpose,
          [FAIR_QUERY.digest]: outcome.digest,
          [FAIR_QUERY.kind]: outcome.kind ?? undefined,
          [FAIR_QUERY.other]: outcome.other ?? undefined,
          [FAIR_QUERY.side]: outcome.side ?? undefined,
        })
      : collection.fair,
  /** `/fair` opened on a pack series' lots drawing. */
  fairLots: (drawing: FairLotsLink) =>
    withQuery(collection.fair, {
      [FAIR_QUERY.purpose]: 'lots',
      [FAIR_QUERY.serverSeed]: drawing.serverSeed,
      [FAIR_QUERY.playerSeed]: drawing.playerSeed,
      [FAIR_QUERY.nonce]: '0',
      [FAIR_QUERY.hash]: drawing.seedHash,
      [FAIR_QUERY.entries]: String(drawing.entries),
    }),

  market: (child: keyof typeof MARKET_LISTS = 'center') => MARKET_LISTS[child],
  marketDetail: (kind: keyof typeof MARKET_DETAILS, transId: string) => fillPattern(MARKET_DETAILS[kind], { transId }),
  /** Where a card, pack or box is put up for sale (and relisted from the market): its page, or its list in the collection, with the sell dialog open. */
  sell: (family: 'fp' | 'collectible' | 'pack' | 'box', tokenId: string) =>
    family === 'fp'
      ? withQuery(fillPattern(collection.myFpCard, { tokenId }), { [SELL_PARAM]: tokenId })
      : family === 'collectible'
        ? withQuery(fillPattern(collection.myCard, { tokenId }), { [SELL_PARAM]: tokenId })
        : withQuery(family === 'pack' ? collection.packs : collection.fpPack, { [SELL_PARAM]: tokenId }),

  guidance: () => game.guidance,
  game: () => game.root,
  gameHome: () => game.topManager,
  gameMenu: (tab: keyof typeof GAME_MENU_TABS = 'card') => GAME_MENU_TABS[tab],
  editGroup: (groupId: string) => fillPattern(game.editGroup, { groupId }),
  /** A match: the 2D replay and the report (its seed and the replay check). */
  gameMatch: (matchId: string) => fillPattern(game.match, { matchId }),
  gameRanking: () => game.ranking,
  topManagerRanking: () => game.topManagerRanking,
  gameRewards: () => game.rewards,
  topManagerRewards: () => game.topManagerRewards,
  pve: () => game.pve,
  pvp: () => game.pvp,
  pvpRewards: () => game.pvpRewards,
  topPrize: () => game.topPrize,
  topPrizeDispatch: () => game.dispatch,
  topPrizeRecall: () => game.recall,
  stake: () => game.stake,
  stakeDispatch: () => game.stakeDispatch,
  stakeRecall: () => game.stakeRecall,
  stakeGoal: () => game.stakeGoal,
  airdrop: () => game.airdrop,
  airdropDispatch: () => game.airdropDispatch,
  draw: () => game.draw,
  trainingCamp: () => collection.train,
  /** Many simulated matches between two teams, for the odds of a lineup. */
  gameTest: () => game.gameTest,
  /** The TopManager phone app (installable, its own bare layout). */
  cloudGame: () => game.cloudGame,

  login: (redirect?: string) => withQuery(auth.login, { redirect }),
  signup: (inviteCode?: string) => withQuery(auth.signup, { inviteCode }),
  subscribe: () => auth.subscribe,
  activateWaiting: (u: string, f: string) => withQuery(auth.activateWaiting, { u, f }),
  activateConfirm: (u: string, c: string) => withQuery(auth.activateConfirm, { u, c }),
  forgetPassword: () => auth.forgetPassword,
  resetPassword: (u: string, c: string) => withQuery(auth.resetPassword, { u, c }),
} as const;

/** External link shown in the More menu on mobile. */
export const LIQUIDITY_STAKING_URL = 'https://pancakeswap.finance/liquidity';
