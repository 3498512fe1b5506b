import { ApiPaths, callApi, type PackBuyRequest, type PackBuyResponse } from '@fc/shared';
import { sharedQueryKeys, useMutation, useQueryClient } from '@fc/shared/query';
import { packKeys } from './query-keys';

export function buyPacks(body: PackBuyRequest): Promise<PackBuyResponse> {
  return callApi<PackBuyResponse, PackBuyRequest>(ApiPaths.packCapsBuy, body);
}

/** Buys packs with TMT; the series, the pulls and the navbar's balances reload. */
export function useBuyPacks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyPacks,
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: packKeys.all }), queryClient.invalidateQueries({ queryKey: sharedQueryKeys.balances })]);
    },
  });
}
