import {
  AccountPaths,
  callApi,
  type ResendConfirmMailRequest,
  type ResendConfirmMailResponse,
  useMutation,
} from '@fc/shared';

export function resendConfirmMail(body: ResendConfirmMailRequest): Promise<ResendConfirmMailResponse> {
  return callApi<ResendConfirmMailResponse, ResendConfirmMailRequest>(AccountPaths.resendConfirmMail, body);
}

export function useResendConfirmMail() {
  return useMutation({ mutationFn: resendConfirmMail });
}
