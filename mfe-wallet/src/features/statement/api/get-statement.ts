import { ApiPaths, callApi, type StatementRequest, type StatementResponse } from '@fc/shared';
import { keepPreviousData, useQuery } from '@fc/shared/query';

export const statementKeys = {
  all: ['wallet', 'statement'] as const,
  page: (request: StatementRequest) => [...statementKeys.all, request] as const,
};

export function getStatement(request: StatementRequest, signal?: AbortSignal): Promise<StatementResponse> {
  return callApi<StatementResponse, StatementRequest>(ApiPaths.walletStatement, request, { signal });
}

/** One page of the filtered statement; the previous page stays on screen while the next loads. */
export function useStatement(request: StatementRequest) {
  return useQuery({ queryKey: statementKeys.page(request), queryFn: ({ signal }) => getStatement(request, signal), placeholderData: keepPreviousData });
}
