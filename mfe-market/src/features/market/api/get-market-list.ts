import { ApiPaths, callApi, type MarketListRequest, type MarketListResponse } from '@fc/shared';

/** One tab's listings as filtered. No server-state library here: a grid's prefetch makes this call before loading it. */
export function getMarketList(body: MarketListRequest, signal?: AbortSignal): Promise<MarketListResponse> {
  return callApi<MarketListResponse, MarketListRequest>(ApiPaths.marketList, body, { signal });
}
