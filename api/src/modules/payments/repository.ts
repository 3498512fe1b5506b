import { and, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { OrderStatus, PaymentProviderName } from '@fc/shared/contracts';
import type { Executor, Transaction } from '../../db/client';
import { orders, paymentEvents, sandboxPayments, sandboxWebhooks, type SandboxPaymentStatus } from './tables';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id'>;
export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;
export type SandboxWebhookRow = typeof sandboxWebhooks.$inferSelect;

export async function insertOrder(tx: Executor, order: NewOrder): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(order).returning();
  if (!row) throw new Error('the order insert answered no row');
  return row;
}

export async function findOrder(db: Executor, publicId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.publicId, publicId)).limit(1);
  return row;
}

export async function findUserOrder(db: Executor, userId: number, publicId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(and(eq(orders.publicId, publicId), eq(orders.userId, userId))).limit(1);
  return row;
}

/** The order's row, locked until the transaction ends: every change of an order's status goes through this lock. */
export async function lockOrder(tx: Transaction, publicId: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.publicId, publicId)).limit(1).for('update');
  return row;
}

/** Moves a locked order to `status` only from one of `from` (answers the row, or undefined when it was elsewhere). */
export async function moveOrder(
  tx: Transaction,
  id: number,
  from: readonly OrderStatus[],
  change: Partial<Pick<OrderRow, 'status' | 'paymentId' | 'failure' | 'paidAt' | 'fulfilledAt' | 'refunded'>> & { status: OrderStatus; updatedAt: Date },
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set(change)
    .where(and(eq(orders.id, id), inArray(orders.status, [...from])))
    .returning();
  return row;
}

export async function ordersOf(db: Executor, userId: number, status: OrderStatus | undefined, offset: number, limit: number): Promise<OrderRow[]> {
  const where = status ? and(eq(orders.userId, userId), eq(orders.status, status)) : eq(orders.userId, userId);
  return db.select().from(orders).where(where).orderBy(desc(orders.id)).limit(limit).offset(offset);
}

/** The user's orders still open past their expiry (their timeout job has not run). */
export async function expiredOpenOrders(db: Executor, userId: number, now: Date, statuses: readonly OrderStatus[]): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, [...statuses]), lte(orders.expiresAt, now)));
}

export async function countOrdersOf(db: Executor, userId: number, status: OrderStatus | undefined): Promise<number> {
  const where = status ? and(eq(orders.userId, userId), eq(orders.status, status)) : eq(orders.userId, userId);
  const [row] = await db.select({ n: count() }).from(orders).where(where);
  return row?.n ?? 0;
}

export async function isEventProcessed(db: Executor, provider: PaymentProviderName, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ eventId: paymentEvents.eventId })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Claims a provider event inside the caller's transaction: false when it was handled already. A concurrent delivery
 * of the same event waits on the primary key until the first transaction ends, then gets false.
 */
export async function claimEvent(tx: Transaction, event: { provider: PaymentProviderName; eventId: string; type: string; receivedAt: Date }): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values({ ...event, orderId: null, outcome: 'claimed' })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return rows.length === 1;
}

export async function recordEventOutcome(tx: Transaction, provider: PaymentProviderName, eventId: string, orderId: number | null, outcome: string): Promise<void> {
  await tx.update(paymentEvents).set({ orderId, outcome }).where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
}

// The sandbox provider's side.

export async function insertSandboxPayment(db: Executor, payment: typeof sandboxPayments.$inferInsert): Promise<void> {
  await db.insert(sandboxPayments).values(payment);
}

export async function findSandboxPayment(db: Executor, id: string): Promise<SandboxPaymentRow | undefined> {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)).limit(1);
  return row;
}

export async function lockSandboxPayment(tx: Transaction, id: string): Promise<SandboxPaymentRow | undefined> {
  const [row] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)).limit(1).for('update');
  return row;
}

export async function setSandboxPaymentStatus(
  db: Executor,
  id: string,
  from: readonly SandboxPaymentStatus[],
  change: { status: SandboxPaymentStatus; cardLast4?: string; updatedAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(sandboxPayments)
    .set(change)
    .where(and(eq(sandboxPayments.id, id), inArray(sandboxPayments.status, [...from])))
    .returning({ id: sandboxPayments.id });
  return rows.length === 1;
}

export async function insertSandboxWebhook(db: Executor, webhook: { eventId: string; payload: string; createdAt: Date }): Promise<void> {
  await db.insert(sandboxWebhooks).values({ ...webhook, attempts: 0 });
}

export async function findSandboxWebhook(db: Executor, eventId: string): Promise<SandboxWebhookRow | undefined> {
  const [row] = await db.select().from(sandboxWebhooks).where(eq(sandboxWebhooks.eventId, eventId)).limit(1);
  return row;
}

export async function recordSandboxDelivery(db: Executor, eventId: string, attempt: { status: number; delivered: boolean; at: Date }): Promise<void> {
  await db
    .update(sandboxWebhooks)
    .set({
      attempts: sql`${sandboxWebhooks.attempts} + 1`,
      lastStatus: attempt.status,
      ...(attempt.delivered ? { deliveredAt: attempt.at } : {}),
    })
    .where(eq(sandboxWebhooks.eventId, eventId));
}
