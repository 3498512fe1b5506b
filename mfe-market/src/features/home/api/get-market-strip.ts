import { ApiPaths, callApi, type MarketListRequest, type MarketListResponse, type MarketSort } from '@fc/shared';
import { usePlainCall } from '../hooks/use-plain-call';
import { HOME_LISTINGS_SHOWN } from '../constants';

export function getMarketStrip(sort: MarketSort, signal: AbortSignal): Promise<MarketListResponse> {
  return callApi<MarketListResponse, MarketListRequest>(ApiPaths.marketList, { tab: 'fp', sort, page: 1, pageSize: HOME_LISTINGS_SHOWN }, { signal });
}

/** A few FP listings of the market in one order (newest, dearest). */
export function useMarketStrip(sort: MarketSort) {
  return usePlainCall((signal) => getMarketStrip(sort, signal));
}
