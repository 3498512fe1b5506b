import { desc, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { DEV_CLOCK_CHANNEL } from './constants';
import { devClock, mailOutbox } from './tables';

export async function insertOutboxMail(db: Executor, values: typeof mailOutbox.$inferInsert): Promise<void> {
  await db.insert(mailOutbox).values(values);
}

export async function listOutboxMails(db: Executor, toEmail: string, limit: number) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, toEmail)).orderBy(desc(mailOutbox.id)).limit(limit);
}

/** How far /dev/clock has moved the app's clock (ms), as every process is to see it. */
export async function devClockAhead(db: Executor): Promise<number> {
  const [row] = await db.select({ aheadMs: devClock.aheadMs }).from(devClock);
  return row?.aheadMs ?? 0;
}

/** Moves the shared clock `ms` further and tells every process the new total when the transaction commits. */
export async function moveDevClock(tx: Transaction, ms: number): Promise<number> {
  const [row] = await tx
    .insert(devClock)
    .values({ id: true, aheadMs: ms })
    .onConflictDoUpdate({ target: devClock.id, set: { aheadMs: sql`${devClock.aheadMs} + ${ms}` } })
    .returning({ aheadMs: devClock.aheadMs });
  const aheadMs = row?.aheadMs ?? ms;
  await tx.execute(sql`SELECT pg_notify(${DEV_CLOCK_CHANNEL}, ${String(aheadMs)})`);
  return aheadMs;
}
