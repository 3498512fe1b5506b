import {
  DAILY_BONUS_TMT,
  RANKING_REWARD_VESTING_S,
  SEASON_DAYS,
  SEASON_REWARD_TMT,
  seasonAt,
  seasonLabel,
  shareByPoints,
  utcDay,
  type GrantSource,
} from '@fc/shared/contracts';
import type { Transaction } from '../../db/client';
import { writeGrant } from '../grants';
import { daysWithPoints, grantExists, rewardedStandings, type PointsScope } from './repository';
import { DAY_S, seasonBounds } from './season';

/** What one payout wrote: the period it paid, the managers paid and the total frozen for them. */
export interface Payout {
  period: string;
  paid: number;
  amount: string;
}

/**
 * The grant ref of a manager's share of a period (`2030-01-15:42`, `S41:42`), and of the part won with trial cards
 * (`2030-01-15:42:trial`): one grant per source and ref.
 */
export function rewardRef(period: string, userId: number, trial = false): string {
  return `${period}:${userId}${trial ? TRIAL_REF_SUFFIX : ''}`;
}
export const TRIAL_REF_SUFFIX = ':trial';

interface RewardedStanding {
  userId: number;
  points: number;
  trialPoints: number;
}

/**
 * Each manager's share of the pool by points; the part in proportion to the points won with trial cards is a trial
 * grant of its own (frozen until the trial unlock), the rest an ordinary one.
 */
async function sharePool(tx: Transaction, source: GrantSource, pool: bigint, period: string, standings: RewardedStanding[], startsAt: Date, now: Date): Promise<Payout> {
  const shares = shareByPoints(
    pool,
    standings.map((standing) => standing.points),
  );
  let paid = 0;
  let amount = 0n;
  for (const [index, standing] of standings.entries()) {
    const share = shares[index] ?? 0n;
    if (share <= 0n) continue;
    const trialPart = (share * BigInt(standing.trialPoints)) / BigInt(standing.points);
    let written = false;
    for (const [part, trial] of [[share - trialPart, false], [trialPart, true]] as const) {
      if (part <= 0n) continue;
      const grant = { userId: standing.userId, source, currency: 'TMT' as const, amount: part, startsAt, durationS: RANKING_REWARD_VESTING_S, trial };
      if (await writeGrant(tx, { ...grant, ref: rewardRef(period, standing.userId, trial) }, now)) written = true;
    }
    if (written) {
      paid += 1;
      amount += share;
    }
  }
  return { period, paid, amount: amount.toString() };
}

/**
 * Whether a period's pool was paid: its leader's grant exists. The leader's share is never 0 (the most points of the
 * period, from a pool far larger than RANKING_SIZE base units), and a payout writes every share in one transaction.
 */
async function periodPaid(tx: Transaction, source: GrantSource, scope: PointsScope, period: string): Promise<boolean> {
  const [leader] = await rewardedStandings(tx, scope, 1);
  if (leader === undefined) return true;
  return (await grantExists(tx, source, rewardRef(period, leader.userId))) || grantExists(tx, source, rewardRef(period, leader.userId, true));
}

/**
 * Shares the daily bonus of a finished UTC day among its top RANKING_SIZE by points, as grants vesting from the day's
 * end. A manager's share is written once (its ref), so paying a day again pays nobody twice.
 */
export async function payDailyRewards(tx: Transaction, day: string, now: Date): Promise<Payout> {
  const startsAt = new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_S * 1000);
  const standings = await rewardedStandings(tx, { day });
  return sharePool(tx, 'topManagerDaily', DAILY_BONUS_TMT, day, standings, startsAt, now);
}

/** Shares a finished season's pool among its top RANKING_SIZE by season points, vesting from the season's end. */
export async function paySeasonRewards(tx: Transaction, season: number, now: Date): Promise<Payout> {
  const startsAt = new Date(seasonBounds(season).endsAt * 1000);
  const standings = await rewardedStandings(tx, { season });
  return sharePool(tx, 'topManagerSeason', SEASON_REWARD_TMT, seasonLabel(season), standings, startsAt, now);
}

/**
 * The daily job's work at `period` (a 00:00 UTC): the day that just ended, and any earlier day of the last season's
 * length left unpaid while no process ran (the runner queues only the newest period). Days before S0 pay nothing.
 */
export async function runDailyRewards(tx: Transaction, period: Date, now: Date): Promise<{ days: Payout[] }> {
  const periodS = Math.floor(period.getTime() / 1000);
  const ended = utcDay(periodS - DAY_S);
  const from = utcDay(periodS - SEASON_DAYS * DAY_S);
  const days: Payout[] = [];
  for (const day of await daysWithPoints(tx, from, utcDay(periodS))) {
    if (day !== ended && (await periodPaid(tx, 'topManagerDaily', { day }, day))) continue;
    days.push(await payDailyRewards(tx, day, now));
  }
  return { days };
}

/** The season job's work at `period`: the season that ended at or before it, once (its grants say it was paid). */
export async function runSeasonRewards(tx: Transaction, period: Date, now: Date): Promise<{ seasons: Payout[] }> {
  const current = seasonAt(Math.floor(period.getTime() / 1000));
  if (!current || current.index === 0) return { seasons: [] };
  const ended = current.index - 1;
  if (await periodPaid(tx, 'topManagerSeason', { season: ended }, seasonLabel(ended))) return { seasons: [] };
  return { seasons: [await paySeasonRewards(tx, ended, now)] };
}
