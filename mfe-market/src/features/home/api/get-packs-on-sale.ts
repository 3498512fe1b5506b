import { ApiPaths, callApi, type PackListRequest, type PackListResponse } from '@fc/shared';
import { usePlainCall } from '../lib/use-plain-call';
import { HOME_PACKS_REFRESH_MS } from '../constants';
import { PACK_LIST_BODY } from './first-calls';

export function getPackList(signal: AbortSignal): Promise<PackListResponse> {
  return callApi<PackListResponse, PackListRequest>(ApiPaths.packList, PACK_LIST_BODY, { signal });
}

/** Every series with the server's clock, asked again now and then for the supply left. */
export function useHomePackList() {
  return usePlainCall(getPackList, HOME_PACKS_REFRESH_MS);
}
