import { and, eq, sql } from 'drizzle-orm';
import type { GoodsId } from '@fc/shared/contracts';
import type { Executor, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isViolation, PgErrorCode } from '../../lib/pg-errors';
import { DAILY_LIMIT_CONSTRAINT } from './constants';
import { goodsDailyCounts, goodsPurchases } from './tables';

/** What the user bought today of each goods. */
export async function boughtOn(db: Executor, userId: number, day: string): Promise<Map<GoodsId, number>> {
  const rows = await db
    .select({ goodsId: goodsDailyCounts.goodsId, bought: goodsDailyCounts.bought })
    .from(goodsDailyCounts)
    .where(and(eq(goodsDailyCounts.userId, userId), eq(goodsDailyCounts.day, day)));
  return new Map(rows.map((row) => [row.goodsId, row.bought]));
}

/** Counts a purchase in the day's total; past the daily limit the database refuses it (DAILY_PURCHASE_LIMIT). */
export async function countPurchase(tx: Transaction, count: { userId: number; goodsId: GoodsId; day: string; quantity: number; dailyLimit: number }): Promise<void> {
  try {
    await tx
      .insert(goodsDailyCounts)
      .values({ userId: count.userId, goodsId: count.goodsId, day: count.day, bought: count.quantity, dailyLimit: count.dailyLimit })
      .onConflictDoUpdate({
        target: [goodsDailyCounts.userId, goodsDailyCounts.goodsId, goodsDailyCounts.day],
        set: { bought: sql`${goodsDailyCounts.bought} + excluded.bought`, dailyLimit: count.dailyLimit },
      });
  } catch (error) {
    if (isViolation(error, PgErrorCode.CHECK_VIOLATION, DAILY_LIMIT_CONSTRAINT)) throw new AppError('DAILY_PURCHASE_LIMIT', { field: 'quantity' });
    throw error;
  }
}

export async function insertPurchase(tx: Transaction, purchase: Omit<typeof goodsPurchases.$inferInsert, 'id'>): Promise<number> {
  const [row] = await tx.insert(goodsPurchases).values(purchase).returning({ id: goodsPurchases.id });
  if (!row) throw new Error('the purchase insert answered no row');
  return row.id;
}
