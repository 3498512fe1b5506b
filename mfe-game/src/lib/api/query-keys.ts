import type { GameRankingRequest } from '@fc/shared';

/**
 * The cached answers of the calls two or more of the game's features make (this folder), one entry per call and
 * request, all under the remote's prefix `game`. A feature's own calls keep their keys in its `api/`.
 */
export const gameKeys = {
  all: ['game'] as const,
  /** The signed-in manager's home: club, energy, season, queue, recent matches (TopManager, PVE). */
  home: () => [...gameKeys.all, 'home'] as const,
  /** The manager's FP cards with their abilities (the lineup editor, the game test). */
  squad: () => [...gameKeys.all, 'squad'] as const,
  /** The manager's saved lineups (TopManager, the game test). */
  groups: () => [...gameKeys.all, 'groups'] as const,
  /** A ranking page, one per scope, season or day, search and page (the rankings, TopManager's guest home). */
  ranking: (request: GameRankingRequest) => [...gameKeys.all, 'ranking', request] as const,
  /** /card/mine as the game asks it; any change of a card's state (staking, TopPrize) refreshes them all. */
  myCards: {
    all: ['game', 'myCards'] as const,
    /** Collectible and FP, a page of each (TopPrize's dispatch). */
    player: () => [...gameKeys.myCards.all, 'player'] as const,
    /** Resting player cards, rarest first (both dispatch pages' picker). */
    stakable: () => [...gameKeys.myCards.all, 'stakable'] as const,
  },
  /** Staking's views: a stake or an unstake refreshes every one of them (power moves the airdrop too). */
  staking: {
    all: ['game', 'staking'] as const,
    info: () => [...gameKeys.staking.all, 'info'] as const,
    goal: () => [...gameKeys.staking.all, 'goal'] as const,
    airdrop: () => [...gameKeys.staking.all, 'airdrop'] as const,
  },
};
