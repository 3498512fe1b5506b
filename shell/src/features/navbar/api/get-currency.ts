import { ApiPaths, callApi, type Amount, type Currency, type CurrencyRequest, type CurrencyResponse } from '@fc/shared';
import { sharedQueryKeys, useQuery } from '@fc/shared/query';

export type Balances = Record<Currency, Amount>;

export function getCurrency(signal?: AbortSignal): Promise<CurrencyResponse> {
  return callApi<CurrencyResponse, CurrencyRequest>(ApiPaths.currency, {}, { signal });
}

/**
 * The signed-in user's balances: fetched once per session (the cache is cleared when the session changes) and again
 * when something that changes them invalidates `sharedQueryKeys.balances`; null for guests and until they arrive.
 * A failure shows no balances; a dead session is handled by the API client (1002).
 */
export function useBalances(loggedIn: boolean): Balances | null {
  const { data } = useQuery({
    queryKey: sharedQueryKeys.balances,
    queryFn: ({ signal }) => getCurrency(signal),
    select: (answer) => answer.currency,
    enabled: loggedIn,
    staleTime: Infinity,
  });
  return loggedIn ? (data ?? null) : null;
}
