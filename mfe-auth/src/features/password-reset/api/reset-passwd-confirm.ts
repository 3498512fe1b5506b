import { ApiPaths, callApi, type ResetPasswdConfirmRequest, type ResetPasswdConfirmResponse } from '@fc/shared';
import { useMutation } from '@fc/shared/query';

export function resetPasswdConfirm(body: ResetPasswdConfirmRequest): Promise<ResetPasswdConfirmResponse> {
  return callApi<ResetPasswdConfirmResponse, ResetPasswdConfirmRequest>(ApiPaths.resetPasswdConfirm, body);
}

export function useResetPasswdConfirm() {
  return useMutation({ mutationFn: resetPasswdConfirm });
}
