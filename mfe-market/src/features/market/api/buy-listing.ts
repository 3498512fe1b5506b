import { ApiPaths, callApi, type MarketBuyRequest, type MarketBuyResponse } from '@fc/shared';
import { sharedQueryKeys, useMutation, useQueryClient } from '@fc/shared/query';
import { marketKeys } from './query-keys';

export function buyListing(body: MarketBuyRequest): Promise<MarketBuyResponse> {
  return callApi<MarketBuyResponse, MarketBuyRequest>(ApiPaths.marketBuy, body);
}

/** Buys a fixed-price listing; the market's answers and the navbar's balances reload, refused or not. */
export function useBuyListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyListing,
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: marketKeys.all }), queryClient.invalidateQueries({ queryKey: sharedQueryKeys.balances })]);
    },
  });
}
