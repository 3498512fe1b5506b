import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { ShopGoodsId } from '@fc/shared/contracts';
import type { Executor, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isViolation, PgErrorCode } from '../../lib/pg-errors';
import { STOCK_CONSTRAINT, USER_LIMIT_CONSTRAINT, type RotatingArea } from './constants';
import { shopPurchases, shopRotations, shopStock, shopUserCounts } from './tables';

export type RotationRow = typeof shopRotations.$inferSelect;

/** The area's rotation in force at `now`: the newest one started by then, or null before its first. */
export async function currentRotation(db: Executor, area: RotatingArea, now: Date): Promise<RotationRow | null> {
  const [row] = await db
    .select()
    .from(shopRotations)
    .where(and(eq(shopRotations.area, area), lte(shopRotations.periodStart, now)))
    .orderBy(desc(shopRotations.periodStart))
    .limit(1);
  return row ?? null;
}

/** Writes a rotation and its goods' stock; a rotation already written is left as it is (answers false). */
export async function insertRotation(
  tx: Transaction,
  rotation: { area: RotatingArea; periodStart: Date; goods: { goodsId: ShopGoodsId; stock: number }[]; createdAt: Date },
  stockWindow: string,
): Promise<boolean> {
  const inserted = await tx
    .insert(shopRotations)
    .values({ area: rotation.area, periodStart: rotation.periodStart, goodsIds: rotation.goods.map((goods) => goods.goodsId), createdAt: rotation.createdAt })
    .onConflictDoNothing()
    .returning({ area: shopRotations.area });
  if (inserted.length === 0) return false;
  await tx
    .insert(shopStock)
    .values(rotation.goods.map((goods) => ({ goodsId: goods.goodsId, stockWindow, stock: goods.stock, sold: 0 })))
    .onConflictDoNothing();
  return true;
}

/** Units sold of each (goods, window) asked for, keyed `goodsId|window`. */
export async function soldIn(db: Executor, windows: { goodsId: ShopGoodsId; stockWindow: string }[]): Promise<Map<string, number>> {
  if (windows.length === 0) return new Map();
  const rows = await db
    .select({ goodsId: shopStock.goodsId, stockWindow: shopStock.stockWindow, sold: shopStock.sold })
    .from(shopStock)
    .where(inArray(shopStock.goodsId, [...new Set(windows.map((window) => window.goodsId))]));
  return new Map(rows.map((row) => [windowKey(row.goodsId, row.stockWindow), row.sold]));
}

/** Units the user bought of each goods, keyed `goodsId|window`. */
export async function boughtBy(db: Executor, userId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ goodsId: shopUserCounts.goodsId, limitWindow: shopUserCounts.limitWindow, bought: shopUserCounts.bought })
    .from(shopUserCounts)
    .where(eq(shopUserCounts.userId, userId));
  return new Map(rows.map((row) => [windowKey(row.goodsId, row.limitWindow), row.bought]));
}

export function windowKey(goodsId: ShopGoodsId, window: string): string {
  return `${goodsId}|${window}`;
}

/**
 * Takes `quantity` units of a goods' stock in a window, under the stock row's lock (a concurrent buyer waits and then
 * sees what is left); answers the units left. A limited goods' row is created at its first sale.
 */
export async function takeStock(tx: Transaction, take: { goodsId: ShopGoodsId; stockWindow: string; stock: number; quantity: number; createRow: boolean }): Promise<number> {
  if (take.createRow) {
    await tx.insert(shopStock).values({ goodsId: take.goodsId, stockWindow: take.stockWindow, stock: take.stock, sold: 0 }).onConflictDoNothing();
  }
  const [row] = await tx
    .select({ stock: shopStock.stock, sold: shopStock.sold })
    .from(shopStock)
    .where(and(eq(shopStock.goodsId, take.goodsId), eq(shopStock.stockWindow, take.stockWindow)))
    .for('update');
  if (!row) throw new AppError('SHOP_GOODS_NOT_OFFERED', { field: 'goodsId' });
  const left = row.stock - row.sold;
  if (left <= 0) throw new AppError('SHOP_SOLD_OUT', { field: 'goodsId' });
  if (take.quantity > left) throw new AppError('SHOP_STOCK_SHORT', { field: 'quantity' });
  try {
    await tx
      .update(shopStock)
      .set({ sold: sql`${shopStock.sold} + ${take.quantity}` })
      .where(and(eq(shopStock.goodsId, take.goodsId), eq(shopStock.stockWindow, take.stockWindow)));
  } catch (error) {
    // The check is the last guard: the row lock above already answered every case a user can reach.
    if (isViolation(error, PgErrorCode.CHECK_VIOLATION, STOCK_CONSTRAINT)) throw new AppError('SHOP_SOLD_OUT', { field: 'goodsId' });
    throw error;
  }
  return left - take.quantity;
}

/** Counts a purchase in the user's window; past the limit the database refuses it (MAX_PURCHASES_REACHED). Answers the units bought in the window. */
export async function countPurchase(tx: Transaction, count: { userId: number; goodsId: ShopGoodsId; limitWindow: string; quantity: number; limit: number }): Promise<number> {
  try {
    const [row] = await tx
      .insert(shopUserCounts)
      .values({ userId: count.userId, goodsId: count.goodsId, limitWindow: count.limitWindow, bought: count.quantity, purchaseLimit: count.limit })
      .onConflictDoUpdate({
        target: [shopUserCounts.userId, shopUserCounts.goodsId, shopUserCounts.limitWindow],
        set: { bought: sql`${shopUserCounts.bought} + excluded.bought`, purchaseLimit: count.limit },
      })
      .returning({ bought: shopUserCounts.bought });
    if (!row) throw new Error('the purchase count answered no row');
    return row.bought;
  } catch (error) {
    if (isViolation(error, PgErrorCode.CHECK_VIOLATION, USER_LIMIT_CONSTRAINT)) throw new AppError('MAX_PURCHASES_REACHED', { field: 'quantity' });
    throw error;
  }
}

export async function insertPurchase(tx: Transaction, purchase: Omit<typeof shopPurchases.$inferInsert, 'id'>): Promise<number> {
  const [row] = await tx.insert(shopPurchases).values(purchase).returning({ id: shopPurchases.id });
  if (!row) throw new Error('the purchase insert answered no row');
  return row.id;
}
