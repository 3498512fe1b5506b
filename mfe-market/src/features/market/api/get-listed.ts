import { ApiPaths, callApi, type MarketListedRequest, type MarketListedResponse } from '@fc/shared';
import { keepPreviousData, useQuery } from '@fc/shared/query';
import { MARKET_FALLBACK_MS } from '../constants';
import { useFollowMarket } from './follow-market';
import { marketKeys } from './query-keys';

export function getListed(body: MarketListedRequest, signal?: AbortSignal): Promise<MarketListedResponse> {
  return callApi<MarketListedResponse, MarketListedRequest>(ApiPaths.marketListed, body, { signal });
}

/** My listings (one state or all), with the free cancels left today and the cancel fee. */
export function useListed(request: MarketListedRequest) {
  const live = useFollowMarket();
  return useQuery({
    queryKey: marketKeys.listed(request),
    queryFn: ({ signal }) => getListed(request, signal),
    placeholderData: keepPreviousData,
    refetchInterval: live ? false : MARKET_FALLBACK_MS,
  });
}
