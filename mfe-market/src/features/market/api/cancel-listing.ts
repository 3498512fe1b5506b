import { ApiPaths, callApi, type MarketCancelRequest, type MarketCancelResponse } from '@fc/shared';
import { sharedQueryKeys, useMutation, useQueryClient } from '@fc/shared/query';
import { marketKeys } from './query-keys';

export function cancelListing(body: MarketCancelRequest): Promise<MarketCancelResponse> {
  return callApi<MarketCancelResponse, MarketCancelRequest>(ApiPaths.marketCancel, body);
}

/** Takes the caller's listing off (free or the cancel fee); the market's answers and the navbar's balances reload, refused or not. */
export function useCancelListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelListing,
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: marketKeys.all }), queryClient.invalidateQueries({ queryKey: sharedQueryKeys.balances })]);
    },
  });
}
