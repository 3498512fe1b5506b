import { ApiPaths, callApi, type MarketListedRequest, type MarketListedResponse } from '@fc/shared';
import { keepPreviousData, useQuery } from '@fc/shared/query';
import { MARKET_REFRESH_MS } from '../constants';
import { marketKeys } from './query-keys';

export function getListed(body: MarketListedRequest, signal?: AbortSignal): Promise<MarketListedResponse> {
  return callApi<MarketListedResponse, MarketListedRequest>(ApiPaths.marketListed, body, { signal });
}

/** My listings (one state or all), with the free cancels left today and the cancel fee. */
export function useListed(request: MarketListedRequest) {
  return useQuery({
    queryKey: marketKeys.listed(request),
    queryFn: ({ signal }) => getListed(request, signal),
    placeholderData: keepPreviousData,
    refetchInterval: MARKET_REFRESH_MS,
  });
}
