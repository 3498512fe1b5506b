import { ApiPaths, callApi, type DrawHistoryRequest, type DrawHistoryResponse } from '@fc/shared';
import { keepPreviousData, useQuery } from '@fc/shared/query';
import { drawKeys } from './query-keys';

export function getDrawHistory(request: DrawHistoryRequest, signal?: AbortSignal): Promise<DrawHistoryResponse> {
  return callApi<DrawHistoryResponse, DrawHistoryRequest>(ApiPaths.drawHistory, request, { signal });
}

/** A page of the caller's draws, newest first, with their revealed seeds. */
export function useDrawHistory(page: number) {
  return useQuery({
    queryKey: drawKeys.history(page),
    queryFn: ({ signal }) => getDrawHistory({ page }, signal),
    placeholderData: keepPreviousData,
  });
}
