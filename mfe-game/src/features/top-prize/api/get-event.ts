import { ApiPaths, callApi, type TopPrizeEventResponse } from '@fc/shared';
import { useQuery } from '@fc/shared/query';
import { topPrizeKeys } from './query-keys';

/** How often the event view is asked again while the page is open (the pool, the ranking and the payouts move). */
export const EVENT_REFRESH_MS = 60_000;

export function getTopPrizeEvent(signal?: AbortSignal): Promise<TopPrizeEventResponse> {
  return callApi<TopPrizeEventResponse, Record<string, never>>(ApiPaths.topPrizeEvent, {}, { signal });
}

/** The event (public parts for a guest; the caller's power, share and cards signed in). */
export function useTopPrizeEvent(signedIn: boolean) {
  return useQuery({ queryKey: topPrizeKeys.event(signedIn), queryFn: ({ signal }) => getTopPrizeEvent(signal), refetchInterval: EVENT_REFRESH_MS });
}
