import { ApiPaths, callApi, type ExchangePointsRequest, type ExchangePointsResponse } from '@fc/shared';
import { sharedQueryKeys, useMutation, useQueryClient } from '@fc/shared/query';
import { overviewKeys } from './get-overview';

export function exchangePoints(body: ExchangePointsRequest): Promise<ExchangePointsResponse> {
  return callApi<ExchangePointsResponse, ExchangePointsRequest>(ApiPaths.exchangePoints, body);
}

/** Points into TMT; the wallet and the navbar's balances load again. */
export function useExchangePoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exchangePoints,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: overviewKeys.all }),
        queryClient.invalidateQueries({ queryKey: sharedQueryKeys.balances }),
      ]);
    },
  });
}
