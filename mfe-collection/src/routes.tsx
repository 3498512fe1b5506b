// The contract this build implements comes with it; the rest from the shell's singleton in the browser (base).
import { CONTRACT_VERSION } from '@fc/shared/contracts';
import { defineRemote, ROUTE_PATTERNS, loadingPage, paths, type PageLoad, type PageModule } from '@fc/shared/contracts/base';
import en from './locales/en/collection.json';

/** This remote's route patterns, written once in @fc/shared/contracts (the `paths` helpers fill the same). */
const ROUTES = ROUTE_PATTERNS.collection;

/** A page under the navigation of its area (`withAreaNav` of @fc/shared), loaded only when the route is. */
const inArea = (area: 'collection' | 'game', page: PageLoad) =>
  loadingPage(async (): Promise<PageModule> => {
    const [{ withAreaNav }, { default: Page }] = await Promise.all([import('@fc/shared'), page()]);
    return { default: withAreaNav(area, Page) };
  }, page);

export default defineRemote({
  contract: CONTRACT_VERSION,
  name: 'mfe_collection',
  namespace: 'collection',
  // Korean is downloaded when chosen (English is the fallback, bundled).
  resources: { en, ko: () => import('./locales/ko/collection.json') },
  routes: [
    {
      id: 'collection.root',
      path: ROUTES.root,
      loginRequired: true,
      layout: 'main',
      redirectTo: paths.collection('fpcards'),
    },
    {
      id: 'collection.packs',
      path: ROUTES.packs,
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.packs',
      load: inArea('collection', () => import('./app/sellable-packs-page')),
    },
    {
      id: 'collection.cards',
      path: ROUTES.cards,
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.cards',
      load: inArea('collection', () => import('./app/sellable-cards-page')),
    },
    {
      id: 'collection.items',
      path: ROUTES.items,
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.items',
      load: inArea('collection', () => import('./features/collection/pages/collection-items-page')),
    },
    {
      id: 'collection.itemsEquip',
      path: ROUTES.itemsEquip,
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.itemsEquip',
      load: inArea('collection', () => import('./features/my-card/pages/items-equip-page')),
    },
    {
      id: 'collection.fpCards',
      path: ROUTES.fpCards,
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.fpCards',
      load: inArea('collection', () => import('./app/sellable-fp-cards-page')),
    },
    {
      id: 'collection.fpPack',
      path: ROUTES.fpPack,
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.fpPack',
      load: inArea('collection', () => import('./app/sellable-boxes-page')),
    },
    {
      id: 'collection.mint',
      path: ROUTES.mint,
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.mint',
      load: inArea('collection', () => import('./features/training/pages/mint-page')),
    },
    {
      id: 'collection.myCard',
      path: ROUTES.myCard,
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.myCard',
      load: inArea('collection', () => import('./app/sellable-card-page')),
    },
    {
      id: 'collection.myFpCard',
      path: ROUTES.myFpCard,
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.myFpCard',
      load: inArea('collection', () => import('./app/sellable-fp-card-page')),
    },
    {
      id: 'collection.myCardBreach',
      path: ROUTES.myCardBreach,
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.myCardBreach',
      load: inArea('collection', () => import('./features/my-card/pages/my-card-breach-page')),
    },
    {
      id: 'collection.train',
      path: ROUTES.train,
      loginRequired: false,
      layout: 'main',
      titleKey: 'titles.train',
      load: inArea('game', () => import('./features/training/pages/training-camp-page')),
    },
    {
      id: 'collection.fair',
      path: ROUTES.fair,
      loginRequired: false,
      layout: 'main',
      titleKey: 'titles.fair',
      load: inArea('collection', () => import('./features/fair/pages/fair-page')),
    },
    {
      id: 'collection.gameMenu',
      path: ROUTES.gameMenu,
      loginRequired: true,
      layout: 'game',
      redirectTo: paths.gameMenu('card'),
    },
    {
      id: 'collection.gameMenuCard',
      path: ROUTES.gameMenuCard,
      loginRequired: true,
      layout: 'game',
      titleKey: 'titles.gameMenuCard',
      load: () => import('./features/collection/pages/game-menu-card-page'),
    },
    {
      id: 'collection.gameMenuPack',
      path: ROUTES.gameMenuPack,
      loginRequired: true,
      layout: 'game',
      titleKey: 'titles.gameMenuPack',
      load: () => import('./features/collection/pages/game-menu-pack-page'),
    },
    {
      id: 'collection.gameMenuItem',
      path: ROUTES.gameMenuItem,
      loginRequired: false,
      layout: 'game',
      titleKey: 'titles.gameMenuItem',
      load: () => import('./features/collection/pages/game-menu-item-page'),
    },
  ],
});
