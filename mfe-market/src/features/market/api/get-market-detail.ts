import { ApiPaths, callApi, type MarketDetailRequest, type MarketDetailResponse } from '@fc/shared';
import { useQuery } from '@fc/shared/query';
import { AUCTION_REFRESH_MS, MARKET_FALLBACK_MS } from '../constants';
import { useFollowMarket } from './follow-market';
import { marketKeys } from './query-keys';

export function getMarketDetail(body: MarketDetailRequest, signal?: AbortSignal): Promise<MarketDetailResponse> {
  return callApi<MarketDetailResponse, MarketDetailRequest>(ApiPaths.marketDetail, body, { signal });
}

/**
 * A listing in full, kept fresh by the public stream; while it is down a running auction is asked again often (bids,
 * the end moving), a closed listing no more.
 */
export function useMarketDetail(transId: string) {
  const live = useFollowMarket();
  return useQuery({
    queryKey: marketKeys.detail(transId),
    queryFn: ({ signal }) => getMarketDetail({ transId }, signal),
    refetchInterval: ({ state: { data } }) => {
      if (live || !data || data.listing.state !== 'listed') return false;
      return data.listing.saleType === 'auction' ? AUCTION_REFRESH_MS : MARKET_FALLBACK_MS;
    },
  });
}
