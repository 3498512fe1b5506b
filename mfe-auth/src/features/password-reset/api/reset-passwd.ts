import { ApiPaths, callApi, type ResetPasswdRequest, type ResetPasswdResponse, useMutation } from '@fc/shared';

export function resetPasswd(body: ResetPasswdRequest): Promise<ResetPasswdResponse> {
  return callApi<ResetPasswdResponse, ResetPasswdRequest>(ApiPaths.resetPasswd, body);
}

export function useResetPasswd() {
  return useMutation({ mutationFn: resetPasswd });
}
