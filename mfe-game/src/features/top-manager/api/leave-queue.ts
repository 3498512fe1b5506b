import { ApiPaths, callApi, type QueueLeaveRequest, type QueueView } from '@fc/shared';
import { useMutation, useQueryClient } from '@fc/shared/query';
import { topManagerKeys } from './query-keys';

export function leaveQueue(body: QueueLeaveRequest): Promise<QueueView> {
  return callApi<QueueView, QueueLeaveRequest>(ApiPaths.gameQueueLeave, body);
}

/** Leaves the ranked queue. */
export function useLeaveQueue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveQueue,
    onSuccess: (queue) => queryClient.setQueryData(topManagerKeys.queue(), queue),
  });
}
