import type { QueueView } from '@fc/shared';
import { useLiveEvent } from '@fc/shared/live';
import { useQueryClient } from '@fc/shared/query';
import { topManagerKeys } from './query-keys';

/** Each live `queue` event is the queue's new state: it replaces the cached status at once. Signed-in only. */
export function useLiveQueue(onChange: (queue: QueueView) => void): void {
  const queryClient = useQueryClient();
  useLiveEvent('queue', ({ type: _type, ...queue }) => {
    queryClient.setQueryData<QueueView>(topManagerKeys.queue(), queue);
    onChange(queue);
  });
}
