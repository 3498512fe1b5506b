import { ApiPaths, callApi, type GameMatchRequest, type GameMatchResponse } from '@fc/shared';
import { useQuery } from '@fc/shared/query';
import { matchKeys } from './query-keys';

export function getMatch(body: GameMatchRequest, signal?: AbortSignal): Promise<GameMatchResponse> {
  return callApi<GameMatchResponse, GameMatchRequest>(ApiPaths.gameMatch, body, { signal });
}

/** One match report: public, and fixed once played. */
export function useMatch(matchId: string, enabled = true) {
  return useQuery({
    queryKey: matchKeys.detail(matchId),
    queryFn: ({ signal }) => getMatch({ matchId }, signal),
    enabled,
    retry: false,
    staleTime: Infinity,
  });
}
