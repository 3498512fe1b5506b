import { ApiPaths, callApi, type TopPrizePayoutsRequest, type TopPrizePayoutsResponse } from '@fc/shared';
import { keepPreviousData, useQuery } from '@fc/shared/query';
import { topPrizeKeys } from './query-keys';

export function getMyTopPrizePayouts(page: number, signal?: AbortSignal): Promise<TopPrizePayoutsResponse> {
  return callApi<TopPrizePayoutsResponse, TopPrizePayoutsRequest>(ApiPaths.topPrizePayouts, { page }, { signal });
}

/** A page of the caller's payouts, newest first (each a 180-day grant; the trial part held apart). */
export function useMyTopPrizePayouts(page: number) {
  return useQuery({ queryKey: topPrizeKeys.payouts(page), queryFn: ({ signal }) => getMyTopPrizePayouts(page, signal), placeholderData: keepPreviousData });
}
