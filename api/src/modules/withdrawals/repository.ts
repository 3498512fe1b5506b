import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { ChainToken, WithdrawalStatus } from '@fc/shared/contracts';
import type { Executor } from '../../db/client';
import { withdrawalAddresses, withdrawals } from './tables';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type NewWithdrawal = typeof withdrawals.$inferInsert;
export type AddressRow = typeof withdrawalAddresses.$inferSelect;

export async function findByRequestId(db: Executor, userId: number, requestId: string): Promise<WithdrawalRow | null> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.requestId, requestId)))
    .limit(1);
  return row ?? null;
}

export async function insertWithdrawal(db: Executor, values: NewWithdrawal): Promise<WithdrawalRow> {
  const [row] = await db.insert(withdrawals).values(values).returning();
  if (!row) throw new Error('the withdrawal was not inserted');
  return row;
}

export async function withdrawalsOf(db: Executor, userId: number, token: ChainToken | undefined, offset: number, limit: number): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), token ? eq(withdrawals.token, token) : undefined))
    .orderBy(desc(withdrawals.id))
    .offset(offset)
    .limit(limit);
}

export async function countWithdrawalsOf(db: Executor, userId: number, token: ChainToken | undefined): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), token ? eq(withdrawals.token, token) : undefined));
  return row?.total ?? 0;
}

/** Withdrawals of a chain in the given statuses, oldest first, each row locked (others skip it) until the commit. */
export async function lockOpenWithdrawals(db: Executor, chainId: number, statuses: WithdrawalStatus[], limit: number): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.chainId, chainId), inArray(withdrawals.status, statuses)))
    .orderBy(withdrawals.id)
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function updateWithdrawal(db: Executor, id: number, values: Partial<Omit<NewWithdrawal, 'id'>>): Promise<WithdrawalRow> {
  const [row] = await db.update(withdrawals).set(values).where(eq(withdrawals.id, id)).returning();
  if (!row) throw new Error(`withdrawal ${id} is missing`);
  return row;
}

export async function addressesOf(db: Executor, userId: number, chainId: number | undefined): Promise<AddressRow[]> {
  return db
    .select()
    .from(withdrawalAddresses)
    .where(and(eq(withdrawalAddresses.userId, userId), chainId === undefined ? undefined : eq(withdrawalAddresses.chainId, chainId)))
    .orderBy(withdrawalAddresses.chainId, withdrawalAddresses.id);
}

/** Inserts the entry; null when the same address is saved on that network already. */
export async function insertAddress(db: Executor, values: typeof withdrawalAddresses.$inferInsert): Promise<AddressRow | null> {
  const [row] = await db.insert(withdrawalAddresses).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function countAddresses(db: Executor, userId: number, chainId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(withdrawalAddresses)
    .where(and(eq(withdrawalAddresses.userId, userId), eq(withdrawalAddresses.chainId, chainId)));
  return row?.total ?? 0;
}

export async function deleteAddress(db: Executor, userId: number, publicId: string): Promise<boolean> {
  const rows = await db
    .delete(withdrawalAddresses)
    .where(and(eq(withdrawalAddresses.userId, userId), eq(withdrawalAddresses.publicId, publicId)))
    .returning({ id: withdrawalAddresses.id });
  return rows.length > 0;
}

/** Withdrawals of a chain in the given statuses, oldest first (no lock: each change locks its row and checks again). */
export async function openWithdrawals(db: Executor, chainId: number, statuses: WithdrawalStatus[], limit: number): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.chainId, chainId), inArray(withdrawals.status, statuses)))
    .orderBy(withdrawals.id)
    .limit(limit);
}

export async function lockWithdrawals(db: Executor, ids: number[]): Promise<WithdrawalRow[]> {
  return db.select().from(withdrawals).where(inArray(withdrawals.id, ids)).orderBy(withdrawals.id).for('update');
}

/** Whether a token withdrawal of the hot wallet on this chain is signed and recorded but not broadcast yet (`sending`). */
export async function withdrawalUnsent(tx: Executor, chainId: number): Promise<boolean> {
  const [row] = await tx.select({ id: withdrawals.id }).from(withdrawals).where(and(eq(withdrawals.chainId, chainId), eq(withdrawals.status, 'sending'))).limit(1);
  return row !== undefined;
}
