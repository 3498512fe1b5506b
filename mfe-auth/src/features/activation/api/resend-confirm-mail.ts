import {
  ApiPaths,
  callApi,
  type ResendConfirmMailRequest,
  type ResendConfirmMailResponse,
} from '@fc/shared';
import { useMutation } from '../../../lib/use-mutation';

export function resendConfirmMail(body: ResendConfirmMailRequest): Promise<ResendConfirmMailResponse> {
  return callApi<ResendConfirmMailResponse, ResendConfirmMailRequest>(ApiPaths.resendConfirmMail, body);
}

export function useResendConfirmMail() {
  return useMutation(resendConfirmMail);
}
