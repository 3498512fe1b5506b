import { ApiPaths, callApi, type EventListRequest, type EventListResponse } from '@fc/shared';
import { useQuery } from '../../../lib/use-query';

export const MESSAGE_PAGE_SIZE = 10;

export function getMessages(body: EventListRequest, signal?: AbortSignal): Promise<EventListResponse> {
  return callApi<EventListResponse, EventListRequest>(ApiPaths.eventList, body, { signal });
}

export function useMessages(page: number) {
  return useQuery(`messages:${page}`, (signal) => getMessages({ page, pageSize: MESSAGE_PAGE_SIZE }, signal));
}
