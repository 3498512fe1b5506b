import { ApiPaths, callApi, type CodeHistoryResponse } from '@fc/shared';
import { useQuery } from '@fc/shared/query';

export const giftCodeKeys = { all: ['wallet', 'giftCode'] as const };

export function getCodeHistory(signal?: AbortSignal): Promise<CodeHistoryResponse> {
  return callApi<CodeHistoryResponse, Record<string, never>>(ApiPaths.codeHistory, {}, { signal });
}

export function useCodeHistory() {
  return useQuery({ queryKey: giftCodeKeys.all, queryFn: ({ signal }) => getCodeHistory(signal) });
}
