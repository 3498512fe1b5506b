import { DAILY_BONUS_TMT, seasonAt, utcDay, type Standing } from '@fc/shared/contracts';
import type { Executor } from '../../db/client';
import { shareOf } from './season';
import { EMPTY_STANDING, standingIn } from './repository';

/** A manager's place in the season and today, and today's estimated share of the daily bonus (/game/home). */
export interface StandingNow {
  season: Standing;
  today: Standing;
  /** At today's points, if the day ended now; null without points today. */
  estimatedDaily: bigint | null;
}

export async function managerStanding(db: Executor, userId: number, now: Date): Promise<StandingNow> {
  const nowS = Math.floor(now.getTime() / 1000);
  const season = seasonAt(nowS);
  if (!season) return { season: EMPTY_STANDING, today: EMPTY_STANDING, estimatedDaily: null };
  const [inSeason, today] = await Promise.all([
    standingIn(db, { season: season.index }, userId),
    standingIn(db, { day: utcDay(nowS) }, userId),
  ]);
  const { points, rank } = today.standing;
  const estimatedDaily = rank !== null && points > 0 ? shareOf(DAILY_BONUS_TMT, points, today.totalPoints) : null;
  return { season: inSeason.standing, today: today.standing, estimatedDaily };
}
