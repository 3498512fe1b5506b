import { ApiPaths, callApi, type PackPullsRequest, type PackPullsResponse } from '@fc/shared';
import { useQuery } from '@fc/shared/query';
import { packKeys } from './query-keys';

export function getPackPulls(body: PackPullsRequest, signal?: AbortSignal): Promise<PackPullsResponse> {
  return callApi<PackPullsResponse, PackPullsRequest>(ApiPaths.packPulls, body, { signal });
}

/** The signed-in user's packs of a series and what each opened one revealed. */
export function usePackPulls(seriesId: string, enabled: boolean) {
  return useQuery({ queryKey: packKeys.pulls(seriesId), queryFn: ({ signal }) => getPackPulls({ seriesId }, signal), enabled });
}
