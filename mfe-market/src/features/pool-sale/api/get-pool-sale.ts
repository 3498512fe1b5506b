import { ApiPaths, callApi, useIsLoggedIn, type PoolSaleDetailRequest, type PoolSaleDetailResponse } from '@fc/shared';
import { useQuery } from '@fc/shared/query';
import { POOL_SALE_REFETCH_MS, poolSaleKeys } from './query-keys';

export function getPoolSale(body: PoolSaleDetailRequest, signal?: AbortSignal): Promise<PoolSaleDetailResponse> {
  return callApi<PoolSaleDetailResponse, PoolSaleDetailRequest>(ApiPaths.poolSaleDetail, body, { signal });
}

/** One sale with its live total and, signed in, the caller's commitment and allocation. */
export function usePoolSale(saleId: string | undefined) {
  const signedIn = useIsLoggedIn();
  return useQuery({
    queryKey: poolSaleKeys.detail(saleId ?? '', signedIn),
    queryFn: ({ signal }) => getPoolSale({ saleId: saleId ?? '' }, signal),
    enabled: saleId !== undefined,
    refetchInterval: POOL_SALE_REFETCH_MS,
  });
}
