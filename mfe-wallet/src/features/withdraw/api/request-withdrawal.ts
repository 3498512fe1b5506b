import { ApiPaths, callApi, type WithdrawRequest, type WithdrawResponse } from '@fc/shared';
import { sharedQueryKeys, useMutation, useQueryClient } from '@fc/shared/query';
import { withdrawKeys } from './keys';

export function requestWithdrawal(body: WithdrawRequest): Promise<WithdrawResponse> {
  return callApi<WithdrawResponse, WithdrawRequest>(ApiPaths.withdraw, body);
}

/** Holds the amount and the fee; the withdrawals, the page's balance and the navbar's balances load again. */
export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestWithdrawal,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawKeys.all }),
        queryClient.invalidateQueries({ queryKey: sharedQueryKeys.balances }),
      ]);
    },
  });
}
