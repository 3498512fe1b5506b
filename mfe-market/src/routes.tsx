// Whoever type-checks this face (tools, e2e) gets the declaration of its `?all` import along with it.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- a declaration file cannot be imported
/// <reference path="./locale-modules.d.ts" />
// The contract this build implements comes with it; the rest from the shell's singleton in the browser (base).
import { CONTRACT_VERSION, type MarketTab } from '@fc/shared/contracts';
import { defineRemote, ROUTE_PATTERNS, loadingPage, paths, type PageLoad, type PageModule, type RouteTarget } from '@fc/shared/contracts/base';
import { HOME_FIRST_CALLS } from './features/home/api/first-calls';
import en from './locales/en/market.json';

/** This remote's route patterns, written once in @fc/shared/contracts (the `paths` helpers fill the same). */
const ROUTES = ROUTE_PATTERNS.market;

/**
 * The English a guest's first screen needs, bundled with this face: the titles and what the home page says (its own
 * strings, the words it borrows from the packs and the market). Only the properties read here as `en.a.b` reach the
 * bundle (webpack drops a JSON module's unused properties; a destructured object would keep all of it). Every other
 * page brings the whole namespace along with its code (`withEnglish`), so `/` does not carry the terms of service. A
 * string the home page starts to use from another section belongs here: home-page.test.tsx renders it with these alone.
 */
const FIRST_SCREEN_EN = {
  titles: en.titles,
  home: en.home,
  packs: {
    kind: en.packs.kind,
    rarity: en.packs.rarity,
    position: en.packs.position,
    period: en.packs.period,
    ended: en.packs.ended,
    countdown: en.packs.countdown,
    orUsd: en.packs.orUsd,
    soldOut: en.packs.soldOut,
    supplyLeft: en.packs.supplyLeft,
    supplyLabel: en.packs.supplyLabel,
  },
  market: { family: en.market.family },
};

/** A page other than the home page: the namespace's English strings (a copy of the whole file) come with its code. */
const withEnglish = (page: PageLoad) =>
  loadingPage(async (): Promise<PageModule> => {
    const [{ i18n }, { default: strings }, loaded] = await Promise.all([
      import('@fc/shared'),
      import('./locales/en/market.json?all'),
      page(),
    ]);
    i18n.addResourceBundle('en', 'market', strings, true, false);
    return loaded;
  }, page);

/**
 * A market grid's prefetch: the listings' call, made at once, then the queries module that caches it for the grid. Both
 * imports are written here, so that the build names their files with the route's (read-routes.ts).
 */
const gridPrefetch = (tab: MarketTab) => (target: RouteTarget) =>
  import('./features/market/api/prefetch-grid').then(({ prefetchMarketGrid }) =>
    prefetchMarketGrid(tab, target, () => import('./features/market/api/market-list-query')),
  );

export default defineRemote({
  contract: CONTRACT_VERSION,
  name: 'mfe_market',
  namespace: 'market',
  // Korean is downloaded when chosen; English is the fallback, bundled as far as the home page needs it.
  resources: { en: FIRST_SCREEN_EN, ko: () => import('./locales/ko/market.json') },
  routes: [
    {
      id: 'market.home',
      path: ROUTES.home,
      loginRequired: false,
      layout: 'main',
      titleKey: 'titles.home',
      // Answered inside a guest's page by the site server, so its first screen waits for no call.
      firstCalls: HOME_FIRST_CALLS,
      load: () => import('./features/home/pages/home-page'),
    },
    {
      id: 'market.test',
      path: ROUTES.test,
      loginRequired: false,
      layout: 'main',
      titleKey: 'titles.test',
      load: withEnglish(() => import('./features/home/pages/test-page')),
    },
    {
      id: 'market.packs',
      path: ROUTES.packs,
      loginRequired: false,
      layout: 'main',
      titleKey: 'titles.packs',
      load: withEnglish(() => import('./features/packs/pages/packs-page')),
    },
    {
      id: 'market.pack',
      path: ROUTES.pack,
      loginRequired: false,
      layout: 'main',
      titleKey: 'titles.pack',
      load: withEnglish(() => import('./features/packs/pages/pack-detail-page')),
    },
    {
      id: 'market.poolSale',
      path: ROUTES.poolSale,
      loginRequired: false,
      layout: 'main',
      titleKey: 'titles.poolSale',
      load: withEnglish(() => import('./features/pool-sale/pages/pool-sale-page')),
    },
    {
      id: 'market.card',
      path: ROUTES.card,
      loginRequired: false,
      layout: 'main',
      titleKey: 'titles.card',
      load: withEnglish(() => import('./features/packs/pages/card-detail-page')),
    },
    {
      id: 'market.propShop',
      path: ROUTES.propShop,
      loginRequired: false,
      layout: 'main',
      titleKey: 'titles.propShop',
      load: withEnglish(() => import('./features/prop-shop/pages/prop-shop-page')),
    },
    {
      id: 'market.termsOfService',
      path: ROUTES.termsOfService,
      loginRequired: false,
      layout: 'main',
      titleKey: 'titles.termsOfService',
      load: withEnglish(() => import('./features/legal/pages/terms-of-service-page')),
    },
    {
      id: 'market.market',
      path: ROUTES.market,
      loginRequired: false,
      layout: 'main',
      redirectTo: paths.market('center'),
    },
    {
      id: 'market.center',
      path: ROUTES.center,
      loginRequired: false,
      layout: 'main',
      titleKey: 'titles.center',
      load: withEnglish(() => import('./features/market/pages/market-center-page')),
      prefetch: gridPrefetch('fp'),
    },
    {
      id: 'market.cardRol',
      path: ROUTES.cardRol,
      loginRequired: false,
      layout: 'main',
      titleKey: 'titles.cardRol',
      load: withEnglish(() => import('./features/market/pages/market-card-rol-page')),
      prefetch: gridPrefetch('rol'),
    },
    {
      id: 'market.packMarket',
      path: ROUTES.packMarket,
      loginRequired: false,
      layout: 'main',
      titleKey: 'titles.packMarket',
      load: withEnglish(() => import('./features/market/pages/market-pack-page')),
      prefetch: gridPrefetch('pack'),
    },
    {
      id: 'market.detailFp',
      path: ROUTES.detailFp,
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.detailFp',
      load: withEnglish(() => import('./features/market/pages/market-detail-fp-page')),
    },
    {
      id: 'market.detailRol',
      path: ROUTES.detailRol,
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.detailRol',
      load: withEnglish(() => import('./features/market/pages/market-detail-rol-page')),
    },
    {
      id: 'market.detailBox',
      path: ROUTES.detailBox,
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.detailBox',
      load: withEnglish(() => import('./features/market/pages/market-detail-box-page')),
    },
    {
      id: 'market.listed',
      path: ROUTES.listed,
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.listed',
      load: withEnglish(() => import('./features/market/pages/market-listed-page')),
    },
    {
      id: 'market.favorites',
      path: ROUTES.favorites,
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.favorites',
      load: withEnglish(() => import('./features/market/pages/market-favorites-page')),
    },
    {
      id: 'market.history',
      path: ROUTES.history,
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.history',
      load: withEnglish(() => import('./features/market/pages/market-history-page')),
    },
  ],
});
