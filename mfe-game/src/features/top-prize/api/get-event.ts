import { ApiPaths, callApi, type TopPrizeEventResponse } from '@fc/shared';
import { useQuery } from '@fc/shared/query';
import { useFollowTopPrize } from './follow-top-prize';
import { topPrizeKeys } from './query-keys';

/**
 * How often the event view is asked again while the public stream is down (the pool, the ranking and the payouts
 * move), in ms; while it is up its `topPrize` events say when. [ours]
 */
export const EVENT_FALLBACK_MS = 60_000;

export function getTopPrizeEvent(signal?: AbortSignal): Promise<TopPrizeEventResponse> {
  return callApi<TopPrizeEventResponse, Record<string, never>>(ApiPaths.topPrizeEvent, {}, { signal });
}

/** The event (public parts for a guest; the caller's power, share and cards signed in). */
export function useTopPrizeEvent(signedIn: boolean) {
  const live = useFollowTopPrize();
  return useQuery({
    queryKey: topPrizeKeys.event(signedIn),
    queryFn: ({ signal }) => getTopPrizeEvent(signal),
    refetchInterval: live ? false : EVENT_FALLBACK_MS,
  });
}
