import { ApiPaths, callApi, type MarketListRequest, type MarketListResponse } from '@fc/shared';
import { keepPreviousData, useQuery } from '@fc/shared/query';
import { MARKET_REFRESH_MS } from '../constants';
import { marketKeys } from './query-keys';

export function getMarketList(body: MarketListRequest, signal?: AbortSignal): Promise<MarketListResponse> {
  return callApi<MarketListResponse, MarketListRequest>(ApiPaths.marketList, body, { signal });
}

/** One tab's listings as filtered, asked again every few seconds (prices move, listings come and go). */
export function useMarketList(request: MarketListRequest) {
  return useQuery({
    queryKey: marketKeys.list(request),
    queryFn: ({ signal }) => getMarketList(request, signal),
    placeholderData: keepPreviousData,
    refetchInterval: MARKET_REFRESH_MS,
  });
}
