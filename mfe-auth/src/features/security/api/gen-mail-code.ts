import { ApiPaths, callApi, type GenMailCodeRequest, type GenMailCodeResponse, useMutation } from '@fc/shared';

export function genMailCode(body: GenMailCodeRequest): Promise<GenMailCodeResponse> {
  return callApi<GenMailCodeResponse, GenMailCodeRequest>(ApiPaths.genMailCode, body);
}

export function useGenMailCode() {
  return useMutation({ mutationFn: genMailCode });
}
