// The contract this build implements comes with it; the rest from the shell's singleton in the browser (base).
import { CONTRACT_VERSION } from '@fc/shared/contracts';
import { defineRemote, ROUTE_PATTERNS } from '@fc/shared/contracts/base';
import en from './locales/en/wallet.json';

/** This remote's route patterns, written once in @fc/shared/contracts (the `paths` helpers fill the same). */
const ROUTES = ROUTE_PATTERNS.wallet;

export default defineRemote({
  contract: CONTRACT_VERSION,
  name: 'mfe_wallet',
  namespace: 'wallet',
  // Korean is downloaded when chosen (English is the fallback, bundled).
  resources: { en, ko: () => import('./locales/ko/wallet.json') },
  routes: [
    {
      id: 'wallet.orders',
      path: ROUTES.orders,
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.orders',
      load: () => import('./features/orders/pages/orders-page'),
    },
    {
      id: 'wallet.order',
      path: ROUTES.order,
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.order',
      load: () => import('./features/orders/pages/order-detail-page'),
    },
    {
      id: 'wallet.payMethods',
      path: ROUTES.payMethods,
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.payMethods',
      load: () => import('./features/balances/pages/pay-methods-page'),
    },
    {
      id: 'wallet.deposit',
      path: ROUTES.deposit,
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.deposit',
      load: () => import('./features/deposit/pages/deposit-page'),
    },
    {
      id: 'wallet.addFunds',
      path: ROUTES.addFunds,
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.addFunds',
      load: () => import('./features/funds/pages/add-funds-page'),
    },
    {
      id: 'wallet.withdraw',
      path: ROUTES.withdraw,
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.withdraw',
      load: () => import('./features/withdraw/pages/withdraw-page'),
    },
    {
      id: 'wallet.fundsHistory',
      path: ROUTES.fundsHistory,
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.fundsHistory',
      load: () => import('./features/statement/pages/funds-history-page'),
    },
    {
      id: 'wallet.nftDeposit',
      path: ROUTES.nftDeposit,
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.nftDeposit',
      load: () => import('./features/nft/pages/nft-deposit-page'),
    },
    {
      id: 'wallet.nftHistory',
      path: ROUTES.nftHistory,
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.nftHistory',
      load: () => import('./features/nft/pages/nft-history-page'),
    },
    {
      id: 'wallet.nftWithdraw',
      path: ROUTES.nftWithdraw,
      loginRequired: true,
      layout: 'main',
      titleKey: 'nftWithdraw.title',
      load: () => import('./features/nft/pages/nft-withdraw-page'),
    },
    {
      id: 'wallet.giftCode',
      path: ROUTES.giftCode,
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.giftCode',
      load: () => import('./features/gift-code/pages/gift-code-page'),
    },
    {
      id: 'wallet.recharge',
      path: ROUTES.recharge,
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.recharge',
      load: () => import('./features/funds/pages/recharge-detail-page'),
    },
    {
      id: 'wallet.referral',
      path: ROUTES.referral,
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.referral',
      load: () => import('./features/referral/pages/referral-page'),
    },
    {
      id: 'wallet.claimCenter',
      path: ROUTES.claimCenter,
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.claimCenter',
      load: () => import('./features/claim-center/pages/claim-center-page'),
    },
  ],
});
