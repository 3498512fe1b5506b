import type { PackSeriesSummary } from '@fc/shared';
import { PACK_PERIODS } from '@fc/shared/contracts/sales';

/** Where a series stands in a list: buyable now first, then the nearest to opening, ended last. */
function rank(series: PackSeriesSummary): number {
  if (series.period === 'onSale' || series.period === 'beforeSale') return 0;
  if (series.period === 'end') return PACK_PERIODS.length + 1;
  return PACK_PERIODS.length - PACK_PERIODS.indexOf(series.period);
}

/** The series in the order a visitor can act on them (stable within a rank). */
export function byWhatCanBeDone(list: readonly PackSeriesSummary[]): PackSeriesSummary[] {
  return [...list].sort((a, b) => rank(a) - rank(b));
}
