import { ApiPaths, callApi, type TopPrizeBatchRequest, type TopPrizeBatchResponse } from '@fc/shared';
import { useMutation, useQueryClient } from '@fc/shared/query';
import { gameKeys } from '../../../lib/api/query-keys';
import { topPrizeKeys } from './query-keys';

/** Sends cards to TopPrize; each card goes or is refused on its own (the answer counts both). */
export function useSendCards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TopPrizeBatchRequest) => callApi<TopPrizeBatchResponse, TopPrizeBatchRequest>(ApiPaths.topPrizeSend, body),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: topPrizeKeys.all }), queryClient.invalidateQueries({ queryKey: gameKeys.myCards.all })]),
  });
}
