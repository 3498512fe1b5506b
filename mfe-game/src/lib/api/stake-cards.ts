import { ApiPaths, callApi, type StakeCardsRequest, type StakeInfoResponse } from '@fc/shared';
import { useMutation, useQueryClient } from '@fc/shared/query';
import { gameKeys } from './query-keys';

export function stakeCards(body: StakeCardsRequest): Promise<StakeInfoResponse> {
  return callApi<StakeInfoResponse, StakeCardsRequest>(ApiPaths.stakeCards, body);
}

/** Stakes the cards picked (all or none); every staking view loads again. */
export function useStakeCards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stakeCards,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: gameKeys.staking.all }), queryClient.invalidateQueries({ queryKey: gameKeys.myCards.all })]),
  });
}
