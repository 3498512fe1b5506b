import { ApiPaths, callApi, type GameSquadResponse } from '@fc/shared';
import { useQuery } from '@fc/shared/query';
import { topManagerKeys } from './query-keys';

export function getSquad(signal?: AbortSignal): Promise<GameSquadResponse> {
  return callApi<GameSquadResponse, Record<string, never>>(ApiPaths.gameSquad, {}, { signal });
}

/** The manager's FP cards as the lineup editor sees them. */
export function useSquad(enabled = true) {
  return useQuery({ queryKey: topManagerKeys.squad(), queryFn: ({ signal }) => getSquad(signal), enabled });
}
