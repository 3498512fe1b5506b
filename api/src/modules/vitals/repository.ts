import { gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { vitalsHistogram } from './tables';

export type HistogramRow = typeof vitalsHistogram.$inferSelect;

/** Adds counts to their buckets (one statement: a batch is counted whole or not at all). Keys must be distinct. */
export async function addCounts(db: Executor, rows: HistogramRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(vitalsHistogram)
    .values(rows)
    .onConflictDoUpdate({
      target: [
        vitalsHistogram.day,
        vitalsHistogram.route,
        vitalsHistogram.remote,
        vitalsHistogram.remoteVersion,
        vitalsHistogram.shellVersion,
        vitalsHistogram.metric,
        vitalsHistogram.bucket,
      ],
      set: { count: sql`${vitalsHistogram.count} + excluded.count` },
    });
}

/** Every histogram row from `fromDay` (YYYY-MM-DD) on. */
export async function histogramSince(db: Executor, fromDay: string): Promise<HistogramRow[]> {
  return db.select().from(vitalsHistogram).where(gte(vitalsHistogram.day, fromDay));
}

/** Deletes the days before `day`; answers the rows deleted. */
export async function deleteDaysBefore(db: Executor, day: string): Promise<number> {
  const rows = await db.delete(vitalsHistogram).where(lt(vitalsHistogram.day, day)).returning({ day: vitalsHistogram.day });
  return rows.length;
}
