import { ApiPaths, callApi, type SubscribeRequest, type SubscribeResponse, useMutation } from '@fc/shared';

export function subscribe(body: SubscribeRequest): Promise<SubscribeResponse> {
  return callApi<SubscribeResponse, SubscribeRequest>(ApiPaths.subscribe, body);
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
