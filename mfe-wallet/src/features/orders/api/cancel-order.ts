import { ApiPaths, callApi, type CancelOrderRequest, type OrderView } from '@fc/shared';
import { useMutation, useQueryClient } from '@fc/shared/query';
import { walletKeys } from '../../../lib/api/query-keys';
import { orderKeys } from './query-keys';

export function cancelOrder(body: CancelOrderRequest): Promise<OrderView> {
  return callApi<OrderView, CancelOrderRequest>(ApiPaths.cancelOrder, body);
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => queryClient.setQueryData(walletKeys.order(order.orderId), order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
