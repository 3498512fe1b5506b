import { ApiPaths, callApi, setUnreadCount, type EventReadRequest, type EventReadResponse } from '@fc/shared';
import { useMutation } from '../../../lib/use-mutation';

/** Marks one message or all of them read; the navbar's count follows the answer at once. */
export async function readMessages(body: EventReadRequest): Promise<EventReadResponse> {
  const answer = await callApi<EventReadResponse, EventReadRequest>(ApiPaths.eventRead, body);
  setUnreadCount(answer.unread);
  return answer;
}

export function useReadMessages() {
  return useMutation(readMessages);
}
