import { ApiPaths, callApi, type OrderDetailRequest, type OrderView } from '@fc/shared';
import { OPEN_ORDER_STATUSES } from '@fc/shared/contracts/wallet';
import { useQuery } from '@fc/shared/query';
import { walletKeys } from './query-keys';

/** How often an order waiting for its payment is asked again (the provider's webhook may arrive any moment). [ours] */
export const ORDER_POLL_MS = 2_000;

export function getOrder(orderId: string, signal?: AbortSignal): Promise<OrderView> {
  return callApi<OrderView, OrderDetailRequest>(ApiPaths.orderDetail, { orderId }, { signal });
}

/**
 * The order (its page, and an add-funds record, which is its order read as the credit it made); asked again every
 * ORDER_POLL_MS while it waits for its payment.
 */
export function useOrder(orderId: string) {
  return useQuery({
    queryKey: walletKeys.order(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    refetchInterval: (query) => (query.state.data && OPEN_ORDER_STATUSES.includes(query.state.data.status) ? ORDER_POLL_MS : false),
  });
}
