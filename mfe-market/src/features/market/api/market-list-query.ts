import type { MarketListRequest, MarketListResponse } from '@fc/shared';
import { keepPreviousData, prefetchPageData, queryOptions, useQuery } from '@fc/shared/query';
import { MARKET_LIST_FRESH_MS, MARKET_REFRESH_MS } from '../constants';
import { getMarketList } from './get-market-list';
import { marketKeys } from './query-keys';

/** One tab's listings as filtered: what the grid shows and what its route's prefetch fetches, under one key. */
export function marketListQuery(request: MarketListRequest) {
  return queryOptions({
    queryKey: marketKeys.list(request),
    queryFn: ({ signal }) => getMarketList(request, signal),
    staleTime: MARKET_LIST_FRESH_MS,
  });
}

/** One tab's listings as filtered, asked again every few seconds (prices move, listings come and go). */
export function useMarketList(request: MarketListRequest) {
  return useQuery({ ...marketListQuery(request), placeholderData: keepPreviousData, refetchInterval: MARKET_REFRESH_MS });
}

/**
 * The listings a grid shows first, fetched before it shows (its route's prefetch). `asked`: the same call already made
 * while this module downloaded, which answers the query if the cache needs one.
 */
export function prefetchMarketList(request: MarketListRequest, asked?: Promise<MarketListResponse>): Promise<void> {
  const query = marketListQuery(request);
  return prefetchPageData(asked ? { ...query, queryFn: () => asked } : query);
}
