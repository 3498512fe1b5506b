import { ApiPaths, callApi, type GameGroupRequest, type GameGroupResponse } from '@fc/shared';
import { useQuery } from '@fc/shared/query';
import { topManagerKeys } from './query-keys';

export function getGroup(body: GameGroupRequest, signal?: AbortSignal): Promise<GameGroupResponse> {
  return callApi<GameGroupResponse, GameGroupRequest>(ApiPaths.gameGroup, body, { signal });
}

/** One saved lineup, to edit. */
export function useGroup(groupId: string, enabled = true) {
  return useQuery({
    queryKey: topManagerKeys.group(groupId),
    queryFn: ({ signal }) => getGroup({ groupId }, signal),
    enabled,
    retry: false,
  });
}
