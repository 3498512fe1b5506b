import { ApiPaths, callApi, type EventListRequest, type EventListResponse } from '@fc/shared';
import { keepPreviousData, useQuery } from '@fc/shared/query';
import { messageKeys } from './query-keys';

export const MESSAGE_PAGE_SIZE = 10;

export function getMessages(body: EventListRequest, signal?: AbortSignal): Promise<EventListResponse> {
  return callApi<EventListResponse, EventListRequest>(ApiPaths.eventList, body, { signal });
}

export function useMessages(page: number) {
  return useQuery({
    queryKey: messageKeys.list(page),
    queryFn: ({ signal }) => getMessages({ page, pageSize: MESSAGE_PAGE_SIZE }, signal),
    // The page shown stays until the next one arrives.
    placeholderData: keepPreviousData,
  });
}
