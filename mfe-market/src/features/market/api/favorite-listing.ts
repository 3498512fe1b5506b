import { ApiPaths, callApi, type MarketFavoriteRequest, type MarketFavoriteResponse } from '@fc/shared';
import { useMutation, useQueryClient } from '@fc/shared/query';
import { marketKeys } from './query-keys';

export function favoriteListing(body: MarketFavoriteRequest): Promise<MarketFavoriteResponse> {
  return callApi<MarketFavoriteResponse, MarketFavoriteRequest>(ApiPaths.marketFavorite, body);
}

/** Marks or unmarks a listing as a favourite; the lists showing the star reload. */
export function useFavoriteListing() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: favoriteListing, onSettled: () => queryClient.invalidateQueries({ queryKey: marketKeys.all }) });
}
