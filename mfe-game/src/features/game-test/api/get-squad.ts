import { ApiPaths, callApi, type GameSquadResponse } from '@fc/shared';
import { useQuery } from '@fc/shared/query';
import { gameTestKeys } from './query-keys';

export function getSquad(signal?: AbortSignal): Promise<GameSquadResponse> {
  return callApi<GameSquadResponse, Record<string, never>>(ApiPaths.gameSquad, {}, { signal });
}

/** The manager's FP cards with their abilities: what a saved lineup's players are made of (signed in only). */
export function useSquad(enabled: boolean) {
  return useQuery({ queryKey: gameTestKeys.squad(), queryFn: ({ signal }) => getSquad(signal), enabled });
}
