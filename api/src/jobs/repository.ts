import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { jobRuns, type JobRunRow } from './tables';

/**
 * Claims a period inside the caller's transaction: false when it is already done. A concurrent claim of the same
 * period waits on the primary key until the first transaction ends, then gets false (committed) or the claim
 * (rolled back).
 */
export async function claimRun(db: Executor, job: string, period: string, at: Date): Promise<boolean> {
  const rows = await db
    .insert(jobRuns)
    .values({ job, period, finishedAt: at, result: {} })
    .onConflictDoNothing()
    .returning({ job: jobRuns.job });
  return rows.length === 1;
}

export async function recordRunResult(db: Executor, job: string, period: string, result: Record<string, unknown>): Promise<void> {
  await db.update(jobRuns).set({ result }).where(and(eq(jobRuns.job, job), eq(jobRuns.period, period)));
}

export async function isRunDone(db: Executor, job: string, period: string): Promise<boolean> {
  const [row] = await db.select({ job: jobRuns.job }).from(jobRuns).where(and(eq(jobRuns.job, job), eq(jobRuns.period, period))).limit(1);
  return row !== undefined;
}

export async function listRuns(db: Executor, job: string): Promise<JobRunRow[]> {
  return db.select().from(jobRuns).where(eq(jobRuns.job, job)).orderBy(jobRuns.period);
}
