import type { GameRewardsRequest } from '@fc/shared';

/** The rewards pages' cached answers, one per kind and page. */
export const rewardsKeys = {
  all: ['game', 'rewards'] as const,
  list: (request: GameRewardsRequest) => [...rewardsKeys.all, request] as const,
};
