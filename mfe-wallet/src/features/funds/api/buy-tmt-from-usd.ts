import { ApiPaths, callApi, type BuyTmtFromUsdRequest, type BuyTmtFromUsdResponse, type CurrencyResponse } from '@fc/shared';
import { sharedQueryKeys, useMutation, useQueryClient } from '@fc/shared/query';
import { fundsKeys } from './query-keys';

export function buyTmtFromUsd(body: BuyTmtFromUsdRequest): Promise<BuyTmtFromUsdResponse> {
  return callApi<BuyTmtFromUsdResponse, BuyTmtFromUsdRequest>(ApiPaths.buyTmtFromUsd, body);
}

/** Buys TMT from the USD balance; the balances it answers go into the navbar's cache, and today's room is asked again. */
export function useBuyTmtFromUsd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyTmtFromUsd,
    onSuccess: (answer) => {
      queryClient.setQueryData<CurrencyResponse>(sharedQueryKeys.balances, (cached) => (cached ? { currency: { ...cached.currency, ...answer.balances } } : cached));
    },
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: fundsKeys.buyTmtConfig() }), queryClient.invalidateQueries({ queryKey: sharedQueryKeys.balances })]),
  });
}
