import { ApiPaths, callApi, type CurrencyRequest, type CurrencyResponse } from '@fc/shared';
import { sharedQueryKeys, useQuery } from '@fc/shared/query';

export function getBalances(signal?: AbortSignal): Promise<CurrencyResponse> {
  return callApi<CurrencyResponse, CurrencyRequest>(ApiPaths.currency, {}, { signal });
}

/**
 * The signed-in user's balances (the market, packs and the shop), from the cache the navbar shares
 * (`sharedQueryKeys.balances`); off for guests.
 */
export function useBalances(enabled: boolean) {
  return useQuery({
    queryKey: sharedQueryKeys.balances,
    queryFn: ({ signal }) => getBalances(signal),
    select: (answer) => answer.currency,
    enabled,
  });
}
