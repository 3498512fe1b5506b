import { ApiPaths, callApi, type GameHomeResponse } from '@fc/shared';
import { useQuery } from '@fc/shared/query';
import { gameKeys } from './query-keys';

export function getGameHome(signal?: AbortSignal): Promise<GameHomeResponse> {
  return callApi<GameHomeResponse, Record<string, never>>(ApiPaths.gameHome, {}, { signal });
}

/** The signed-in manager's home: club, energy, season, standings, queue and recent matches. */
export function useGameHome(enabled = true) {
  return useQuery({ queryKey: gameKeys.home(), queryFn: ({ signal }) => getGameHome(signal), enabled });
}

/** A part of the manager's home, from the same cache entry (`select` should be a stable function). */
export function useGameHomePart<Part>(enabled: boolean, select: (home: GameHomeResponse) => Part) {
  return useQuery({ queryKey: gameKeys.home(), queryFn: ({ signal }) => getGameHome(signal), enabled, select });
}
