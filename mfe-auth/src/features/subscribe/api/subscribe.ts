import { ApiPaths, callApi, type SubscribeRequest, type SubscribeResponse } from '@fc/shared';
import { useMutation } from '@fc/shared/query';

export function subscribe(body: SubscribeRequest): Promise<SubscribeResponse> {
  return callApi<SubscribeResponse, SubscribeRequest>(ApiPaths.subscribe, body);
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
