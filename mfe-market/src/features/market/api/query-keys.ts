import type { MarketHistoryRequest, MarketListedRequest, MarketListRequest } from '@fc/shared';

/** The market's cached answers; a purchase, a bid, a cancel or a `listing` event refreshes all of them. */
export const marketKeys = {
  all: ['market', 'listings'] as const,
  list: (request: MarketListRequest) => [...marketKeys.all, 'list', request] as const,
  detail: (transId: string) => [...marketKeys.all, 'detail', transId] as const,
  listed: (request: MarketListedRequest) => [...marketKeys.all, 'listed', request] as const,
  favorites: (page: number) => [...marketKeys.all, 'favorites', page] as const,
  history: (request: MarketHistoryRequest) => [...marketKeys.all, 'history', request] as const,
};
