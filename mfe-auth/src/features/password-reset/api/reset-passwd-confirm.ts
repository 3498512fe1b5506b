import {
  ApiPaths,
  callApi,
  type ResetPasswdConfirmRequest,
  type ResetPasswdConfirmResponse,
} from '@fc/shared';
import { useMutation } from '../../../lib/use-mutation';

export function resetPasswdConfirm(body: ResetPasswdConfirmRequest): Promise<ResetPasswdConfirmResponse> {
  return callApi<ResetPasswdConfirmResponse, ResetPasswdConfirmRequest>(ApiPaths.resetPasswdConfirm, body);
}

export function useResetPasswdConfirm() {
  return useMutation(resetPasswdConfirm);
}
