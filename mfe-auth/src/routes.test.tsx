import { describeRemoteFace, type SpecRoute } from '../../tools/jest/remote-face';
import face from './routes';

// SPEC.md §2, the part this remote owns: [path, loginRequired, layout, redirectTo]. The account screens under
// "Other routes" have no navbar (bare layout); profile, security and the message box are login-required main pages.
const SPEC_ROUTES: SpecRoute[] = [
  ['/login', false, 'bare', null],
  ['/signup', false, 'bare', null],
  ['/activate-waiting', false, 'bare', null],
  ['/activate-confirm', false, 'bare', null],
  ['/forget-password', false, 'bare', null],
  ['/reset-password', false, 'bare', null],
  ['/subscribe', false, 'bare', null],
  ['/user/profile', true, 'main', null],
  ['/security/gauth', true, 'main', null],
  ['/messagebox', true, 'main', null],
  ['/messagebox/detail/:UserId', true, 'main', null],
];

describeRemoteFace(face, { name: 'mfe_auth', namespace: 'auth', routes: SPEC_ROUTES });
