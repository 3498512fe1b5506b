import { describeRemoteFace, type SpecRoute } from '../../tools/jest/remote-face';
import face from './routes';

// SPEC.md §2, the part this remote owns: [path, loginRequired, layout, redirectTo].
const SPEC_ROUTES: SpecRoute[] = [
  ['/', false, 'main', null],
  ['/test', false, 'main', null],
  ['/packs', false, 'main', null],
  ['/pack/:packId', false, 'main', null],
  ['/poolsale/:tokenSymbol?', false, 'main', null],
  ['/card/:packId/:cardId', false, 'main', null],
  ['/propshop', false, 'main', null],
  ['/terms-of-service', false, 'main', null],
  ['/market', false, 'main', '/market/center'],
  ['/market/center', false, 'main', null],
  ['/market/cardrol', false, 'main', null],
  ['/market/pack', false, 'main', null],
  ['/market/detail/fp/:transId', true, 'main', null],
  ['/market/detail/rol/:transId', true, 'main', null],
  ['/market/detail/box/:transId', true, 'main', null],
  ['/market/listed', true, 'main', null],
  ['/market/favorites', true, 'main', null],
  ['/market/history', true, 'main', null],
];

describeRemoteFace(face, { name: 'mfe_market', namespace: 'market', routes: SPEC_ROUTES, underConstruction: { except: ['market.test'] } });
