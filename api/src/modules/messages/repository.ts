import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { messages, type MessageRow } from './tables';

export async function insertMessage(
  db: Executor,
  values: { publicId: string; userId: number; kind: string; params: Record<string, string | number>; createdAt: Date; readAt?: Date | null },
): Promise<MessageRow> {
  const [row] = await db.insert(messages).values({ ...values, readAt: values.readAt ?? null }).returning();
  if (!row) throw new Error('message insert returned no row');
  return row;
}

/**
 * Inserts an unread message and answers the user's unread count with it, in one statement: the count is taken in the
 * statement's snapshot, which does not hold the new row yet, so it is one more.
 */
export async function insertUnreadMessage(
  db: Executor,
  values: { publicId: string; userId: number; kind: string; params: Record<string, string | number>; createdAt: Date },
): Promise<number> {
  const inserted = db.$with('inserted').as(db.insert(messages).values({ ...values, readAt: null }).returning({ id: messages.id }));
  const [row] = await db
    .with(inserted)
    .select({ unread: sql<number>`(${unreadCountOf(sql`${values.userId}`)}) + 1`.mapWith(Number) })
    .from(inserted);
  if (!row) throw new Error('message insert returned no row');
  return row.unread;
}

export async function countUnread(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(messages).where(and(eq(messages.userId, userId), isNull(messages.readAt)));
  return row?.n ?? 0;
}

/** `countUnread` as a scalar subquery, for a statement that already runs on every request (the session lookup). */
export function unreadCountOf(userId: AnyPgColumn | SQL): SQL<number> {
  return sql<number>`(select count(*)::int from ${messages} where ${messages.userId} = ${userId} and ${messages.readAt} is null)`.mapWith(Number);
}

export async function countMessages(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(messages).where(eq(messages.userId, userId));
  return row?.n ?? 0;
}

/** Unread messages first, then newest first, so paging keeps the unread ones on the first pages. */
export async function listMessages(db: Executor, userId: number, offset: number, limit: number): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(eq(messages.userId, userId))
    .orderBy(sql`${messages.readAt} is null desc`, desc(messages.createdAt), desc(messages.id))
    .offset(offset)
    .limit(limit);
}

export async function findMessage(db: Executor, userId: number, publicId: string): Promise<MessageRow | null> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.publicId, publicId)))
    .limit(1);
  return row ?? null;
}

/** Answers how many messages it marked (0 when already read). */
export async function markRead(db: Executor, userId: number, publicId: string, now: Date): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ readAt: now })
    .where(and(eq(messages.userId, userId), eq(messages.publicId, publicId), isNull(messages.readAt)))
    .returning({ id: messages.id });
  return rows.length;
}

/** Answers how many messages it marked. */
export async function markAllRead(db: Executor, userId: number, now: Date): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ readAt: now })
    .where(and(eq(messages.userId, userId), isNull(messages.readAt)))
    .returning({ id: messages.id });
  return rows.length;
}
