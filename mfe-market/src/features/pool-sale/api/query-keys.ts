import type { PoolSaleCurrency } from '@fc/shared';

/** The bidding sale's cached answers; a commit refreshes all of them. */
export const poolSaleKeys = {
  all: ['market', 'poolSale'] as const,
  list: (currency: PoolSaleCurrency) => [...poolSaleKeys.all, 'list', currency] as const,
  /** A guest and a signed-in user get different answers (`mine`). */
  detail: (saleId: string, signedIn: boolean) => [...poolSaleKeys.all, 'detail', saleId, signedIn] as const,
};

/** Public figures (the total committed) move while the page is open: asked again this often. */
export const POOL_SALE_REFETCH_MS = 5_000;
