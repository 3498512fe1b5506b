// The contract this build implements comes with it; the rest from the shell's singleton in the browser (base).
import { CONTRACT_VERSION } from '@fc/shared/contracts';
import { defineRemote, ROUTE_PATTERNS, loadingPage, paths, type PageLoad, type PageModule } from '@fc/shared/contracts/base';
import en from './locales/en/game.json';

/** This remote's route patterns, written once in @fc/shared/contracts (the `paths` helpers fill the same). */
const ROUTES = ROUTE_PATTERNS.game;

/** A page under the game's navigation (`withAreaNav` of @fc/shared), loaded only when the route is. */
const inGame = (page: PageLoad) =>
  loadingPage(async (): Promise<PageModule> => {
    const [{ withAreaNav }, { default: Page }] = await Promise.all([import('@fc/shared'), page()]);
    return { default: withAreaNav('game', Page) };
  }, page);

export default defineRemote({
  contract: CONTRACT_VERSION,
  name: 'mfe_game',
  namespace: 'game',
  // Korean is downloaded when chosen (English is the fallback, bundled).
  resources: { en, ko: () => import('./locales/ko/game.json') },
  routes: [
    {
      id: 'game.root',
      path: ROUTES.root,
      loginRequired: true,
      layout: 'main',
      redirectTo: paths.gameHome(),
    },
    {
      id: 'game.guidance',
      path: ROUTES.guidance,
      loginRequired: false,
      layout: 'main',
      titleKey: 'titles.guidance',
      load: () => import('./features/guidance/pages/guidance-page'),
    },
    {
      id: 'game.topPrize',
      path: ROUTES.topPrize,
      loginRequired: false,
      layout: 'main',
      titleKey: 'titles.topPrize',
      load: inGame(() => import('./features/top-prize/pages/top-prize-page')),
    },
    {
      id: 'game.topManagerRanking',
      path: ROUTES.topManagerRanking,
      loginRequired: false,
      layout: 'main',
      titleKey: 'titles.topManagerRanking',
      load: inGame(() => import('./features/ranking/pages/ranking-page')),
    },
    {
      id: 'game.topManagerRewards',
      path: ROUTES.topManagerRewards,
      loginRequired: false,
      layout: 'main',
      titleKey: 'titles.topManagerRewards',
      load: inGame(() => import('./features/rewards/pages/rewards-page')),
    },
    {
      id: 'game.pvpRewards',
      path: ROUTES.pvpRewards,
      loginRequired: false,
      layout: 'main',
      titleKey: 'titles.pvpRewards',
      load: inGame(() => import('./features/rewards/pages/pvp-rewards-page')),
    },
    {
      id: 'game.editGroup',
      path: ROUTES.editGroup,
      loginRequired: false,
      layout: 'main',
      titleKey: 'titles.editGroup',
      load: inGame(() => import('./features/top-manager/pages/edit-group-page')),
    },
    {
      id: 'game.match',
      path: ROUTES.match,
      loginRequired: false,
      layout: 'main',
      titleKey: 'titles.match',
      load: inGame(() => import('./features/match/pages/match-page')),
    },
    {
      id: 'game.ranking',
      path: ROUTES.ranking,
      loginRequired: false,
      layout: 'main',
      titleKey: 'titles.ranking',
      load: inGame(() => import('./features/ranking/pages/ranking-page')),
    },
    {
      id: 'game.rewards',
      path: ROUTES.rewards,
      loginRequired: false,
      layout: 'main',
      titleKey: 'titles.rewards',
      load: inGame(() => import('./features/rewards/pages/rewards-page')),
    },
    {
      id: 'game.dispatch',
      path: ROUTES.dispatch,
      loginRequired: false,
      layout: 'main',
      titleKey: 'titles.dispatch',
      load: inGame(() => import('./features/top-prize/pages/dispatch-page')),
    },
    {
      id: 'game.recall',
      path: ROUTES.recall,
      loginRequired: false,
      layout: 'main',
      titleKey: 'titles.recall',
      load: inGame(() => import('./features/top-prize/pages/recall-page')),
    },
    {
      id: 'game.pve',
      path: ROUTES.pve,
      loginRequired: false,
      layout: 'main',
      titleKey: 'titles.pve',
      load: inGame(() => import('./features/pve/pages/pve-page')),
    },
    {
      id: 'game.airdrop',
      path: ROUTES.airdrop,
      loginRequired: false,
      layout: 'main',
      titleKey: 'titles.airdrop',
      load: inGame(() => import('./features/airdrop/pages/airdrop-page')),
    },
    {
      id: 'game.airdropDispatch',
      path: ROUTES.airdropDispatch,
      loginRequired: false,
      layout: 'main',
      titleKey: 'titles.airdropDispatch',
      load: inGame(() => import('./features/airdrop/pages/airdrop-dispatch-page')),
    },
    {
      id: 'game.draw',
      path: ROUTES.draw,
      loginRequired: false,
      layout: 'main',
      titleKey: 'titles.draw',
      load: inGame(() => import('./features/draw/pages/draw-page')),
    },
    {
      id: 'game.gameTest',
      path: ROUTES.gameTest,
      loginRequired: false,
      layout: 'main',
      titleKey: 'titles.gameTest',
      load: inGame(() => import('./features/game-test/pages/game-test-page')),
    },
    {
      id: 'game.stake',
      path: ROUTES.stake,
      loginRequired: false,
      layout: 'main',
      titleKey: 'titles.stake',
      load: inGame(() => import('./features/stake/pages/stake-page')),
    },
    {
      id: 'game.stakeDispatch',
      path: ROUTES.stakeDispatch,
      loginRequired: false,
      layout: 'main',
      titleKey: 'titles.stakeDispatch',
      load: inGame(() => import('./features/stake/pages/stake-dispatch-page')),
    },
    {
      id: 'game.stakeRecall',
      path: ROUTES.stakeRecall,
      loginRequired: false,
      layout: 'main',
      titleKey: 'titles.stakeRecall',
      load: inGame(() => import('./features/stake/pages/stake-recall-page')),
    },
    {
      id: 'game.stakeGoal',
      path: ROUTES.stakeGoal,
      loginRequired: false,
      layout: 'main',
      titleKey: 'titles.stakeGoal',
      load: inGame(() => import('./features/stake/pages/stake-goal-page')),
    },
    {
      id: 'game.topManager',
      path: ROUTES.topManager,
      loginRequired: false,
      layout: 'main',
      titleKey: 'titles.topManager',
      load: inGame(() => import('./features/top-manager/pages/top-manager-page')),
    },
    {
      id: 'game.pvp',
      path: ROUTES.pvp,
      loginRequired: false,
      layout: 'main',
      titleKey: 'titles.pvp',
      load: inGame(() => import('./features/pvp/pages/pvp-page')),
    },
    {
      id: 'game.cloudGame',
      path: ROUTES.cloudGame,
      loginRequired: false,
      layout: 'bare',
      titleKey: 'titles.cloudGame',
      load: () => import('./app/cloud-game-tabs-page'),
    },
  ],
});
