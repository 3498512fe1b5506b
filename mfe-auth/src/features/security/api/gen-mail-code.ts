import { ApiPaths, callApi, type GenMailCodeRequest, type GenMailCodeResponse } from '@fc/shared';
import { useMutation } from '@fc/shared/query';

export function genMailCode(body: GenMailCodeRequest): Promise<GenMailCodeResponse> {
  return callApi<GenMailCodeResponse, GenMailCodeRequest>(ApiPaths.genMailCode, body);
}

export function useGenMailCode() {
  return useMutation({ mutationFn: genMailCode });
}
