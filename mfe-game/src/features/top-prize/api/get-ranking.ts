import { ApiPaths, callApi, type TopPrizeRankingRequest, type TopPrizeRankingResponse } from '@fc/shared';
import { keepPreviousData, useQuery } from '@fc/shared/query';
import { topPrizeKeys } from './query-keys';

export function getTopPrizeRanking(page: number, signal?: AbortSignal): Promise<TopPrizeRankingResponse> {
  return callApi<TopPrizeRankingResponse, TopPrizeRankingRequest>(ApiPaths.topPrizeRanking, { page }, { signal });
}

/** A page of the participants by power. */
export function useTopPrizeRanking(page: number) {
  return useQuery({ queryKey: topPrizeKeys.ranking(page), queryFn: ({ signal }) => getTopPrizeRanking(page, signal), placeholderData: keepPreviousData });
}
