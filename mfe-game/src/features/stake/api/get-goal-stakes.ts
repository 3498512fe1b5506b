import { ApiPaths, callApi, type GoalStakesResponse } from '@fc/shared';
import { useQuery } from '@fc/shared/query';
import { gameKeys } from '../../../lib/api/query-keys';

/** My GOAL balance and GOAL stakes with their unlock times. */
export function useGoalStakes(enabled: boolean) {
  return useQuery({
    queryKey: gameKeys.staking.goal(),
    queryFn: ({ signal }) => callApi<GoalStakesResponse, Record<string, never>>(ApiPaths.goalStakes, {}, { signal }),
    enabled,
  });
}
