import { ApiPaths, callApi, getSession, type EventDetailRequest, type MessageDetail } from '@fc/shared';
import { useQuery, useQueryClient } from '@fc/shared/query';
import { messageKeys } from './query-keys';
import { showReadInLists } from './read-messages';

export function getMessage(body: EventDetailRequest, signal?: AbortSignal): Promise<MessageDetail> {
  return callApi<MessageDetail, EventDetailRequest>(ApiPaths.eventDetail, body, { signal });
}

/**
 * Opening a message marks it read on the server, and the answer's e.system_event carries the new unread count: the
 * cached pages of the list show it read, so going back never shows it unread.
 */
export function useMessage(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: messageKeys.detail(id),
    queryFn: async ({ signal }) => {
      const detail = await getMessage({ id }, signal);
      showReadInLists(queryClient, { id }, getSession().newMessagesInBox);
      return detail;
    },
  });
}
