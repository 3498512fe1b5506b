import { ApiPaths, callApi, type QueueJoinRequest, type QueueView } from '@fc/shared';
import { useMutation, useQueryClient } from '@fc/shared/query';
import { topManagerKeys } from './query-keys';

export function joinQueue(body: QueueJoinRequest): Promise<QueueView> {
  return callApi<QueueView, QueueJoinRequest>(ApiPaths.gameQueueJoin, body);
}

/** Queues the active lineup for a ranked match; the answer is the queue's state. */
export function useJoinQueue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinQueue,
    onSuccess: (queue) => queryClient.setQueryData(topManagerKeys.queue(), queue),
  });
}
