import type { OrdersRequest } from '@fc/shared';

/** Orders' cached answers, under the remote's prefix. */
export const orderKeys = {
  all: ['wallet', 'orders'] as const,
  list: (request: OrdersRequest) => [...orderKeys.all, 'list', request] as const,
  detail: (orderId: string) => [...orderKeys.all, 'detail', orderId] as const,
};
