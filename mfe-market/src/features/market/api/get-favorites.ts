import { ApiPaths, callApi, type MarketFavoritesRequest, type MarketFavoritesResponse } from '@fc/shared';
import { keepPreviousData, useQuery } from '@fc/shared/query';
import { MARKET_REFRESH_MS, MY_LISTS_PAGE_SIZE } from '../constants';
import { marketKeys } from './query-keys';

export function getFavorites(body: MarketFavoritesRequest, signal?: AbortSignal): Promise<MarketFavoritesResponse> {
  return callApi<MarketFavoritesResponse, MarketFavoritesRequest>(ApiPaths.marketFavorites, body, { signal });
}

/** The listings I marked, newest mark first, any state. */
export function useFavorites(page: number) {
  return useQuery({
    queryKey: marketKeys.favorites(page),
    queryFn: ({ signal }) => getFavorites({ page, pageSize: MY_LISTS_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
    refetchInterval: MARKET_REFRESH_MS,
  });
}
