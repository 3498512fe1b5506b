import { ApiPaths, callApi, type RegConfirmRequest, type RegConfirmResponse } from '@fc/shared';

export function regConfirm(body: RegConfirmRequest): Promise<RegConfirmResponse> {
  return callApi<RegConfirmResponse, RegConfirmRequest>(ApiPaths.regConfirm, body);
}
