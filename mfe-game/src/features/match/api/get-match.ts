import { ApiPaths, callApi, type GameMatchRequest, type GameMatchResponse } from '@fc/shared';
import { useQuery } from '@fc/shared/query';
import { MATCH_SCHEDULED_POLL_MS } from '../constants';
import { matchKeys } from './query-keys';

export function getMatch(body: GameMatchRequest, signal?: AbortSignal): Promise<GameMatchResponse> {
  return callApi<GameMatchResponse, GameMatchRequest>(ApiPaths.gameMatch, body, { signal });
}

/** One match report: public, and fixed once played; asked again every MATCH_SCHEDULED_POLL_MS until kick-off is over. */
export function useMatch(matchId: string, enabled = true) {
  return useQuery({
    queryKey: matchKeys.detail(matchId),
    queryFn: ({ signal }) => getMatch({ matchId }, signal),
    enabled,
    retry: false,
    staleTime: Infinity,
    refetchInterval: (query) => (query.state.data?.state === 'scheduled' ? MATCH_SCHEDULED_POLL_MS : false),
  });
}
