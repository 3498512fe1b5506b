import { lt, sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

// Mirrors migrations/0034_rate_limits.sql.
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: bigint('resets_at', { mode: 'number' }).notNull(),
  },
  (table) => [index('rate_limit_hits_resets_at_idx').on(table.resetsAt)],
);

/**
 * Counts one hit on `key` at `nowMs` in one statement (every process may count the same key at once): a window that has
 * ended starts again at 1 for `windowMs`. Answers the hits in the window and when it ends.
 */
export async function countHit(db: Executor, key: string, nowMs: number, windowMs: number): Promise<{ hits: number; resetsAt: number }> {
  const ended = sql`${rateLimitHits.resetsAt} <= ${nowMs}`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, hits: 1, resetsAt: nowMs + windowMs })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`CASE WHEN ${ended} THEN 1 ELSE ${rateLimitHits.hits} + 1 END`,
        resetsAt: sql`CASE WHEN ${ended} THEN ${nowMs + windowMs}::bigint ELSE ${rateLimitHits.resetsAt} END`,
      },
    })
    .returning({ hits: rateLimitHits.hits, resetsAt: rateLimitHits.resetsAt });
  if (!row) throw new Error('the rate limit upsert answered no row');
  return row;
}

/** Deletes the counters whose window ended before `nowMs` (the housekeeping job). */
export async function deleteEndedRateLimits(db: Executor, nowMs: number): Promise<number> {
  const deleted = await db.delete(rateLimitHits).where(lt(rateLimitHits.resetsAt, nowMs)).returning({ key: rateLimitHits.key });
  return deleted.length;
}
