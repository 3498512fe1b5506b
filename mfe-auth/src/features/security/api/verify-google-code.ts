import { AccountPaths, callApi, type GoogleStatusResponse, type VerifyGoogleCodeRequest } from '@fc/shared';
import { useMutation } from '../../../lib/use-mutation';

export function verifyGoogleCode(body: VerifyGoogleCodeRequest): Promise<GoogleStatusResponse> {
  return callApi<GoogleStatusResponse, VerifyGoogleCodeRequest>(AccountPaths.verifyGoogleCode, body);
}

export function useVerifyGoogleCode() {
  return useMutation(verifyGoogleCode);
}
