import { ApiPaths, callApi, type GoogleStatusResponse, type VerifyGoogleCodeRequest, useMutation } from '@fc/shared';

export function verifyGoogleCode(body: VerifyGoogleCodeRequest): Promise<GoogleStatusResponse> {
  return callApi<GoogleStatusResponse, VerifyGoogleCodeRequest>(ApiPaths.verifyGoogleCode, body);
}

export function useVerifyGoogleCode() {
  return useMutation({ mutationFn: verifyGoogleCode });
}
