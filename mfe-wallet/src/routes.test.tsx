import { describeRemoteFace, type SpecRoute } from '../../tools/jest/remote-face';
import face from './routes';

// SPEC.md §2, the part this remote owns: [path, loginRequired, layout, redirectTo].
const SPEC_ROUTES: SpecRoute[] = [
  ['/order/list', true, 'main', null],
  ['/order/detail/:orderId', true, 'main', null],
  ['/user/paymethods', true, 'main', null],
  ['/token/deposit/:tokenSymbol?', true, 'main', null],
  ['/user/addfunds', true, 'main', null],
  ['/token/withdraw/:tokenSymbol', true, 'main', null],
  ['/user/funds/history', true, 'main', null],
  ['/user/nft/deposit', true, 'main', null],
  ['/user/nft/history', true, 'main', null],
  ['/giftcode', true, 'main', null],
  ['/recharge/detail/:rechargeId', true, 'main', null],
  ['/referral', true, 'main', null],
  ['/claim-center', true, 'main', null],
];

describeRemoteFace(face, { name: 'mfe_wallet', namespace: 'wallet', routes: SPEC_ROUTES, underConstruction: true });
