import {
  ApiPaths,
  callApi,
  type ResetPasswdConfirmRequest,
  type ResetPasswdConfirmResponse,
  useMutation,
} from '@fc/shared';

export function resetPasswdConfirm(body: ResetPasswdConfirmRequest): Promise<ResetPasswdConfirmResponse> {
  return callApi<ResetPasswdConfirmResponse, ResetPasswdConfirmRequest>(ApiPaths.resetPasswdConfirm, body);
}

export function useResetPasswdConfirm() {
  return useMutation({ mutationFn: resetPasswdConfirm });
}
