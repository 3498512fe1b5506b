import { AccountPaths, callApi, type ResetPasswdRequest, type ResetPasswdResponse, useMutation } from '@fc/shared';

export function resetPasswd(body: ResetPasswdRequest): Promise<ResetPasswdResponse> {
  return callApi<ResetPasswdResponse, ResetPasswdRequest>(AccountPaths.resetPasswd, body);
}

export function useResetPasswd() {
  return useMutation({ mutationFn: resetPasswd });
}
