import { and, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { RANKING_SIZE, type GrantSource, type Standing } from '@fc/shared/contracts';
import type { Executor, SqlResult } from '../../db/client';
import { containing } from '../cards';
import { grants } from '../grants';
import { managerPoints } from './tables';

/** Which rows of manager_points a standing sums: one UTC day's, or one season's. */
export type PointsScope = { day: string } | { season: number };

function scopeWhere(scope: PointsScope): SQL {
  return 'day' in scope ? eq(managerPoints.day, scope.day) : eq(managerPoints.season, scope.season);
}


/**
 * The standing of every manager within `scope` (a day's rows or a season's), ranked: points, then wins, then fewer
 * matches, then the earlier account. The one ordering the rankings, the estimates and the reward jobs use.
 */
function rankedStandings(scope: PointsScope) {
  return sql`
    SELECT user_id,
           SUM(points)::int AS points, SUM(trial_points)::int AS trial_points, SUM(matches)::int AS matches, SUM(wins)::int AS wins,
           SUM(draws)::int AS draws, SUM(losses)::int AS losses,
           ROW_NUMBER() OVER (ORDER BY SUM(points) DESC, SUM(wins) DESC, SUM(matches) ASC, user_id ASC)::int AS rank
      FROM ${managerPoints}
     WHERE ${scopeWhere(scope)}
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

/** A ranked manager with the club the rankings show: the profile's club name, its nickname while it has none. */
export interface ClubRankedRow {
  userId: number;
  club: string;
  rank: number;
  points: number;
  matches: number;
  wins: number;
  draws: number;
  losses: number;
}

const CLUB = sql.raw(`COALESCE(NULLIF(u.club_name, ''), u.nick_name)`);

function rowsOf<T>(result: unknown): T[] {
  return (result as SqlResult).rows as T[];
}

function clubRow(row: RankedRow & { club: string }): ClubRankedRow {
  return {
    userId: Number(row.user_id),
    club: row.club,
    rank: Number(row.rank),
    points: Number(row.points),
    matches: Number(row.matches),
    wins: Number(row.wins),
    draws: Number(row.draws),
    losses: Number(row.losses),
  };
}

const withClubs = (scope: PointsScope) => sql`
  WITH ranked AS (${rankedStandings(scope)})
  SELECT ranked.*, ${CLUB} AS club FROM ranked JOIN users u ON u.id = ranked.user_id`;

/** The points the top RANKING_SIZE hold together (what a pool is shared by), and how many of them match `q`. */
export async function rankingTotals(db: Executor, scope: PointsScope, q: string | null): Promise<{ totalPoints: number; matching: number }> {
  const result = await db.execute(sql`
    WITH top AS (${withClubs(scope)} WHERE ranked.rank <= ${RANKING_SIZE})
    SELECT COALESCE(SUM(points), 0)::int AS total_points,
           COUNT(*) FILTER (WHERE ${q === null ? sql`true` : sql`club ILIKE ${containing(q)}`})::int AS matching
      FROM top`);
  const [row] = rowsOf<{ total_points: number; matching: number }>(result);
  return { totalPoints: Number(row?.total_points ?? 0), matching: Number(row?.matching ?? 0) };
}

/** A page of the top RANKING_SIZE in rank order, only clubs whose name contains `q` when given. */
export async function rankingPage(db: Executor, scope: PointsScope, q: string | null, limit: number, offset: number): Promise<ClubRankedRow[]> {
  const result = await db.execute(sql`
    SELECT * FROM (${withClubs(scope)}) AS top
     WHERE rank <= ${RANKING_SIZE} ${q === null ? sql`` : sql`AND club ILIKE ${containing(q)}`}
     ORDER BY rank
     LIMIT ${limit} OFFSET ${offset}`);
  return rowsOf<RankedRow & { club: string }>(result).map(clubRow);
}

/** One manager's row within `scope` (whatever its rank); null without a match there. */
export async function rankedRowOf(db: Executor, scope: PointsScope, userId: number): Promise<ClubRankedRow | null> {
  const result = await db.execute(sql`SELECT * FROM (${withClubs(scope)}) AS top WHERE user_id = ${userId}`);
  const [row] = rowsOf<RankedRow & { club: string }>(result);
  return row ? clubRow(row) : null;
}

/** The top RANKING_SIZE (or `limit`) with points, in rank order: whom a pool is shared among. */
export async function rewardedStandings(db: Executor, scope: PointsScope, limit = RANKING_SIZE): Promise<{ userId: number; points: number; trialPoints: number }[]> {
  const result = await db.execute(sql`
    SELECT user_id, points, trial_points FROM (${rankedStandings(scope)}) AS ranked
     WHERE rank <= ${Math.min(limit, RANKING_SIZE)} AND points > 0
     ORDER BY rank`);
  return rowsOf<{ user_id: number | string; points: number; trial_points: number }>(result).map((row) => ({
    userId: Number(row.user_id),
    points: Number(row.points),
    trialPoints: Number(row.trial_points),
  }));
}

export interface ClubFound {
  userId: number;
  club: string;
  seasonPoints: number;
}

/** Activated managers whose club name contains `q`, the season's best first (0 points outside a season). */
export async function searchClubs(db: Executor, q: string, season: number | null, limit: number): Promise<ClubFound[]> {
  const result = await db.execute(sql`
    SELECT u.id AS user_id, ${CLUB} AS club, COALESCE(p.points, 0)::int AS season_points
      FROM users u
      LEFT JOIN (
        SELECT user_id, SUM(points) AS points FROM ${managerPoints}
         WHERE ${season === null ? sql`false` : eq(managerPoints.season, season)}
         GROUP BY user_id
      ) p ON p.user_id = u.id
     WHERE u.status = 'active' AND ${CLUB} ILIKE ${containing(q)}
     ORDER BY season_points DESC, club ASC, u.id ASC
     LIMIT ${limit}`);
  return rowsOf<{ user_id: number | string; club: string; season_points: number }>(result).map((row) => ({
    userId: Number(row.user_id),
    club: row.club,
    seasonPoints: Number(row.season_points),
  }));
}

export type GrantRow = typeof grants.$inferSelect;

/** A manager's grants of one source, newest first. */
export async function grantsOf(db: Executor, userId: number, source: GrantSource): Promise<GrantRow[]> {
  return db
    .select()
    .from(grants)
    .where(and(eq(grants.userId, userId), eq(grants.source, source)))
    .orderBy(desc(grants.startsAt), desc(grants.id));
}

/** Grants of one source a manager received since `since`. */
export async function grantsSince(db: Executor, userId: number, source: GrantSource, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(grants)
    .where(and(eq(grants.userId, userId), eq(grants.source, source), gte(grants.createdAt, since)));
  return Number(row?.n ?? 0);
}

/** Whether the grant of `source` and `ref` was written. */
export async function grantExists(db: Executor, source: GrantSource, ref: string): Promise<boolean> {
  const [row] = await db
    .select({ id: grants.id })
    .from(grants)
    .where(and(eq(grants.source, source), eq(grants.ref, ref)))
    .limit(1);
  return row !== undefined;
}

/** UTC days in [from, to) on which someone scored points, oldest first. */
export async function daysWithPoints(db: Executor, from: string, to: string): Promise<string[]> {
  const result = await db.execute(sql`
    SELECT DISTINCT day::text AS day FROM ${managerPoints}
     WHERE day >= ${from}::date AND day < ${to}::date AND points > 0
     ORDER BY day`);
  return rowsOf<{ day: string }>(result).map((row) => row.day);
}

export const EMPTY_STANDING: Standing = { points: 0, matches: 0, wins: 0, draws: 0, losses: 0, rank: null };

/** A manager's standing within `scope` (rank null outside the top RANKING_SIZE), and the points the top hold together. */
export async function standingIn(db: Executor, scope: PointsScope, userId: number): Promise<{ standing: Standing; totalPoints: number }> {
  const result = await db.execute(sql`
    WITH ranked AS (${rankedStandings(scope)})
    SELECT ranked.*, (SELECT COALESCE(SUM(points), 0)::int FROM ranked WHERE rank <= ${RANKING_SIZE}) AS total_points
      FROM ranked WHERE user_id = ${userId}`);
  const row = (result as SqlResult).rows[0] as (RankedRow & { total_points: number }) | undefined;
  if (!row) return { standing: EMPTY_STANDING, totalPoints: 0 };
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

/** Adds one match's points and result to the manager's row of the day (created on the first match of the day). */
export async function addDayPoints(
  tx: Executor,
  row: { userId: number; day: string; season: number; points: number; trialPoints: number; won: number; drawn: number; lost: number },
  now: Date,
): Promise<void> {
  const { userId, day, season, points, trialPoints, won, drawn, lost } = row;
  await tx
    .insert(managerPoints)
    .values({ userId, day, season, points, trialPoints, matches: 1, wins: won, draws: drawn, losses: lost, updatedAt: now })
    .onConflictDoUpdate({
      target: [managerPoints.userId, managerPoints.day],
      set: {
        points: sql`${managerPoints.points} + ${points}`,
        trialPoints: sql`${managerPoints.trialPoints} + ${trialPoints}`,
        matches: sql`${managerPoints.matches} + 1`,
        wins: sql`${managerPoints.wins} + ${won}`,
        draws: sql`${managerPoints.draws} + ${drawn}`,
        losses: sql`${managerPoints.losses} + ${lost}`,
        updatedAt: now,
      },
    });
}
