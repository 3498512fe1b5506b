import { firstCallKey, type MarketListRequest, type MarketListResponse, type MarketTab, type RouteTarget } from '@fc/shared';
import { filtersFromQuery, listRequest } from '../lib/listing-view';
import { getMarketList } from './get-market-list';

/**
 * The grid's queries module (market-list-query), imported by the route's own prefetch (routes.tsx), so that the build
 * names its files with the route's (fc-preload.json) and a page prefetches them with the route's code.
 */
export type LoadGridQueries = () => Promise<typeof import('./market-list-query')>;

/** Whether the grid's queries (market-list-query, react-query) are loaded here: until then no answer of theirs is cached. */
let queriesLoaded = false;
/** The calls made while the queries were on their way, by request: a second prefetch of one (hover, then click) shares it. */
const askedEarly = new Map<string, Promise<MarketListResponse>>();

function askEarly(request: MarketListRequest): Promise<MarketListResponse> {
  const key = firstCallKey('', request);
  let asked = askedEarly.get(key);
  if (!asked) {
    asked = getMarketList(request);
    // Unused when a page rendered the grid before and its answer is still fresh: its failure is nobody's to report.
    asked.catch(() => undefined);
    askedEarly.set(key, asked);
  }
  return asked;
}

/**
 * A market tab's route prefetch: the listings its grid asks for first, with the filters in the address. Until the
 * grid's queries are loaded, the call goes out at once, beside their download, rather than after it.
 */
export async function prefetchMarketGrid(tab: MarketTab, { search }: RouteTarget, loadQueries: LoadGridQueries): Promise<void> {
  const request = listRequest(tab, filtersFromQuery(new URLSearchParams(search)));
  const asked = queriesLoaded ? undefined : askEarly(request);
  const { prefetchMarketList } = await loadQueries();
  queriesLoaded = true;
  askedEarly.clear();
  return prefetchMarketList(request, asked);
}
