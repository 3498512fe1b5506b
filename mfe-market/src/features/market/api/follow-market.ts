import type { MarketDetailResponse, MarketListing, PublicLiveEvent } from '@fc/shared';
import { refetchSoon, usePublicLive, usePublicLiveEvent, usePublicLiveUp } from '@fc/shared/live';
import { useQueryClient, type QueryClient } from '@fc/shared/query';
import { marketKeys } from './query-keys';

/** The market's answers the public stream keeps fresh (a user's history is theirs: their own events reload it). */
const FOLLOWED = ['list', 'detail', 'listed', 'favorites'] as const;

type ListingPage = { list: MarketListing[] };

/** A listing with the public state an event says it has now (the caller's own fields stay as they were). */
function patched(listing: MarketListing, event: PublicLiveEvent<'market'>): MarketListing {
  const { state, price, minNextBid, bidCount, endsAt, closedAt, soldPrice } = event;
  return { ...listing, state, price, minNextBid, bidCount, endsAt, closedAt, soldPrice };
}

function patchPage<T extends ListingPage>(answer: T | undefined, event: PublicLiveEvent<'market'>): T | undefined {
  if (!answer?.list.some((row) => row.transId === event.transId)) return answer;
  return { ...answer, list: answer.list.map((row) => (row.transId === event.transId ? patched(row, event) : row)) };
}

function holds(client: QueryClient, transId: string): boolean {
  const held = (answer: unknown) => {
    if (typeof answer !== 'object' || answer === null) return false;
    if ('listing' in answer) return (answer as MarketDetailResponse).listing.transId === transId;
    return 'list' in answer && (answer as ListingPage).list.some((row) => row.transId === transId);
  };
  return FOLLOWED.some((kind) => client.getQueriesData({ queryKey: [...marketKeys.all, kind] }).some(([, answer]) => held(answer)));
}

/**
 * A listing's new public state, into every cached answer that shows it: the rows change in place (a sold one says so
 * where it is until the list is next asked again, rather than leave under the user's finger), and its detail is asked
 * again for what the event does not carry (the bids, the fee). A listed one nothing shows yet is new: its tab's lists
 * are asked again.
 */
export function applyMarketEvent(client: QueryClient, event: PublicLiveEvent<'market'>): void {
  if (!holds(client, event.transId)) {
    if (event.state === 'listed') refetchSoon(client, [...marketKeys.all, 'list', { tab: event.tab }]);
    return;
  }
  for (const kind of ['list', 'listed', 'favorites'] as const) {
    client.setQueriesData<ListingPage>({ queryKey: [...marketKeys.all, kind] }, (answer) => patchPage(answer, event));
  }
  const detailKey = marketKeys.detail(event.transId);
  const detail = client.getQueryData<MarketDetailResponse>(detailKey);
  if (detail) {
    client.setQueryData<MarketDetailResponse>(detailKey, { ...detail, listing: patched(detail.listing, event) });
    refetchSoon(client, detailKey);
  }
}

/** Every (re)connection may have missed events: the followed answers are asked again. */
export function refetchFollowedMarket(client: QueryClient): void {
  for (const kind of FOLLOWED) refetchSoon(client, [...marketKeys.all, kind], { joinFetching: true });
}

/**
 * Follows the public stream while a market page shows (one stream for the page, whoever else holds it): its events go
 * into the caches. Says whether it is up, so the page polls only while it is not.
 */
export function useFollowMarket(): boolean {
  const client = useQueryClient();
  usePublicLive();
  usePublicLiveEvent('market', (event) => applyMarketEvent(client, event));
  usePublicLiveEvent('hello', () => refetchFollowedMarket(client));
  return usePublicLiveUp();
}
