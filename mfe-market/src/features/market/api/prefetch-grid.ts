import type { MarketTab, RouteTarget } from '@fc/shared';
import { filtersFromQuery, listRequest } from '../lib/listing-view';
import { prefetchMarketList } from './get-market-list';

/** A market tab's route prefetch: the listings its grid asks for first, with the filters in the address. */
export function prefetchMarketGrid(tab: MarketTab, { search }: RouteTarget): Promise<void> {
  return prefetchMarketList(listRequest(tab, filtersFromQuery(new URLSearchParams(search))));
}
