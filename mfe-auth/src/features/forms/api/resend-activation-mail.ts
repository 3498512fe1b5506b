import {
  AccountPaths,
  callApi,
  type ResendConfirmMailRequest,
  type ResendConfirmMailResponse,
} from '@fc/shared';
import { useMutation } from '../../../lib/use-mutation';

/** From the login page the account is known by its e-mail (or by the `u` the refusal carried). */
export function resendActivationMail(body: ResendConfirmMailRequest): Promise<ResendConfirmMailResponse> {
  return callApi<ResendConfirmMailResponse, ResendConfirmMailRequest>(AccountPaths.resendConfirmMail, body);
}

export function useResendActivationMail() {
  return useMutation(resendActivationMail);
}
