import {
  ApiPaths,
  callApi,
  type ResendConfirmMailRequest,
  type ResendConfirmMailResponse,
} from '@fc/shared';
import { useMutation } from '../../../lib/use-mutation';

/** After an ACCOUNT_NOT_ACTIVATED refusal the account is known by the `u` it carried (or by its e-mail). */
export function resendActivationMail(body: ResendConfirmMailRequest): Promise<ResendConfirmMailResponse> {
  return callApi<ResendConfirmMailResponse, ResendConfirmMailRequest>(ApiPaths.resendConfirmMail, body);
}

export function useResendActivationMail() {
  return useMutation(resendActivationMail);
}
