import { ApiPaths, callApi, type MarketListRequest, type MarketListResponse, type MarketSort } from '@fc/shared';
import { usePlainCall } from '../lib/use-plain-call';
import { marketStripBody } from './first-calls';

export function getMarketStrip(sort: MarketSort, signal: AbortSignal): Promise<MarketListResponse> {
  return callApi<MarketListResponse, MarketListRequest>(ApiPaths.marketList, marketStripBody(sort), { signal });
}

/** A few FP listings of the market in one order (newest, dearest). */
export function useMarketStrip(sort: MarketSort) {
  return usePlainCall((signal) => getMarketStrip(sort, signal));
}
