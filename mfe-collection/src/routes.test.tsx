import { describeRemoteFace, type SpecRoute } from '../../tools/jest/remote-face';
import face from './routes';

// SPEC.md §2, the part this remote owns: [path, loginRequired, layout, redirectTo].
const SPEC_ROUTES: SpecRoute[] = [
  ['/collection', true, 'main', '/collection/fpcards'],
  ['/collection/packs', true, 'main', null],
  ['/collection/cards', true, 'main', null],
  ['/collection/items', true, 'main', null],
  ['/collection/items/equip', true, 'main', null],
  ['/collection/fpcards/:viewMode?', true, 'main', null],
  ['/collection/fppack', true, 'main', null],
  ['/collection/mint/:tokenId', true, 'main', null],
  ['/mycard/:tokenId', true, 'main', null],
  ['/mycard/fp/:tokenId', true, 'main', null],
  ['/mycard/breach/:tokenId', true, 'main', null],
  ['/game/train', false, 'main', null],
  ['/game/menu', true, 'game', '/game/menu/card'],
  ['/game/menu/card/:viewMode?', true, 'game', null],
  ['/game/menu/pack', true, 'game', null],
  ['/game/menu/item', false, 'game', null],
];

describeRemoteFace(face, { name: 'mfe_collection', namespace: 'collection', routes: SPEC_ROUTES, underConstruction: true });
