import { ApiPaths, callApi, type PackListRequest, type PackListResponse } from '@fc/shared';
import { PACK_REFRESH_MS } from '@fc/shared/contracts/sales';
import { useQuery } from '@fc/shared/query';
import { packKeys } from './query-keys';

export function getPackList(signal?: AbortSignal): Promise<PackListResponse> {
  return callApi<PackListResponse, PackListRequest>(ApiPaths.packList, {}, { signal });
}

/** Every series; the supply left changes as others buy, so it is asked again every few seconds. */
export function usePackList() {
  return useQuery({ queryKey: packKeys.list(), queryFn: ({ signal }) => getPackList(signal), refetchInterval: PACK_REFRESH_MS });
}
