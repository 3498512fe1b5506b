import { ApiPaths, callApi, type WalletOverviewResponse } from '@fc/shared';
import { useLiveEvent } from '@fc/shared/live';
import { useQuery, useQueryClient } from '@fc/shared/query';

export const overviewKeys = { all: ['wallet', 'overview'] as const };

export function getOverview(signal?: AbortSignal): Promise<WalletOverviewResponse> {
  return callApi<WalletOverviewResponse, Record<string, never>>(ApiPaths.walletOverview, {}, { signal });
}

/**
 * The balances with their USD values; a live balance event (a deposit credited, a purchase) loads them again, and so
 * does a resync (the stream reconnected: what changed meanwhile comes as the resync's balances, not as balance events).
 */
export function useOverview() {
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: overviewKeys.all });
  useLiveEvent('balance', reload);
  useLiveEvent('resync', reload);
  return useQuery({ queryKey: overviewKeys.all, queryFn: ({ signal }) => getOverview(signal) });
}
