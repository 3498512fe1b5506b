import { refetchSoon, usePublicLive, usePublicLiveEvent, usePublicLiveUp } from '@fc/shared/live';
import { useQueryClient } from '@fc/shared/query';
import { topPrizeKeys } from './query-keys';

const EVENT_KEY = [...topPrizeKeys.all, 'event'] as const;

/**
 * Follows the public stream while a TopPrize page shows: the event moved (its pool, power and shares, the caller's own
 * too) or the stream (re)connected, so it is asked again. Says whether it is up, so the page polls only while it is not.
 */
export function useFollowTopPrize(): boolean {
  const client = useQueryClient();
  usePublicLive();
  usePublicLiveEvent('topPrize', () => refetchSoon(client, EVENT_KEY));
  usePublicLiveEvent('hello', () => refetchSoon(client, EVENT_KEY, { joinFetching: true }));
  return usePublicLiveUp();
}
