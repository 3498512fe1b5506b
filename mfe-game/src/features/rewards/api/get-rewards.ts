import { ApiPaths, callApi, type GameRewardsRequest, type GameRewardsResponse } from '@fc/shared';
import { keepPreviousData, useQuery } from '@fc/shared/query';
import { rewardsKeys } from './query-keys';

export function getRewards(body: GameRewardsRequest, signal?: AbortSignal): Promise<GameRewardsResponse> {
  return callApi<GameRewardsResponse, GameRewardsRequest>(ApiPaths.gameRewards, body, { signal });
}

/** The manager's rewards of a kind, with what is vesting and the next payout. */
export function useRewards(request: GameRewardsRequest) {
  return useQuery({
    queryKey: rewardsKeys.list(request),
    queryFn: ({ signal }) => getRewards(request, signal),
    placeholderData: keepPreviousData,
  });
}
