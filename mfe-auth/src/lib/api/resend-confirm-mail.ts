import { ApiPaths, callApi, type ResendConfirmMailRequest, type ResendConfirmMailResponse } from '@fc/shared';
import { useMutation } from '@fc/shared/query';

/**
 * Sends the activation mail again, to the account named by `u` (from registration or an ACCOUNT_NOT_ACTIVATED
 * refusal) or by its e-mail.
 */
export function resendConfirmMail(body: ResendConfirmMailRequest): Promise<ResendConfirmMailResponse> {
  return callApi<ResendConfirmMailResponse, ResendConfirmMailRequest>(ApiPaths.resendConfirmMail, body);
}

export function useResendConfirmMail() {
  return useMutation({ mutationFn: resendConfirmMail });
}
