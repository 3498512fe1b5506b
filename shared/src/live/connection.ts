import { API_BASE, ApiPaths, callApi, LIVE_LAST_EVENT_ID_PARAM, LIVE_TICKET_PARAM, type EventsTicketResponse, type LiveEvent } from '@fc/shared';
import { queryClient, type QueryClient } from '@fc/shared/query';
import { applyToCaches } from './cache-updates';
import { dispatchLiveEvent, reportLiveError } from './dispatch';
import { LiveClient, type EventSourceLike, type LiveClientOptions } from './live-client';

export function streamUrl(ticket: string, lastEventId: string | null): string {
  const query = new URLSearchParams({ [LIVE_TICKET_PARAM]: ticket });
  if (lastEventId !== null) query.set(LIVE_LAST_EVENT_ID_PARAM, lastEventId);
  return `${API_BASE}${ApiPaths.eventsStream}?${query.toString()}`;
}

export interface LiveConnectionOptions extends Partial<Pick<LiveClientOptions, 'ticket' | 'open' | 'delayMs' | 'timers'>> {
  /** The cache the events update (a test's own); the page's one by default. */
  client?: QueryClient;
}

/**
 * A live client wired to the page: tickets from the API, the browser's EventSource, each event applied to the shared
 * caches (in order) and then handed to the `useLiveEvent` subscribers.
 */
export function createLiveConnection({ client = queryClient, ...options }: LiveConnectionOptions = {}): LiveClient {
  let applying: Promise<void> = Promise.resolve();
  return new LiveClient({
    ticket: async () => (await callApi<EventsTicketResponse>(ApiPaths.eventsTicket, {})).ticket,
    open: (url): EventSourceLike => new EventSource(url),
    url: streamUrl,
    deliver: (event: LiveEvent) => {
      applying = applying.then(() => applyToCaches(event, client)).catch(reportLiveError);
      dispatchLiveEvent(event);
    },
    ...options,
  });
}
