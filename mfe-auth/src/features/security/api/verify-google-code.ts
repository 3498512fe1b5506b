import { ApiPaths, callApi, type GoogleStatusResponse, type VerifyGoogleCodeRequest } from '@fc/shared';
import { useMutation } from '@fc/shared/query';

export function verifyGoogleCode(body: VerifyGoogleCodeRequest): Promise<GoogleStatusResponse> {
  return callApi<GoogleStatusResponse, VerifyGoogleCodeRequest>(ApiPaths.verifyGoogleCode, body);
}

export function useVerifyGoogleCode() {
  return useMutation({ mutationFn: verifyGoogleCode });
}
