import type { PoolSaleView } from '@fc/shared';

/** The sale a page shows unless one is asked for: the ongoing one ending first, else the next to start, else the last. */
export function defaultSale(sales: readonly PoolSaleView[]): PoolSaleView | undefined {
  const byEnd = (a: PoolSaleView, b: PoolSaleView) => a.endsAt - b.endsAt;
  const ongoing = sales.filter((sale) => sale.period === 'ongoing').sort(byEnd)[0];
  if (ongoing) return ongoing;
  const next = sales.filter((sale) => sale.period === 'preparation').sort((a, b) => a.startsAt - b.startsAt)[0];
  return next ?? [...sales].sort((a, b) => b.endsAt - a.endsAt)[0];
}
