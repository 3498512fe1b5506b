import { and, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { RANKING_SIZE, type GrantSource } from '@fc/shared/contracts';
import type { Executor, SqlResult } from '../../db/client';
import { containing } from '../cards';
import { grants } from '../grants';
import { type RankedRow, rankedStandings } from './standing';
import { managerPoints } from './tables';

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

const withClubs = (scope: SQL) => sql`
  WITH ranked AS (${rankedStandings(scope)})
  SELECT ranked.*, ${CLUB} AS club FROM ranked JOIN users u ON u.id = ranked.user_id`;

/** The points the top RANKING_SIZE hold together (what a pool is shared by), and how many of them match `q`. */
export async function rankingTotals(db: Executor, scope: SQL, q: string | null): Promise<{ totalPoints: number; matching: number }> {
  const result = await db.execute(sql`
    WITH top AS (${withClubs(scope)} WHERE ranked.rank <= ${RANKING_SIZE})
    SELECT COALESCE(SUM(points), 0)::int AS total_points,
           COUNT(*) FILTER (WHERE ${q === null ? sql`true` : sql`club ILIKE ${containing(q)}`})::int AS matching
      FROM top`);
  const [row] = rowsOf<{ total_points: number; matching: number }>(result);
  return { totalPoints: Number(row?.total_points ?? 0), matching: Number(row?.matching ?? 0) };
}

/** A page of the top RANKING_SIZE in rank order, only clubs whose name contains `q` when given. */
export async function rankingPage(db: Executor, scope: SQL, q: string | null, limit: number, offset: number): Promise<ClubRankedRow[]> {
  const result = await db.execute(sql`
    SELECT * FROM (${withClubs(scope)}) AS top
     WHERE rank <= ${RANKING_SIZE} ${q === null ? sql`` : sql`AND club ILIKE ${containing(q)}`}
     ORDER BY rank
     LIMIT ${limit} OFFSET ${offset}`);
  return rowsOf<RankedRow & { club: string }>(result).map(clubRow);
}

/** One manager's row within `scope` (whatever its rank); null without a match there. */
export async function rankedRowOf(db: Executor, scope: SQL, userId: number): Promise<ClubRankedRow | null> {
  const result = await db.execute(sql`SELECT * FROM (${withClubs(scope)}) AS top WHERE user_id = ${userId}`);
  const [row] = rowsOf<RankedRow & { club: string }>(result);
  return row ? clubRow(row) : null;
}

/** The top RANKING_SIZE (or `limit`) with points, in rank order: whom a pool is shared among. */
export async function rewardedStandings(db: Executor, scope: SQL, limit = RANKING_SIZE): Promise<{ userId: number; points: number; trialPoints: number }[]> {
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
