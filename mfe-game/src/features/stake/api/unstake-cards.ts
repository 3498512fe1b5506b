import { ApiPaths, callApi, type StakeInfoResponse, type UnstakeCardsRequest } from '@fc/shared';
import { useMutation, useQueryClient } from '@fc/shared/query';
import { gameKeys } from '../../../lib/api/query-keys';

/** Unstakes the cards picked: they stop counting at once and stay frozen 24 hours; every staking view loads again. */
export function useUnstakeCards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UnstakeCardsRequest) => callApi<StakeInfoResponse, UnstakeCardsRequest>(ApiPaths.unstakeCards, body),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: gameKeys.staking.all }), queryClient.invalidateQueries({ queryKey: gameKeys.myCards.all })]),
  });
}
