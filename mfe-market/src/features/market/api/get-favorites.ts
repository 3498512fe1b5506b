import { ApiPaths, callApi, type MarketFavoritesRequest, type MarketFavoritesResponse } from '@fc/shared';
import { keepPreviousData, useQuery } from '@fc/shared/query';
import { MARKET_FALLBACK_MS, MY_LISTS_PAGE_SIZE } from '../constants';
import { useFollowMarket } from './follow-market';
import { marketKeys } from './query-keys';

export function getFavorites(body: MarketFavoritesRequest, signal?: AbortSignal): Promise<MarketFavoritesResponse> {
  return callApi<MarketFavoritesResponse, MarketFavoritesRequest>(ApiPaths.marketFavorites, body, { signal });
}

/** The listings I marked, newest mark first, any state. */
export function useFavorites(page: number) {
  const live = useFollowMarket();
  return useQuery({
    queryKey: marketKeys.favorites(page),
    queryFn: ({ signal }) => getFavorites({ page, pageSize: MY_LISTS_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
    refetchInterval: live ? false : MARKET_FALLBACK_MS,
  });
}
