import { describeRemoteFace, type SpecRoute } from '../../tools/jest/remote-face';
import face from './routes';

// SPEC.md §2, the part this remote owns: [path, loginRequired, layout, redirectTo].
const SPEC_ROUTES: SpecRoute[] = [
  ['/game', true, 'main', '/game/topmanager'],
  ['/guidance', false, 'main', null],
  ['/game/topprize', false, 'main', null],
  ['/game/ranking/topmanager', false, 'main', null],
  ['/game/rewards/topmanager', false, 'main', null],
  ['/game/rewards/pvp', false, 'main', null],
  ['/game/editgroup/:groupId', false, 'main', null],
  ['/game/ranking', false, 'main', null],
  ['/game/rewards', false, 'main', null],
  ['/game/dispatch', false, 'main', null],
  ['/game/recall', false, 'main', null],
  ['/game/pve', false, 'main', null],
  ['/game/airdrop', false, 'main', null],
  ['/game/airdrop/dispatch', false, 'main', null],
  ['/game/draw', false, 'main', null],
  ['/gametest', false, 'main', null],
  ['/game/stake', false, 'main', null],
  ['/game/stake/dispatch', false, 'main', null],
  ['/game/stake/recall', false, 'main', null],
  ['/game/stake/goal', false, 'main', null],
  ['/game/topmanager', false, 'main', null],
  ['/game/pvp', false, 'main', null],
  ['/cloud/game', false, 'bare', null],
];

describeRemoteFace(face, { name: 'mfe_game', namespace: 'game', routes: SPEC_ROUTES, underConstruction: true });
