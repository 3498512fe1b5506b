import { ApiPaths, callApi, type CodeExchangeRequest, type CodeExchangeResponse } from '@fc/shared';
import { sharedQueryKeys, useMutation, useQueryClient } from '@fc/shared/query';
import { giftCodeKeys } from './get-code-history';

export function exchangeCode(body: CodeExchangeRequest): Promise<CodeExchangeResponse> {
  return callApi<CodeExchangeResponse, CodeExchangeRequest>(ApiPaths.codeExchange, body);
}

/** Redeems a code; the history and the navbar's balances load again. */
export function useExchangeCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exchangeCode,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: giftCodeKeys.all }),
        queryClient.invalidateQueries({ queryKey: sharedQueryKeys.balances }),
      ]);
    },
  });
}
