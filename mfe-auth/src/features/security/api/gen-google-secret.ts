import { AccountPaths, callApi, type GenGoogleSecretRequest, type GenGoogleSecretResponse, useMutation } from '@fc/shared';

export function genGoogleSecret(): Promise<GenGoogleSecretResponse> {
  return callApi<GenGoogleSecretResponse, GenGoogleSecretRequest>(AccountPaths.genGoogleSecret, {});
}

export function useGenGoogleSecret() {
  return useMutation({ mutationFn: genGoogleSecret });
}
