import { ApiPaths, callApi, type ShopBuyRequest, type ShopBuyResponse } from '@fc/shared';
import { sharedQueryKeys, useMutation, useQueryClient } from '@fc/shared/query';
import { shopKeys } from './query-keys';

export function buyShopGoods(body: ShopBuyRequest): Promise<ShopBuyResponse> {
  return callApi<ShopBuyResponse, ShopBuyRequest>(ApiPaths.shopBuy, body);
}

/** Buys in a shop area; the shop (stock, limits) and the navbar's balances reload. */
export function useBuyShopGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyShopGoods,
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: shopKeys.all }), queryClient.invalidateQueries({ queryKey: sharedQueryKeys.balances })]);
    },
  });
}
