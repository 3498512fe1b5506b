/**
 * "Verify the drawing" of a pack series, in the browser with the code the API drew with (`@fc/shared/fair`): the
 * revealed seed has the hash published when reservations opened, the published list has the published player seed
 * (`fair`), and drawing again from the seed and the list gives the published wins.
 */
import type { PackSeriesDetail } from '@fc/shared';
import { drawSeriesLots, FAIR_SEED_PATTERN, lotsListHash, lotsSeedHash } from '@fc/shared/fair';

export interface LotsCheck {
  /** SHA-256 of the revealed seed, as the series' rule computes it. */
  seedHash: string;
  hashMatches: boolean;
  /** `fair`: the list's hash; null for `legacy` (no player seed). */
  listHash: string | null;
  listMatches: boolean | null;
  /** Reservations whose published win differs from the recomputed one. */
  winnersDiffering: number;
  matches: boolean;
}

const SEED = new RegExp(FAIR_SEED_PATTERN);

/** Recomputes a revealed series' drawing; null while the seed is not revealed (or is not a seed). */
export function checkLotsDrawing(series: PackSeriesDetail): LotsCheck | null {
  const { seed, lotsRule } = series;
  if (!seed || !SEED.test(seed)) return null;
  const seedHash = lotsSeedHash(lotsRule, seed);
  const hashMatches = seedHash === series.seedHash;
  const listHash = lotsRule === 'fair' ? lotsListHash(series.entries) : null;
  const listMatches = listHash === null ? null : listHash === series.playerSeed;
  // The wins of the list as published (in position order, as drawSeriesLots answers them).
  const published = [...series.entries].sort((a, b) => a.position - b.position);
  const { won } = drawSeriesLots(lotsRule, seed, published, series.lots);
  const winnersDiffering = published.filter((entry, index) => entry.won !== won[index]).length;
  return { seedHash, hashMatches, listHash, listMatches, winnersDiffering, matches: hashMatches && listMatches !== false && winnersDiffering === 0 };
}
