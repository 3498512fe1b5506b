import { ApiPaths, callApi, type GenMailCodeRequest, type GenMailCodeResponse } from '@fc/shared';
import { useMutation } from '@fc/shared/query';

export function sendWithdrawMailCode(): Promise<GenMailCodeResponse> {
  return callApi<GenMailCodeResponse, GenMailCodeRequest>(ApiPaths.genMailCode, { purpose: 'withdraw' });
}

export function useSendWithdrawMailCode() {
  return useMutation({ mutationFn: sendWithdrawMailCode });
}
