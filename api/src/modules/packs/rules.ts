import { PACK_PERIODS, type PackPeriod } from '@fc/shared/contracts';

/** When each period of a series starts. */
export type PeriodStarts = Record<PackPeriod, Date>;

/** The period a series is in at `now`: the last whose start has come (exhibition before any). */
export function periodAt(starts: PeriodStarts, now: Date): PackPeriod {
  let current: PackPeriod = 'exhibition';
  for (const period of PACK_PERIODS) if (starts[period] <= now) current = period;
  return current;
}

/** When the period after the current one starts; null once ended. */
export function nextPeriodStart(starts: PeriodStarts, now: Date): Date | null {
  return PACK_PERIODS.map((period) => starts[period]).find((start) => start > now) ?? null;
}
