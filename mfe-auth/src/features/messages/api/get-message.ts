import { ApiPaths, callApi, type EventDetailRequest, type MessageDetail } from '@fc/shared';
import { useQuery } from '@fc/shared/query';
import { messageKeys } from './query-keys';

export function getMessage(body: EventDetailRequest, signal?: AbortSignal): Promise<MessageDetail> {
  return callApi<MessageDetail, EventDetailRequest>(ApiPaths.eventDetail, body, { signal });
}

export function useMessage(id: string) {
  return useQuery({ queryKey: messageKeys.detail(id), queryFn: ({ signal }) => getMessage({ id }, signal) });
}
