// Every `paths` helper (shared/src/contracts/paths.ts) builds a URL that opens a page: its pathname matches a
// route some remote's face declares, with each argument it was given landing in that URL.
import { matchPath } from 'react-router-dom';
import { paths } from '@fc/shared/contracts';
import { faceRoutes } from './faces';

type Paths = typeof paths;

/**
 * The argument lists each helper is called with: typed, so a helper added to `paths` must be listed here; one list
 * per shape of URL (with and without an optional part, each child of a union).
 */
const CALLS: { [Name in keyof Paths]: Parameters<Paths[Name]>[] } = {
  home: [[]],
  packs: [[]],
  pack: [['legend-2024']],
  poolSale: [[], ['TMT']],
  card: [['legend-2024', '1001']],
  propShop: [[]],
  termsOfService: [[]],
  diagnostics: [[]],
  myCard: [['4242']],
  myFpCard: [['4242']],
  myCardBreach: [['4242']],
  orders: [[]],
  order: [['ORD 1/2'], ['ORD 1/2', '/market/detail/fp/9001']],
  profile: [[]],
  wallet: [[]],
  deposit: [[], ['USDT']],
  addFunds: [[]],
  buyTmt: [[], ['12.5'], ['12.5', '/market/detail/fp/9001?tab=bids']],
  withdraw: [['USDT']],
  fundsHistory: [[]],
  nftDeposit: [[]],
  nftHistory: [[]],
  nftWithdraw: [['77']],
  giftCode: [[]],
  security: [[]],
  recharge: [['RC-1001']],
  messageBox: [[]],
  message: [['message-1']],
  referral: [[]],
  claimCenter: [[]],
  collection: [[], ['packs'], ['cards'], ['items'], ['items/equip'], ['fpcards'], ['fppack']],
  mint: [['4242']],
  market: [[], ['center'], ['cardrol'], ['pack'], ['listed'], ['favorites'], ['history']],
  marketDetail: [
    ['fp', '9001'],
    ['rol', '9001'],
    ['box', '9001'],
  ],
  sell: [
    ['fp', '4242'],
    ['collectible', '4242'],
    ['pack', '4242'],
    ['box', '4242'],
  ],
  guidance: [[]],
  game: [[]],
  gameHome: [[]],
  gameMenu: [[], ['card'], ['pack'], ['item']],
  editGroup: [['12']],
  gameMatch: [['345']],
  gameRanking: [[]],
  topManagerRanking: [[]],
  gameRewards: [[]],
  topManagerRewards: [[]],
  pve: [[]],
  pvp: [[]],
  pvpRewards: [[]],
  topPrize: [[]],
  topPrizeDispatch: [[]],
  topPrizeRecall: [[]],
  stake: [[]],
  stakeDispatch: [[]],
  stakeRecall: [[]],
  stakeGoal: [[]],
  airdrop: [[]],
  airdropDispatch: [[]],
  draw: [[]],
  trainingCamp: [[]],
  gameTest: [[]],
  cloudGame: [[]],
  login: [[], ['/market/center']],
  signup: [[], ['INVITE1']],
  subscribe: [[]],
  activateWaiting: [['user-1', 'de***@fc.example']],
  activateConfirm: [['user-1', 'code-1']],
  forgetPassword: [[]],
  resetPassword: [['user-1', 'code-1']],
};

/** Arguments (by position) that choose which page a helper opens instead of landing in its URL. */
const CHOOSING_ARGUMENTS: Partial<Record<keyof Paths, readonly number[]>> = { sell: [0] };

const declared = faceRoutes();

/** `helper(args)` with the helper's own argument types (the table above pairs them). */
function call(name: keyof Paths, args: readonly unknown[]): string {
  return (paths[name] as (...helperArgs: readonly unknown[]) => string)(...args);
}

const cases = (Object.keys(CALLS) as (keyof Paths)[]).flatMap((name) =>
  CALLS[name].map((args) => [`${name}(${args.map((arg) => JSON.stringify(arg)).join(', ')})`, name, args] as const),
);

describe('paths helpers', () => {
  it('are all called below', () => {
    expect(Object.keys(CALLS).sort()).toEqual(Object.keys(paths).sort());
  });

  it.each(cases)('%s opens a route a face declares, with its arguments in the URL', (_label, name, args) => {
    const url = new URL(call(name, args), 'https://fc.example');
    const matching = declared.filter(({ route }) => matchPath(route.path, url.pathname));
    expect(matching.map(({ remote, route }) => `${remote} ${route.path}`)).toHaveLength(1);
    // Each argument is one path segment, a query value, or (a collection child such as items/equip) the path's end.
    const found = [...url.pathname.split('/').map(decodeURIComponent), ...url.searchParams.values()];
    const choosing = CHOOSING_ARGUMENTS[name] ?? [];
    const missing = args.filter(
      (arg, index) => arg !== undefined && !choosing.includes(index) && !found.includes(arg) && !url.pathname.endsWith(`/${arg}`),
    );
    expect(missing).toEqual([]);
  });
});
