import { ApiPaths, callApi, type GoalStakeRequest, type GoalStakeResponse } from '@fc/shared';
import { useMutation, useQueryClient } from '@fc/shared/query';
import { gameKeys } from '../../../lib/api/query-keys';

/** Locks an amount of GOAL for 30 days (the server checks the balance). */
export function useStakeGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GoalStakeRequest) => callApi<GoalStakeResponse, GoalStakeRequest>(ApiPaths.goalStake, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: gameKeys.staking.goal() }),
  });
}
