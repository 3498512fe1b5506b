import { ApiPaths, callApi, type GenMailCodeRequest, type GenMailCodeResponse } from '@fc/shared';
import { useMutation } from '../../../lib/use-mutation';

export function genMailCode(body: GenMailCodeRequest): Promise<GenMailCodeResponse> {
  return callApi<GenMailCodeResponse, GenMailCodeRequest>(ApiPaths.genMailCode, body);
}

export function useGenMailCode() {
  return useMutation(genMailCode);
}
