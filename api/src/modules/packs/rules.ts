import { PACK_PERIODS, type PackPeriod } from '@fc/shared/contracts';
import { uniform } from '../cards';

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

/** A reservation as published: its place in the list and the packs it asks for. */
export interface LotsEntry {
  position: number;
  quantity: number;
}

/**
 * The lots drawing, computable by anyone from the revealed seed and the published list: the entries (in position
 * order) are shuffled by Fisher–Yates with the seed's numbers (step k swaps place i = n − 1 − k with a place j ≤ i,
 * j = ⌊uniform(seed, k) × (i + 1)⌋), then, in the shuffled order, each entry wins what it asked for while `lots`
 * packs are left (the last one partly). Answers the packs won by each entry, in the published order.
 */
export function drawLots(seed: string, entries: readonly LotsEntry[], lots: number): number[] {
  const sorted = [...entries].sort((a, b) => a.position - b.position);
  const order = sorted.map((_, index) => index);
  for (let k = 0; k < order.length - 1; k += 1) {
    const i = order.length - 1 - k;
    const j = Math.floor(uniform(seed, k) * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  const won = sorted.map(() => 0);
  let left = lots;
  for (const index of order) {
    const take = Math.min(sorted[index]?.quantity ?? 0, left);
    won[index] = take;
    left -= take;
  }
  return won;
}
