import { ApiPaths, callApi, type BuyGoodsRequest, type BuyGoodsResponse } from '@fc/shared';
import { sharedQueryKeys, useMutation, useQueryClient } from '@fc/shared/query';
import { shopKeys } from './query-keys';

export function buyPointsGoods(body: BuyGoodsRequest): Promise<BuyGoodsResponse> {
  return callApi<BuyGoodsResponse, BuyGoodsRequest>(ApiPaths.buyGoods, body);
}

/** Buys in the points shop (`/player/buyGoods`); its goods and the navbar's balances reload. */
export function useBuyPointsGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyPointsGoods,
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: shopKeys.all }), queryClient.invalidateQueries({ queryKey: sharedQueryKeys.balances })]);
    },
  });
}
