import { ApiPaths, callApi, type GameHomeResponse } from '@fc/shared';
import { useQuery } from '@fc/shared/query';
import { topManagerKeys } from './query-keys';

export function getGameHome(signal?: AbortSignal): Promise<GameHomeResponse> {
  return callApi<GameHomeResponse, Record<string, never>>(ApiPaths.gameHome, {}, { signal });
}

/** The signed-in manager's home: club, energy, season, standings, queue and recent matches. */
export function useGameHome(enabled = true) {
  return useQuery({ queryKey: topManagerKeys.home(), queryFn: ({ signal }) => getGameHome(signal), enabled });
}
