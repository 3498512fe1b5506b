import { ApiPaths, callApi, type GenGoogleSecretRequest, type GenGoogleSecretResponse } from '@fc/shared';
import { useMutation } from '../../../lib/use-mutation';

export function genGoogleSecret(): Promise<GenGoogleSecretResponse> {
  return callApi<GenGoogleSecretResponse, GenGoogleSecretRequest>(ApiPaths.genGoogleSecret, {});
}

export function useGenGoogleSecret() {
  return useMutation(genGoogleSecret);
}
