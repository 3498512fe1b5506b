import type { MarketListRequest, MarketListResponse } from '@fc/shared';
import { keepPreviousData, prefetchPageData, queryOptions, useQuery } from '@fc/shared/query';
import { MARKET_FALLBACK_MS, MARKET_LIST_FRESH_MS } from '../constants';
import { useFollowMarket } from './follow-market';
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

/** One tab's listings as filtered, kept fresh by the public stream (prices move, listings come and go), else polled. */
export function useMarketList(request: MarketListRequest) {
  const live = useFollowMarket();
  return useQuery({ ...marketListQuery(request), placeholderData: keepPreviousData, refetchInterval: live ? false : MARKET_FALLBACK_MS });
}

/**
 * The listings a grid shows first, fetched before it shows (its route's prefetch). `asked`: the same call already made
 * while this module downloaded, which answers the query if the cache needs one.
 */
export function prefetchMarketList(request: MarketListRequest, asked?: Promise<MarketListResponse>): Promise<void> {
  const query = marketListQuery(request);
  return prefetchPageData(asked ? { ...query, queryFn: () => asked } : query);
}
