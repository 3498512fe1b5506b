import type { OrdersRequest } from '@fc/shared';

/** Orders' cached answers, under the remote's prefix; an order's own is `walletKeys.order`, under this one's prefix. */
export const orderKeys = {
  all: ['wallet', 'orders'] as const,
  list: (request: OrdersRequest) => [...orderKeys.all, 'list', request] as const,
};
