import { ApiPaths, callApi, type PoolSaleCurrency, type PoolSaleListRequest, type PoolSaleListResponse } from '@fc/shared';
import { useQuery } from '@fc/shared/query';
import { POOL_SALE_REFETCH_MS, poolSaleKeys } from './query-keys';

export function getPoolSales(body: PoolSaleListRequest, signal?: AbortSignal): Promise<PoolSaleListResponse> {
  return callApi<PoolSaleListResponse, PoolSaleListRequest>(ApiPaths.poolSaleList, body, { signal });
}

/** The sales held in one currency, newest start first, their totals live. */
export function usePoolSales(currency: PoolSaleCurrency) {
  return useQuery({
    queryKey: poolSaleKeys.list(currency),
    queryFn: ({ signal }) => getPoolSales({ currency }, signal),
    refetchInterval: POOL_SALE_REFETCH_MS,
  });
}
