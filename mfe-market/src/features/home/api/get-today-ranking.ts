import { ApiPaths, callApi, type GameRankingRequest, type GameRankingResponse } from '@fc/shared';
import { usePlainCall } from '../lib/use-plain-call';
import { TODAY_RANKING_BODY } from './first-calls';

export function getTodayRanking(signal: AbortSignal): Promise<GameRankingResponse> {
  return callApi<GameRankingResponse, GameRankingRequest>(ApiPaths.gameRanking, TODAY_RANKING_BODY, { signal });
}

/** Today's TopManager ranking: the season, its pools, the leaders and, signed in, my row. */
export function useTodayRanking() {
  return usePlainCall(getTodayRanking);
}
