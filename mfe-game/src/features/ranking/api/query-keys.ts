import type { GameRankingRequest } from '@fc/shared';

/** The ranking pages' cached answers, one per scope, season or day, search and page. */
export const rankingKeys = {
  all: ['game', 'ranking'] as const,
  list: (request: GameRankingRequest) => [...rankingKeys.all, request] as const,
};
