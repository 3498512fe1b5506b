import { and, asc, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { StoredLiveEvent } from '@fc/shared/contracts';
import type { Executor } from '../../db/client';
import { DeferredWrite } from '../../db/deferred-writes';
import { sessions } from '../account';
import { liveEvents, liveSequences, liveTickets } from './tables';

/**
 * A transaction's events, inserted at its very end (db/deferred-writes.ts): by user, each user's in the order published.
 * Numbering each row as it is inserted locks its user's sequence row until the commit (migration 0045), so the locks
 * are taken in user order, and two transactions that publish to the same two users (a purchase each way between them)
 * cannot deadlock; and they are held only from the last statement to the commit.
 */
const pendingEvents = new DeferredWrite<typeof liveEvents.$inferInsert>(
  (tx, rows) => tx.insert(liveEvents).values(rows),
  (a, b) => a.userId - b.userId,
);

/**
 * Publishes `event` to the user's open streams: call it in the transaction of the change it tells about. The row is
 * written and numbered at the end of that transaction with the others it published, the streams woken when it commits
 * (migrations 0014, 0045); rolled back, it never existed.
 */
export async function publishLiveEvent(tx: Executor, userId: number, event: StoredLiveEvent, now: Date): Promise<void> {
  const { type, ...payload } = event;
  await pendingEvents.add(tx, { userId, type, payload, createdAt: now });
}

export interface StoredEventRow {
  seq: bigint;
  type: StoredLiveEvent['type'];
  payload: Omit<StoredLiveEvent, 'type'>;
}

/** The user's committed events after `seq`, in order. */
export async function eventsAfter(db: Executor, userId: number, seq: bigint, limit: number): Promise<StoredEventRow[]> {
  return db
    .select({ seq: liveEvents.seq, type: liveEvents.type, payload: liveEvents.payload })
    .from(liveEvents)
    .where(and(eq(liveEvents.userId, userId), gt(liveEvents.seq, seq)))
    .orderBy(asc(liveEvents.seq))
    .limit(limit);
}

/** The number of the user's last committed event (0 before the first). */
export async function lastSeq(db: Executor, userId: number): Promise<bigint> {
  const [row] = await db.select({ seq: liveSequences.seq }).from(liveSequences).where(eq(liveSequences.userId, userId));
  return row?.seq ?? 0n;
}

/** Whether the user's event `seq` is still kept (housekeeping prunes the oldest). */
export async function eventKept(db: Executor, userId: number, seq: bigint): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(liveEvents)
    .where(and(eq(liveEvents.userId, userId), eq(liveEvents.seq, seq)))
    .limit(1);
  return row !== undefined;
}

export async function insertTicket(db: Executor, values: { tokenHash: string; sessionId: number; userId: number; expiresAt: Date; createdAt: Date }): Promise<void> {
  await db.insert(liveTickets).values(values);
}

/** Uses a ticket up (whatever follows, it never opens a second stream): its account and session, or null. */
export async function takeTicket(db: Executor, tokenHash: string): Promise<{ userId: number; sessionId: number; expiresAt: Date } | null> {
  const [row] = await db
    .delete(liveTickets)
    .where(eq(liveTickets.tokenHash, tokenHash))
    .returning({ userId: liveTickets.userId, sessionId: liveTickets.sessionId, expiresAt: liveTickets.expiresAt });
  return row ?? null;
}

/** Whether a session is still signed in (neither revoked nor expired). */
export async function sessionLive(db: Executor, sessionId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return row !== undefined;
}

/** Housekeeping: events created before `before` (a stream resuming from one of them gets a `resync`). */
export async function deleteEventsBefore(db: Executor, before: Date): Promise<number> {
  const rows = await db.delete(liveEvents).where(lt(liveEvents.createdAt, before)).returning({ id: liveEvents.id });
  return rows.length;
}

/** Housekeeping: tickets past their expiry (a used one is deleted when used). */
export async function deleteExpiredTickets(db: Executor, now: Date): Promise<number> {
  const rows = await db.delete(liveTickets).where(lte(liveTickets.expiresAt, now)).returning({ tokenHash: liveTickets.tokenHash });
  return rows.length;
}
