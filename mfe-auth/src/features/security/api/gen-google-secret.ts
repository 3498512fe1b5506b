import { ApiPaths, callApi, type GenGoogleSecretRequest, type GenGoogleSecretResponse, useMutation } from '@fc/shared';

export function genGoogleSecret(): Promise<GenGoogleSecretResponse> {
  return callApi<GenGoogleSecretResponse, GenGoogleSecretRequest>(ApiPaths.genGoogleSecret, {});
}

export function useGenGoogleSecret() {
  return useMutation({ mutationFn: genGoogleSecret });
}
