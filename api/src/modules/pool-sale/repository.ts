import { and, asc, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { PoolSaleCurrency } from '@fc/shared/contracts';
import type { Executor, Transaction } from '../../db/client';
import { POOL_SALE_LIST_LIMIT } from './constants';
import { poolSaleCommitments, poolSales } from './tables';

export type PoolSaleRow = typeof poolSales.$inferSelect;
export type CommitmentRow = typeof poolSaleCommitments.$inferSelect;
export type NewPoolSale = Pick<typeof poolSales.$inferInsert, 'publicId' | 'currency' | 'boxes' | 'reservePrice' | 'quota' | 'startsAt' | 'endsAt' | 'createdAt'>;

export async function insertSale(tx: Transaction, sale: NewPoolSale): Promise<PoolSaleRow> {
  const [row] = await tx.insert(poolSales).values(sale).returning();
  if (!row) throw new Error('the sale insert answered no row');
  return row;
}

export async function listSales(db: Executor, currency: PoolSaleCurrency | undefined): Promise<PoolSaleRow[]> {
  return db
    .select()
    .from(poolSales)
    .where(currency ? eq(poolSales.currency, currency) : undefined)
    .orderBy(desc(poolSales.startsAt), desc(poolSales.id))
    .limit(POOL_SALE_LIST_LIMIT);
}

export async function saleByPublicId(db: Executor, publicId: string): Promise<PoolSaleRow | undefined> {
  const [row] = await db.select().from(poolSales).where(eq(poolSales.publicId, publicId));
  return row;
}

/** The sale's row, locked: commits to one sale, and its settlement, take their turns. */
export async function lockSale(tx: Transaction, publicId: string): Promise<PoolSaleRow | undefined> {
  const [row] = await tx.select().from(poolSales).where(eq(poolSales.publicId, publicId)).for('update');
  return row;
}

export async function commitmentOf(db: Executor, saleId: number, userId: number): Promise<CommitmentRow | undefined> {
  const [row] = await db
    .select()
    .from(poolSaleCommitments)
    .where(and(eq(poolSaleCommitments.saleId, saleId), eq(poolSaleCommitments.userId, userId)));
  return row;
}

/** Adds to the user's commitment (a first one creates it) and to the sale's totals; under the sale's row lock. */
export async function addCommitment(tx: Transaction, sale: PoolSaleRow, userId: number, amount: bigint, first: boolean, now: Date): Promise<void> {
  if (first) {
    await tx.insert(poolSaleCommitments).values({ saleId: sale.id, userId, amount, createdAt: now, updatedAt: now });
  } else {
    await tx
      .update(poolSaleCommitments)
      .set({ amount: sql`${poolSaleCommitments.amount} + ${amount.toString()}::numeric`, updatedAt: now })
      .where(and(eq(poolSaleCommitments.saleId, sale.id), eq(poolSaleCommitments.userId, userId)));
  }
  await tx
    .update(poolSales)
    .set({
      totalCommitted: sql`${poolSales.totalCommitted} + ${amount.toString()}::numeric`,
      committers: sql`${poolSales.committers} + ${first ? 1 : 0}`,
    })
    .where(eq(poolSales.id, sale.id));
}

/**
 * Sales ended by `now` and not settled, locked; rows another worker holds are skipped (it is settling them), and one it
 * settled meanwhile no longer matches.
 */
export async function lockDueSales(tx: Transaction, now: Date, limit: number): Promise<PoolSaleRow[]> {
  return tx
    .select()
    .from(poolSales)
    .where(and(isNull(poolSales.settledAt), lte(poolSales.endsAt, now)))
    .orderBy(asc(poolSales.endsAt), asc(poolSales.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function commitmentsOf(db: Executor, saleId: number): Promise<CommitmentRow[]> {
  return db.select().from(poolSaleCommitments).where(eq(poolSaleCommitments.saleId, saleId)).orderBy(asc(poolSaleCommitments.userId));
}

export async function recordAllocation(tx: Transaction, saleId: number, userId: number, allocation: { boxes: number; cost: bigint; refund: bigint }): Promise<void> {
  await tx
    .update(poolSaleCommitments)
    .set(allocation)
    .where(and(eq(poolSaleCommitments.saleId, saleId), eq(poolSaleCommitments.userId, userId), isNull(poolSaleCommitments.boxes)));
}

/** Settles a sale once: one already settled is left alone (answers false). */
export async function markSettled(tx: Transaction, saleId: number, result: { clearingPrice: bigint; boxesSold: number; settledAt: Date }): Promise<boolean> {
  const settled = await tx
    .update(poolSales)
    .set(result)
    .where(and(eq(poolSales.id, saleId), isNull(poolSales.settledAt)))
    .returning({ id: poolSales.id });
  return settled.length === 1;
}
