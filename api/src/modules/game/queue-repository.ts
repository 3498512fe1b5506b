import { and, asc, count, eq, inArray, lt, or } from 'drizzle-orm';
import type { QueueMode } from '@fc/shared/contracts';
import type { Executor } from '../../db/client';
import { gameQueue, type QueueRow } from './tables';

// The queries behind the ranked queue (queue.ts): one row per waiting manager and mode.

export async function waitingCount(db: Executor, mode: QueueMode): Promise<number> {
  const [row] = await db.select({ n: count() }).from(gameQueue).where(and(eq(gameQueue.mode, mode), eq(gameQueue.state, 'waiting')));
  return row?.n ?? 0;
}

export async function queueRowOf(db: Executor, userId: number, mode: QueueMode): Promise<QueueRow | null> {
  const [row] = await db.select().from(gameQueue).where(and(eq(gameQueue.userId, userId), eq(gameQueue.mode, mode)));
  return row ?? null;
}

/** How many wait ahead of the row: entered earlier, or at the same time by a lower user id. */
export async function waitingAhead(db: Executor, row: QueueRow): Promise<number> {
  const [ahead] = await db
    .select({ n: count() })
    .from(gameQueue)
    .where(
      and(
        eq(gameQueue.mode, row.mode),
        eq(gameQueue.state, 'waiting'),
        or(lt(gameQueue.enteredAt, row.enteredAt), and(eq(gameQueue.enteredAt, row.enteredAt), lt(gameQueue.userId, row.userId))),
      ),
    );
  return ahead?.n ?? 0;
}

/** The manager's row of the mode, new or replacing the one there. */
export async function upsertQueueRow(
  tx: Executor,
  key: { userId: number; mode: QueueMode },
  values: Omit<typeof gameQueue.$inferInsert, 'userId' | 'mode'>,
): Promise<void> {
  await tx
    .insert(gameQueue)
    .values({ ...key, ...values })
    .onConflictDoUpdate({ target: [gameQueue.userId, gameQueue.mode], set: values });
}

/** Removes the manager's rows of a mode or of a group (only a waiting one with `state`); answers what it removed. */
export function deleteQueueRows(
  tx: Executor,
  which: { userId: number; mode: QueueMode; state?: 'waiting' } | { userId: number; groupId: number },
): Promise<QueueRow[]> {
  const where =
    'groupId' in which
      ? and(eq(gameQueue.userId, which.userId), eq(gameQueue.groupId, which.groupId))
      : and(eq(gameQueue.userId, which.userId), eq(gameQueue.mode, which.mode), which.state ? eq(gameQueue.state, which.state) : undefined);
  return tx.delete(gameQueue).where(where).returning();
}

/** The claim of a match: only rows still waiting move to it; answers the users whose rows moved. */
export function claimWaiting(tx: Executor, mode: QueueMode, userIds: number[], matchId: number): Promise<{ userId: number }[]> {
  return tx
    .update(gameQueue)
    .set({ state: 'matched', matchId })
    .where(and(eq(gameQueue.mode, mode), eq(gameQueue.state, 'waiting'), inArray(gameQueue.userId, userIds)))
    .returning({ userId: gameQueue.userId });
}

/** A mode's waiting rows, longest waiting first, locked with SKIP LOCKED (rows another pass holds are not seen). */
export function lockWaiting(tx: Executor, mode: QueueMode): Promise<QueueRow[]> {
  return tx
    .select()
    .from(gameQueue)
    .where(and(eq(gameQueue.mode, mode), eq(gameQueue.state, 'waiting')))
    .orderBy(asc(gameQueue.enteredAt), asc(gameQueue.userId))
    .for('update', { skipLocked: true });
}

/** The rows a voided match had claimed, back to waiting (their place kept); answers them. */
export function requeueMatched(tx: Executor, matchId: number): Promise<QueueRow[]> {
  return tx.update(gameQueue).set({ state: 'waiting', matchId: null }).where(and(eq(gameQueue.state, 'matched'), eq(gameQueue.matchId, matchId))).returning();
}
