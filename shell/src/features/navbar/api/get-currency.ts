import { useEffect, useState } from 'react';
import {
  ApiPaths,
  callApi,
  type Amount,
  type Currency,
  type CurrencyRequest,
  type CurrencyResponse,
} from '@fc/shared';

export type Balances = Record<Currency, Amount>;

export function getCurrency(signal?: AbortSignal): Promise<CurrencyResponse> {
  return callApi<CurrencyResponse, CurrencyRequest>(ApiPaths.currency, {}, { signal });
}

/** The signed-in user's balances, fetched once per session token; null for guests and until they arrive. */
export function useBalances(token: string): Balances | null {
  const [loaded, setLoaded] = useState<{ token: string; balances: Balances } | null>(null);

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    getCurrency(controller.signal).then(
      ({ currency }) => setLoaded({ token, balances: currency }),
      // The navbar simply shows no balances; a dead session is handled by the API client (1002).
      () => undefined,
    );
    return () => controller.abort();
  }, [token]);

  return token && loaded?.token === token ? loaded.balances : null;
}
