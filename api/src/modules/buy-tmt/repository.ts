import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { COUNTING_STATUSES } from './constants';
import { tmtPurchases, type TmtPurchaseStatus } from './tables';

export type TmtPurchaseRow = typeof tmtPurchases.$inferSelect;

export async function insertPurchase(tx: Transaction, purchase: Omit<typeof tmtPurchases.$inferInsert, 'id'>): Promise<TmtPurchaseRow> {
  const [row] = await tx.insert(tmtPurchases).values(purchase).returning();
  if (!row) throw new Error('the TMT purchase insert answered no row');
  return row;
}

/** The purchase of a card order, locked until the transaction ends. */
export async function lockPurchaseOfOrder(tx: Transaction, orderId: number): Promise<TmtPurchaseRow | undefined> {
  const [row] = await tx.select().from(tmtPurchases).where(eq(tmtPurchases.orderId, orderId)).limit(1).for('update');
  return row;
}

export async function setPurchaseStatus(tx: Transaction, id: number, change: { status: TmtPurchaseStatus; creditedAt?: Date }): Promise<void> {
  await tx.update(tmtPurchases).set(change).where(eq(tmtPurchases.id, id));
}

/** USD base units the account's purchases of a UTC day take from its limit (held and credited ones). */
export async function usedOn(db: Executor, userId: number, day: string): Promise<bigint> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${tmtPurchases.usd}), 0)::text` })
    .from(tmtPurchases)
    .where(and(eq(tmtPurchases.userId, userId), eq(tmtPurchases.day, day), inArray(tmtPurchases.status, [...COUNTING_STATUSES])));
  return BigInt(row?.used ?? '0');
}
