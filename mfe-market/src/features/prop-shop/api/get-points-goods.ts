import { ApiPaths, callApi, type ConfigGoodsRequest, type ConfigGoodsResponse } from '@fc/shared';
import { useQuery } from '@fc/shared/query';
import { shopKeys } from './query-keys';

export function getPointsGoods(signal?: AbortSignal): Promise<ConfigGoodsResponse> {
  return callApi<ConfigGoodsResponse, ConfigGoodsRequest>(ApiPaths.configGoods, {}, { signal });
}

/** The points shop's goods (`/config/goods`): the page's points area. */
export function usePointsGoods() {
  return useQuery({ queryKey: shopKeys.pointsGoods(), queryFn: ({ signal }) => getPointsGoods(signal) });
}
