import { ApiPaths, callApi, type MarketBidRequest, type MarketBidResponse } from '@fc/shared';
import { sharedQueryKeys, useMutation, useQueryClient } from '@fc/shared/query';
import { marketKeys } from './query-keys';

export function bidListing(body: MarketBidRequest): Promise<MarketBidResponse> {
  return callApi<MarketBidResponse, MarketBidRequest>(ApiPaths.marketBid, body);
}

/** Bids on an auction (the bid is held in escrow); the market's answers and the navbar's balances reload, refused or not. */
export function useBidListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bidListing,
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: marketKeys.all }), queryClient.invalidateQueries({ queryKey: sharedQueryKeys.balances })]);
    },
  });
}
