import { ApiPaths, callApi, type OrderDetailRequest, type OrderView } from '@fc/shared';
import { useQuery } from '@fc/shared/query';
import { fundsKeys } from './query-keys';

/** An add-funds record is its order (rechargeId = orderId): the order's detail, read as the credit it made. */
export function getRecharge(rechargeId: string, signal?: AbortSignal): Promise<OrderView> {
  return callApi<OrderView, OrderDetailRequest>(ApiPaths.orderDetail, { orderId: rechargeId }, { signal });
}

export function useRecharge(rechargeId: string) {
  return useQuery({ queryKey: fundsKeys.recharge(rechargeId), queryFn: ({ signal }) => getRecharge(rechargeId, signal) });
}
