import { ApiPaths, callApi, type PackListRequest, type PackListResponse } from '@fc/shared';
import { useQuery } from '@fc/shared/query';
import { PACKS_FALLBACK_MS } from '../constants';
import { useFollowPacks } from './follow-packs';
import { packKeys } from './query-keys';

export function getPackList(signal?: AbortSignal): Promise<PackListResponse> {
  return callApi<PackListResponse, PackListRequest>(ApiPaths.packList, {}, { signal });
}

/** Every series; the supply left changes as others buy: the public stream says so, else it is polled. */
export function usePackList() {
  const live = useFollowPacks();
  return useQuery({ queryKey: packKeys.list(), queryFn: ({ signal }) => getPackList(signal), refetchInterval: live ? false : PACKS_FALLBACK_MS });
}
