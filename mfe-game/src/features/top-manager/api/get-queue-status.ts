import { ApiPaths, callApi, type QueueView } from '@fc/shared';
import { useQuery } from '@fc/shared/query';
import { QUEUE_POLL_MS } from '../constants';
import { topManagerKeys } from './query-keys';

export function getQueueStatus(signal?: AbortSignal): Promise<QueueView> {
  return callApi<QueueView, Record<string, never>>(ApiPaths.gameQueueStatus, {}, { signal });
}

/**
 * The manager's place in the ranked queue: asked on mount, then every few seconds while waiting (the live `queue`
 * events usually arrive first; the poll covers a stream that dropped).
 */
export function useQueueStatus(enabled = true) {
  return useQuery({
    queryKey: topManagerKeys.queue(),
    queryFn: ({ signal }) => getQueueStatus(signal),
    enabled,
    refetchOnMount: 'always',
    refetchInterval: ({ state: { data } }) => (data?.state === 'waiting' ? QUEUE_POLL_MS : false),
  });
}
