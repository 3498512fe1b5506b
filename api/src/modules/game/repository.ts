import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import type { MatchMode } from '@fc/shared/contracts';
import type { Executor } from '../../db/client';
import { gameMatches, type MatchRow } from './tables';

const playedBy = (userId: number): SQL => or(eq(gameMatches.homeUserId, userId), eq(gameMatches.awayUserId, userId)) as SQL;

/** A manager's matches, newest first, a page of `limit` (optionally of one mode), and how many there are. */
export async function matchesOf(db: Executor, userId: number, filter: { mode?: MatchMode; page?: number }, limit: number): Promise<{ rows: MatchRow[]; total: number }> {
  const page = filter.page ?? 1;
  const where = and(playedBy(userId), filter.mode ? eq(gameMatches.mode, filter.mode) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select().from(gameMatches).where(where).orderBy(desc(gameMatches.id)).limit(limit).offset((page - 1) * limit),
    db.select({ n: count() }).from(gameMatches).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findMatch(db: Executor, id: number): Promise<MatchRow | undefined> {
  const [match] = await db.select().from(gameMatches).where(eq(gameMatches.id, id));
  return match;
}
