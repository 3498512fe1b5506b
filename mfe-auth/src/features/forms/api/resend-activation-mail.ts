import {
  AccountPaths,
  callApi,
  type ResendConfirmMailRequest,
  type ResendConfirmMailResponse,
  useMutation,
} from '@fc/shared';

/** After an ACCOUNT_NOT_ACTIVATED refusal the account is known by the `u` it carried (or by its e-mail). */
export function resendActivationMail(body: ResendConfirmMailRequest): Promise<ResendConfirmMailResponse> {
  return callApi<ResendConfirmMailResponse, ResendConfirmMailRequest>(AccountPaths.resendConfirmMail, body);
}

export function useResendActivationMail() {
  return useMutation({ mutationFn: resendActivationMail });
}
