import { ApiPaths, callApi, type GameRankingRequest, type GameRankingResponse } from '@fc/shared';
import { useQuery } from '@fc/shared/query';
import { topManagerKeys } from './query-keys';

export function getRanking(body: GameRankingRequest, signal?: AbortSignal): Promise<GameRankingResponse> {
  return callApi<GameRankingResponse, GameRankingRequest>(ApiPaths.gameRanking, body, { signal });
}

/** The season ranking's first page (guests too): what the home shows a guest. */
export function useRankingTop(enabled = true) {
  const request: GameRankingRequest = { scope: 'season' };
  return useQuery({ queryKey: topManagerKeys.ranking(request), queryFn: ({ signal }) => getRanking(request, signal), enabled, retry: false });
}
