import { ApiPaths, callApi, type TopPrizeBatchRequest, type TopPrizeBatchResponse } from '@fc/shared';
import { useMutation, useQueryClient } from '@fc/shared/query';
import { gameKeys } from '../../../lib/api/query-keys';
import { topPrizeKeys } from './query-keys';

/** Recalls cards from TopPrize; each card comes back or is refused on its own. */
export function useRecallCards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TopPrizeBatchRequest) => callApi<TopPrizeBatchResponse, TopPrizeBatchRequest>(ApiPaths.topPrizeRecall, body),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: topPrizeKeys.all }), queryClient.invalidateQueries({ queryKey: gameKeys.myCards.all })]),
  });
}
