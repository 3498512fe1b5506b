// SPEC.md §2's route table, stated once, checked against the remotes' faces. Each remote's own tests
// (tools/jest/remote-face.ts) and the e2e suite take the routes from the faces instead of restating them.
import { matchPath } from 'react-router-dom';
import type { Layout } from '@fc/shared/contracts';
import { faceRoutes } from './faces';

interface SpecRoute {
  path: string;
  /** `null` where the spec does not say. */
  loginRequired: boolean | null;
  /** The layout where the spec names one ("in the main layout", the game layout of /game/menu); else `null`. */
  layout: Layout | null;
  /** Where the spec says the path redirects. */
  redirectTo?: string;
}

const section = (loginRequired: boolean | null, layout: Layout | null, list: string[]): SpecRoute[] =>
  list.map((path) => ({ path, loginRequired, layout }));

/** SPEC.md §2, section by section, with `{name}` written as react-router's `:name`. */
const SPEC_ROUTES: SpecRoute[] = [
  ...section(false, 'main', ['/', '/test', '/packs', '/pack/:packId', '/poolsale/:tokenSymbol?', '/card/:packId/:cardId', '/propshop', '/terms-of-service']),
  ...section(true, 'main', [
    '/mycard/:tokenId',
    '/mycard/fp/:tokenId',
    '/mycard/breach/:tokenId',
    '/order/list',
    '/order/detail/:orderId',
    '/user/profile',
    '/user/paymethods',
    '/token/deposit/:tokenSymbol?',
    '/user/addfunds',
    '/token/withdraw/:tokenSymbol',
    '/user/funds/history',
    '/user/nft/deposit',
    '/user/nft/history',
    // Not in SPEC.md §2: issue 10's page to withdraw a card as an NFT (the card page's action leads there).
    '/user/nft/withdraw/:tokenId',
    '/giftcode',
    '/security/gauth',
    '/recharge/detail/:rechargeId',
    '/messagebox',
    '/messagebox/detail/:UserId',
    '/referral',
    '/claim-center',
  ]),
  // Not in SPEC.md §2: issue 29's provably fair page, where each outcome's result leads. Open to guests: the verifier
  // checks a pack series' lots drawing (public) or pasted values; a guest's own seeds need signing in.
  ...section(false, 'main', ['/fair']),
  // Collection (login required): /collection redirects to its fpcards child.
  { path: '/collection', loginRequired: true, layout: null, redirectTo: '/collection/fpcards' },
  ...section(true, null, [
    '/collection/packs',
    '/collection/cards',
    '/collection/items',
    '/collection/items/equip',
    '/collection/fpcards/:viewMode?',
    '/collection/fppack',
    '/collection/mint/:tokenId',
  ]),
  // Market: /market redirects to center.
  { path: '/market', loginRequired: null, layout: null, redirectTo: '/market/center' },
  ...section(false, null, ['/market/center', '/market/cardrol', '/market/pack']),
  ...section(true, null, [
    '/market/detail/fp/:transId',
    '/market/detail/rol/:transId',
    '/market/detail/box/:transId',
    '/market/listed',
    '/market/favorites',
    '/market/history',
  ]),
  // Game pages (none of these routes requires login)
  ...section(false, null, [
    '/guidance',
    '/game/topprize',
    '/game/ranking/topmanager',
    '/game/rewards/topmanager',
    '/game/rewards/pvp',
    '/game/editgroup/:groupId',
    '/game/ranking',
    '/game/rewards',
    '/game/dispatch',
    '/game/recall',
    '/game/pve',
    '/game/airdrop',
    '/game/airdrop/dispatch',
    '/game/draw',
    '/gametest',
    '/game/train',
    '/game/stake',
    '/game/stake/dispatch',
    '/game/stake/recall',
    '/game/stake/goal',
    '/game/topmanager',
    '/game/pvp',
    // Not in SPEC.md §2 ("TopManager: … matches, match report" is known only from wording): issue 13's match view
    // and report, where the queue, PVE and PVP lead once a match is played.
    '/game/match/:matchId',
  ]),
  // "/game itself requires login. /game/menu has a game layout … The tabs are card/{viewMode?} and pack (login
  // required), and item (no login)."
  { path: '/game', loginRequired: true, layout: null },
  { path: '/game/menu', loginRequired: null, layout: 'game' },
  ...section(true, 'game', ['/game/menu/card/:viewMode?', '/game/menu/pack']),
  ...section(false, 'game', ['/game/menu/item']),
  // Other routes
  ...section(null, null, ['/cloud/game', '/subscribe', '/login', '/signup', '/activate-waiting', '/activate-confirm', '/forget-password', '/reset-password']),
];

const declared = faceRoutes();

describe('SPEC.md §2 route table', () => {
  it('is served by the faces, each path by one remote, with the login requirement, layout and redirect the spec gives', () => {
    const mismatches = SPEC_ROUTES.flatMap((spec) => {
      const found = declared.filter(({ route }) => route.path === spec.path);
      const [first] = found;
      if (!first) return [`${spec.path}: declared by no remote`];
      if (found.length > 1) return [`${spec.path}: declared by ${found.map(({ remote }) => remote).join(' and ')}`];
      const { route } = first;
      return [
        spec.loginRequired !== null && route.loginRequired !== spec.loginRequired && `loginRequired ${route.loginRequired}`,
        spec.layout !== null && route.layout !== spec.layout && `layout ${route.layout}`,
        spec.redirectTo !== undefined && route.redirectTo !== spec.redirectTo && `redirects to ${route.redirectTo ?? 'nothing'}`,
      ]
        .filter((problem): problem is string => typeof problem === 'string')
        .map((problem) => `${spec.path} (${first.remote}): ${problem}, the spec says otherwise`);
    });
    expect(mismatches).toEqual([]);
  });

  it('has every route the faces declare (no page outside the spec)', () => {
    const specified = new Set(SPEC_ROUTES.map((spec) => spec.path));
    expect(declared.filter(({ route }) => !specified.has(route.path)).map(({ remote, route }) => `${remote} ${route.path}`)).toEqual([]);
  });

  it('redirects only to paths some face serves with a page', () => {
    const pages = declared.filter(({ route }) => !route.redirectTo).map(({ route }) => route.path);
    const dangling = declared.filter(
      ({ route }) => route.redirectTo !== undefined && !pages.some((page) => matchPath(page, route.redirectTo ?? '')),
    );
    expect(dangling.map(({ route }) => `${route.path} → ${route.redirectTo}`)).toEqual([]);
  });
});
