import { ApiPaths, callApi, type GameSquadResponse } from '@fc/shared';
import { useQuery } from '@fc/shared/query';
import { gameKeys } from './query-keys';

export function getSquad(signal?: AbortSignal): Promise<GameSquadResponse> {
  return callApi<GameSquadResponse, Record<string, never>>(ApiPaths.gameSquad, {}, { signal });
}

/** The manager's FP cards with their abilities: what a lineup's players are made of (signed in only). */
export function useSquad(enabled = true) {
  return useQuery({ queryKey: gameKeys.squad(), queryFn: ({ signal }) => getSquad(signal), enabled });
}
