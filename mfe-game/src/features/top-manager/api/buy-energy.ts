import { ApiPaths, callApi, type EnergyBuyResponse, type GameHomeResponse } from '@fc/shared';
import { sharedQueryKeys, useMutation, useQueryClient } from '@fc/shared/query';
import { gameKeys } from '../../../lib/api/query-keys';

export function buyEnergy(): Promise<EnergyBuyResponse> {
  return callApi<EnergyBuyResponse, Record<string, never>>(ApiPaths.gameEnergyBuy, {});
}

/** Buys energy with TMT: the home shows the new energy at once, the navbar's balances reload. */
export function useBuyEnergy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyEnergy,
    onSuccess: ({ energy }) => {
      queryClient.setQueryData<GameHomeResponse>(gameKeys.home(), (home) => (home ? { ...home, energy } : home));
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: sharedQueryKeys.balances });
    },
  });
}
