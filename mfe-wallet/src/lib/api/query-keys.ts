/**
 * The cached answers of the calls two or more of the wallet's features make (this folder), one entry per call and
 * request, under the remote's prefix `wallet`. A feature's own calls keep their keys in its `api/`.
 */
export const walletKeys = {
  all: ['wallet'] as const,
  /**
   * An order (the orders' pages, an add-funds record): under the orders' prefix `['wallet', 'orders']`, so that what
   * refreshes the orders refreshes it too.
   */
  order: (orderId: string) => [...walletKeys.all, 'orders', 'detail', orderId] as const,
};
