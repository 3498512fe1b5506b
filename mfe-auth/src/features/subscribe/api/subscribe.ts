import { ApiPaths, callApi, type SubscribeRequest, type SubscribeResponse } from '@fc/shared';
import { useMutation } from '../../../lib/use-mutation';

export function subscribe(body: SubscribeRequest): Promise<SubscribeResponse> {
  return callApi<SubscribeResponse, SubscribeRequest>(ApiPaths.subscribe, body);
}

export function useSubscribe() {
  return useMutation(subscribe);
}
