// The contract this build implements comes with it; the rest from the shell's singleton in the browser (base).
import { CONTRACT_VERSION } from '@fc/shared/contracts';
import { defineRemote, ROUTE_PATTERNS } from '@fc/shared/contracts/base';
import en from './locales/en/auth.json';

/** This remote's route patterns, written once in @fc/shared/contracts (the `paths` helpers fill the same). */
const ROUTES = ROUTE_PATTERNS.auth;

export default defineRemote({
  contract: CONTRACT_VERSION,
  name: 'mfe_auth',
  namespace: 'auth',
  // Korean is downloaded when chosen (English is the fallback, bundled).
  resources: { en, ko: () => import('./locales/ko/auth.json') },
  routes: [
    {
      id: 'auth.login',
      path: ROUTES.login,
      loginRequired: false,
      layout: 'bare',
      titleKey: 'titles.login',
      load: () => import('./features/login/pages/login-page'),
    },
    {
      id: 'auth.signup',
      path: ROUTES.signup,
      loginRequired: false,
      layout: 'bare',
      titleKey: 'titles.signup',
      load: () => import('./features/signup/pages/signup-page'),
    },
    {
      id: 'auth.activateWaiting',
      path: ROUTES.activateWaiting,
      loginRequired: false,
      layout: 'bare',
      titleKey: 'titles.activateWaiting',
      load: () => import('./features/activation/pages/activate-waiting-page'),
    },
    {
      id: 'auth.activateConfirm',
      path: ROUTES.activateConfirm,
      loginRequired: false,
      layout: 'bare',
      titleKey: 'titles.activateConfirm',
      load: () => import('./features/activation/pages/activate-confirm-page'),
    },
    {
      id: 'auth.forgetPassword',
      path: ROUTES.forgetPassword,
      loginRequired: false,
      layout: 'bare',
      titleKey: 'titles.forgetPassword',
      load: () => import('./features/password-reset/pages/forget-password-page'),
    },
    {
      id: 'auth.resetPassword',
      path: ROUTES.resetPassword,
      loginRequired: false,
      layout: 'bare',
      titleKey: 'titles.resetPassword',
      load: () => import('./features/password-reset/pages/reset-password-page'),
    },
    {
      id: 'auth.subscribe',
      path: ROUTES.subscribe,
      loginRequired: false,
      layout: 'bare',
      titleKey: 'titles.subscribe',
      load: () => import('./features/subscribe/pages/subscribe-page'),
    },
    {
      id: 'auth.profile',
      path: ROUTES.profile,
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.profile',
      load: () => import('./features/profile/pages/profile-page'),
    },
    {
      id: 'auth.security',
      path: ROUTES.security,
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.security',
      load: () => import('./features/security/pages/gauth-page'),
    },
    {
      id: 'auth.messageBox',
      path: ROUTES.messageBox,
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.messageBox',
      load: () => import('./features/messages/pages/message-box-page'),
    },
    {
      id: 'auth.messageDetail',
      path: ROUTES.messageDetail,
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.messageDetail',
      load: () => import('./features/messages/pages/message-detail-page'),
    },
  ],
});
