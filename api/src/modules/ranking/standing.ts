import { eq, sql, type SQL } from 'drizzle-orm';
import { DAILY_BONUS_TMT, RANKING_SIZE, seasonAt, utcDay, type Standing } from '@fc/shared/contracts';
import type { Executor, SqlResult } from '../../db/client';
import { shareOf } from './season';
import { managerPoints } from './tables';

/** A manager's place in the season and today, and today's estimated share of the daily bonus (/game/home). */
export interface StandingNow {
  season: Standing;
  today: Standing;
  /** At today's points, if the day ended now; null without points today. */
  estimatedDaily: bigint | null;
}

const EMPTY: Standing = { points: 0, matches: 0, wins: 0, draws: 0, losses: 0, rank: null };

/**
 * The standing of every manager within `scope` (a day's rows or a season's), ranked: points, then wins, then fewer
 * matches, then the earlier account. The one ordering the rankings, the estimates and the reward jobs use.
 */
export function rankedStandings(scope: SQL) {
  return sql`
    SELECT user_id,
           SUM(points)::int AS points, SUM(trial_points)::int AS trial_points, SUM(matches)::int AS matches, SUM(wins)::int AS wins,
           SUM(draws)::int AS draws, SUM(losses)::int AS losses,
           ROW_NUMBER() OVER (ORDER BY SUM(points) DESC, SUM(wins) DESC, SUM(matches) ASC, user_id ASC)::int AS rank
      FROM ${managerPoints}
     WHERE ${scope}
     GROUP BY user_id`;
}

export interface RankedRow {
  user_id: number | string;
  points: number;
  matches: number;
  wins: number;
  draws: number;
  losses: number;
  rank: number;
}

async function standingIn(db: Executor, scope: SQL, userId: number): Promise<{ standing: Standing; totalPoints: number }> {
  const result = await db.execute(sql`
    WITH ranked AS (${rankedStandings(scope)})
    SELECT ranked.*, (SELECT COALESCE(SUM(points), 0)::int FROM ranked WHERE rank <= ${RANKING_SIZE}) AS total_points
      FROM ranked WHERE user_id = ${userId}`);
  const row = (result as SqlResult).rows[0] as (RankedRow & { total_points: number }) | undefined;
  if (!row) return { standing: EMPTY, totalPoints: 0 };
  return {
    standing: {
      points: row.points,
      matches: row.matches,
      wins: row.wins,
      draws: row.draws,
      losses: row.losses,
      rank: row.rank <= RANKING_SIZE ? row.rank : null,
    },
    totalPoints: row.total_points,
  };
}

export async function managerStanding(db: Executor, userId: number, now: Date): Promise<StandingNow> {
  const nowS = Math.floor(now.getTime() / 1000);
  const season = seasonAt(nowS);
  if (!season) return { season: EMPTY, today: EMPTY, estimatedDaily: null };
  const [inSeason, today] = await Promise.all([
    standingIn(db, eq(managerPoints.season, season.index), userId),
    standingIn(db, eq(managerPoints.day, utcDay(nowS)), userId),
  ]);
  const { points, rank } = today.standing;
  const estimatedDaily = rank !== null && points > 0 ? shareOf(DAILY_BONUS_TMT, points, today.totalPoints) : null;
  return { season: inSeason.standing, today: today.standing, estimatedDaily };
}
