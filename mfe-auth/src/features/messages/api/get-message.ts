import { ApiPaths, callApi, type EventDetailRequest, type MessageDetail } from '@fc/shared';
import { useQuery } from '../../../lib/use-query';

export function getMessage(body: EventDetailRequest, signal?: AbortSignal): Promise<MessageDetail> {
  return callApi<MessageDetail, EventDetailRequest>(ApiPaths.eventDetail, body, { signal });
}

export function useMessage(id: string) {
  return useQuery(`message:${id}`, (signal) => getMessage({ id }, signal));
}
