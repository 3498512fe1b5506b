import { ApiPaths, callApi, type MarketHistoryRequest, type MarketHistoryResponse } from '@fc/shared';
import { keepPreviousData, useQuery } from '@fc/shared/query';
import { marketKeys } from './query-keys';

export function getHistory(body: MarketHistoryRequest, signal?: AbortSignal): Promise<MarketHistoryResponse> {
  return callApi<MarketHistoryResponse, MarketHistoryRequest>(ApiPaths.marketHistory, body, { signal });
}

/** My purchases, sales, bids and paid cancels, newest first. */
export function useHistory(request: MarketHistoryRequest) {
  return useQuery({ queryKey: marketKeys.history(request), queryFn: ({ signal }) => getHistory(request, signal), placeholderData: keepPreviousData });
}
