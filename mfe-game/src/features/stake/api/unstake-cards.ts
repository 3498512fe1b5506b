import { ApiPaths, callApi, type StakeInfoResponse, type UnstakeCardsRequest } from '@fc/shared';
import { useMutation, useQueryClient } from '@fc/shared/query';
import { stakingKeys } from '../../../lib/staking/keys';

/** Unstakes the cards picked: they stop counting at once and stay frozen 24 hours; every staking view loads again. */
export function useUnstakeCards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UnstakeCardsRequest) => callApi<StakeInfoResponse, UnstakeCardsRequest>(ApiPaths.unstakeCards, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: stakingKeys.all }),
  });
}
