import type { GameRankingRequest } from '@fc/shared';

/** TopManager's cached answers (home, squad, lineups, queue, ranking's top for guests). */
export const topManagerKeys = {
  all: ['game', 'topManager'] as const,
  home: () => [...topManagerKeys.all, 'home'] as const,
  squad: () => [...topManagerKeys.all, 'squad'] as const,
  groups: () => [...topManagerKeys.all, 'groups'] as const,
  group: (groupId: string) => [...topManagerKeys.all, 'group', groupId] as const,
  queue: () => [...topManagerKeys.all, 'queue'] as const,
  ranking: (request: GameRankingRequest) => [...topManagerKeys.all, 'ranking', request] as const,
};
