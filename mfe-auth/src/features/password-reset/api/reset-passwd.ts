import { ApiPaths, callApi, type ResetPasswdRequest, type ResetPasswdResponse } from '@fc/shared';
import { useMutation } from '@fc/shared/query';

export function resetPasswd(body: ResetPasswdRequest): Promise<ResetPasswdResponse> {
  return callApi<ResetPasswdResponse, ResetPasswdRequest>(ApiPaths.resetPasswd, body);
}

export function useResetPasswd() {
  return useMutation({ mutationFn: resetPasswd });
}
