import { ApiPaths, callApi, type GameGroupsResponse } from '@fc/shared';
import { useQuery } from '@fc/shared/query';
import { gameKeys } from './query-keys';

export function getGroups(signal?: AbortSignal): Promise<GameGroupsResponse> {
  return callApi<GameGroupsResponse, Record<string, never>>(ApiPaths.gameGroups, {}, { signal });
}

/** The manager's saved lineups (signed in only). */
export function useGroups(enabled = true) {
  return useQuery({ queryKey: gameKeys.groups(), queryFn: ({ signal }) => getGroups(signal), enabled });
}
