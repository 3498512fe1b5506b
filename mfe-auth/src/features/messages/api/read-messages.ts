import { ApiPaths, callApi, setUnreadCount, type EventListResponse, type EventReadRequest, type EventReadResponse } from '@fc/shared';
import { useMutation, useQueryClient, type QueryClient } from '@fc/shared/query';
import { messageKeys } from './query-keys';

/** Marks one message or all of them read; the navbar's count follows the answer at once. */
export async function readMessages(body: EventReadRequest): Promise<EventReadResponse> {
  const answer = await callApi<EventReadResponse, EventReadRequest>(ApiPaths.eventRead, body);
  setUnreadCount(answer.unread);
  return answer;
}

/** The cached pages show the messages read and the new unread count at once, without loading them again. */
export function showReadInLists(queryClient: QueryClient, request: EventReadRequest, unread: number): void {
  const isRead = (id: string) => 'all' in request || id === request.id;
  queryClient.setQueriesData<EventListResponse>({ queryKey: [...messageKeys.all, 'list'] }, (current) =>
    current ? { ...current, unread, list: current.list.map((item) => (isRead(item.id) ? { ...item, read: true } : item)) } : current,
  );
}

export function useReadMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readMessages,
    onSuccess: ({ unread }, request) => showReadInLists(queryClient, request, unread),
  });
}
