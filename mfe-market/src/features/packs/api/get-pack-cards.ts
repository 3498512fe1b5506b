import { ApiPaths, callApi, type PackCardsRequest, type PackCardsResponse } from '@fc/shared';
import { keepPreviousData, useQuery } from '@fc/shared/query';
import { packKeys } from './query-keys';

export function getPackCards(body: PackCardsRequest, signal?: AbortSignal): Promise<PackCardsResponse> {
  return callApi<PackCardsResponse, PackCardsRequest>(ApiPaths.packCards, body, { signal });
}

/** The cards a series can pull, a page at a time. */
export function usePackCards(request: PackCardsRequest) {
  return useQuery({ queryKey: packKeys.cards(request), queryFn: ({ signal }) => getPackCards(request, signal), placeholderData: keepPreviousData });
}
