// The contract this build implements comes with it; the rest from the shell's singleton in the browser (base).
import { CONTRACT_VERSION } from '@fc/shared/contracts';
import { defineRemote } from '@fc/shared/contracts/base';
import en from './locales/en/auth.json';

export default defineRemote({
  contract: CONTRACT_VERSION,
  name: 'mfe_auth',
  namespace: 'auth',
  // Korean is downloaded when chosen (English is the fallback, bundled).
  resources: { en, ko: () => import('./locales/ko/auth.json') },
  routes: [
    {
      id: 'auth.login',
      path: '/login',
      loginRequired: false,
      layout: 'bare',
      titleKey: 'titles.login',
      load: () => import('./features/login/pages/login-page'),
    },
    {
      id: 'auth.signup',
      path: '/signup',
      loginRequired: false,
      layout: 'bare',
      titleKey: 'titles.signup',
      load: () => import('./features/signup/pages/signup-page'),
    },
    {
      id: 'auth.activateWaiting',
      path: '/activate-waiting',
      loginRequired: false,
      layout: 'bare',
      titleKey: 'titles.activateWaiting',
      load: () => import('./features/activation/pages/activate-waiting-page'),
    },
    {
      id: 'auth.activateConfirm',
      path: '/activate-confirm',
      loginRequired: false,
      layout: 'bare',
      titleKey: 'titles.activateConfirm',
      load: () => import('./features/activation/pages/activate-confirm-page'),
    },
    {
      id: 'auth.forgetPassword',
      path: '/forget-password',
      loginRequired: false,
      layout: 'bare',
      titleKey: 'titles.forgetPassword',
      load: () => import('./features/password-reset/pages/forget-password-page'),
    },
    {
      id: 'auth.resetPassword',
      path: '/reset-password',
      loginRequired: false,
      layout: 'bare',
      titleKey: 'titles.resetPassword',
      load: () => import('./features/password-reset/pages/reset-password-page'),
    },
    {
      id: 'auth.subscribe',
      path: '/subscribe',
      loginRequired: false,
      layout: 'bare',
      titleKey: 'titles.subscribe',
      load: () => import('./features/subscribe/pages/subscribe-page'),
    },
    {
      id: 'auth.profile',
      path: '/user/profile',
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.profile',
      load: () => import('./features/profile/pages/profile-page'),
    },
    {
      id: 'auth.security',
      path: '/security/gauth',
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.security',
      load: () => import('./features/security/pages/gauth-page'),
    },
    {
      id: 'auth.messageBox',
      path: '/messagebox',
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.messageBox',
      load: () => import('./features/messages/pages/message-box-page'),
    },
    {
      id: 'auth.messageDetail',
      path: '/messagebox/detail/:UserId',
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.messageDetail',
      load: () => import('./features/messages/pages/message-detail-page'),
    },
  ],
});
