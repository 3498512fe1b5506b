import { ApiPaths, callApi, type GenGoogleSecretRequest, type GenGoogleSecretResponse } from '@fc/shared';
import { useMutation } from '@fc/shared/query';

export function genGoogleSecret(): Promise<GenGoogleSecretResponse> {
  return callApi<GenGoogleSecretResponse, GenGoogleSecretRequest>(ApiPaths.genGoogleSecret, {});
}

export function useGenGoogleSecret() {
  return useMutation({ mutationFn: genGoogleSecret });
}
