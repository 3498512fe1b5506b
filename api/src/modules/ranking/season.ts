import {
  DAILY_BONUS_TMT,
  SEASON_DAYS,
  SEASON_EPOCH_S,
  SEASON_REWARD_TMT,
  seasonLabel,
  shareByPoints,
  type SeasonView,
} from '@fc/shared/contracts';

export const DAY_S = 86_400;
const SEASON_S = SEASON_DAYS * DAY_S;

/** Where season `index` starts and ends (unix seconds). */
export function seasonBounds(index: number): { startsAt: number; endsAt: number } {
  const startsAt = SEASON_EPOCH_S + index * SEASON_S;
  return { startsAt, endsAt: startsAt + SEASON_S };
}

/** Season `index` as the pages show it at `nowS`: its day is the current one while it runs, its last once over. */
export function seasonView(index: number, nowS: number): SeasonView {
  const { startsAt, endsAt } = seasonBounds(index);
  const day = Math.min(SEASON_DAYS, Math.max(1, Math.floor((nowS - startsAt) / DAY_S) + 1));
  return {
    index,
    label: seasonLabel(index),
    startsAt,
    endsAt,
    day,
    dailyPool: DAILY_BONUS_TMT.toString(),
    seasonPool: SEASON_REWARD_TMT.toString(),
  };
}

/** Unix seconds of 00:00 UTC of a `YYYY-MM-DD` day; null when it is no calendar day (2030-02-30). */
export function dayStartS(day: string): number | null {
  const ms = Date.parse(`${day}T00:00:00.000Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day) return null;
  return ms / 1000;
}

/**
 * One manager's share of a pool at `points` when the ranked managers hold `totalPoints` together: the same
 * arithmetic as shareByPoints over the whole list (pool × points ÷ total, rounded down), without reading it all.
 */
export function shareOf(pool: bigint, points: number, totalPoints: number): bigint {
  const [share] = shareByPoints(pool, [points, Math.max(0, totalPoints - points)]);
  return share ?? 0n;
}
