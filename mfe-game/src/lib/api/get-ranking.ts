import { ApiPaths, callApi, type GameRankingRequest, type GameRankingResponse } from '@fc/shared';
import { keepPreviousData, useQuery } from '@fc/shared/query';
import { gameKeys } from './query-keys';

export function getRanking(body: GameRankingRequest, signal?: AbortSignal): Promise<GameRankingResponse> {
  return callApi<GameRankingResponse, GameRankingRequest>(ApiPaths.gameRanking, body, { signal });
}

/** A day's or a season's ranking (guests too); the last page stays on screen while the next one loads. */
export function useRanking(request: GameRankingRequest, enabled = true) {
  return useQuery({
    queryKey: gameKeys.ranking(request),
    queryFn: ({ signal }) => getRanking(request, signal),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
