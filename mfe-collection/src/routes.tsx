// The contract this build implements comes with it; the rest from the shell's singleton in the browser (base).
import { CONTRACT_VERSION } from '@fc/shared/contracts';
import { defineRemote, loadingPage, paths, type PageLoad, type PageModule } from '@fc/shared/contracts/base';
import en from './locales/en/collection.json';

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
      path: '/collection',
      loginRequired: true,
      layout: 'main',
      redirectTo: paths.collection('fpcards'),
    },
    {
      id: 'collection.packs',
      path: '/collection/packs',
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.packs',
      load: inArea('collection', () => import('./app/collection-packs-page')),
    },
    {
      id: 'collection.cards',
      path: '/collection/cards',
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.cards',
      load: inArea('collection', () => import('./app/collection-cards-page')),
    },
    {
      id: 'collection.items',
      path: '/collection/items',
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.items',
      load: inArea('collection', () => import('./features/collection/pages/collection-items-page')),
    },
    {
      id: 'collection.itemsEquip',
      path: '/collection/items/equip',
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.itemsEquip',
      load: inArea('collection', () => import('./features/my-card/pages/items-equip-page')),
    },
    {
      id: 'collection.fpCards',
      path: '/collection/fpcards/:viewMode?',
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.fpCards',
      load: inArea('collection', () => import('./app/collection-fp-cards-page')),
    },
    {
      id: 'collection.fpPack',
      path: '/collection/fppack',
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.fpPack',
      load: inArea('collection', () => import('./app/collection-fp-pack-page')),
    },
    {
      id: 'collection.mint',
      path: '/collection/mint/:tokenId',
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.mint',
      load: inArea('collection', () => import('./features/training/pages/mint-page')),
    },
    {
      id: 'collection.myCard',
      path: '/mycard/:tokenId',
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.myCard',
      load: inArea('collection', () => import('./app/my-card-page')),
    },
    {
      id: 'collection.myFpCard',
      path: '/mycard/fp/:tokenId',
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.myFpCard',
      load: inArea('collection', () => import('./app/my-fp-card-page')),
    },
    {
      id: 'collection.myCardBreach',
      path: '/mycard/breach/:tokenId',
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.myCardBreach',
      load: inArea('collection', () => import('./features/my-card/pages/my-card-breach-page')),
    },
    {
      id: 'collection.train',
      path: '/game/train',
      loginRequired: false,
      layout: 'main',
      titleKey: 'titles.train',
      load: inArea('game', () => import('./features/training/pages/training-camp-page')),
    },
    {
      id: 'collection.gameMenu',
      path: '/game/menu',
      loginRequired: true,
      layout: 'game',
      redirectTo: paths.gameMenu('card'),
    },
    {
      id: 'collection.gameMenuCard',
      path: '/game/menu/card/:viewMode?',
      loginRequired: true,
      layout: 'game',
      titleKey: 'titles.gameMenuCard',
      load: () => import('./features/collection/pages/game-menu-card-page'),
    },
    {
      id: 'collection.gameMenuPack',
      path: '/game/menu/pack',
      loginRequired: true,
      layout: 'game',
      titleKey: 'titles.gameMenuPack',
      load: () => import('./features/collection/pages/game-menu-pack-page'),
    },
    {
      id: 'collection.gameMenuItem',
      path: '/game/menu/item',
      loginRequired: false,
      layout: 'game',
      titleKey: 'titles.gameMenuItem',
      load: () => import('./features/collection/pages/game-menu-item-page'),
    },
  ],
});
