import { ApiPaths, callApi, type ShopListRequest, type ShopListResponse } from '@fc/shared';
import { useQuery } from '@fc/shared/query';
import { shopKeys } from './query-keys';

/** Stock changes as others buy: the figures a guest sees are asked again every so often. */
export const SHOP_POLL_MS = 30_000;

export function getShop(signal?: AbortSignal): Promise<ShopListResponse> {
  return callApi<ShopListResponse, ShopListRequest>(ApiPaths.shopList, {}, { signal });
}

/** The shop's areas with what they sell now, the stock left and (signed in) the limits left. */
export function useShop() {
  return useQuery({ queryKey: shopKeys.list(), queryFn: ({ signal }) => getShop(signal), refetchInterval: SHOP_POLL_MS });
}
