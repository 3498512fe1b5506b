import { ApiPaths, callApi, type CardMineRequest, type CardMineResponse } from '@fc/shared';
import { keepPreviousData, useQuery } from '@fc/shared/query';
import { collectionKeys } from './query-keys';

export function getMyCards(body: CardMineRequest, signal?: AbortSignal): Promise<CardMineResponse> {
  return callApi<CardMineResponse, CardMineRequest>(ApiPaths.cardMine, body, { signal });
}

export function useMyCards(request: CardMineRequest, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: collectionKeys.mine(request),
    enabled: options.enabled ?? true,
    queryFn: ({ signal }) => getMyCards(request, signal),
    // A page or a filter change keeps the cards shown until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}
