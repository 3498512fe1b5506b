import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Currency } from '@fc/shared/contracts';
import type { Executor, SqlResult, Transaction } from '../../db/client';
import { balances } from '../wallet';
import { draws, type DrawRow, type NewDrawRow } from './tables';

/** Reserves the next draw's id, so that its fair outcome can name the draw before the draw row is written. */
export async function nextDrawId(tx: Transaction): Promise<number> {
  const result = (await tx.execute(sql`SELECT nextval(pg_get_serial_sequence('draws', 'id'))::text AS id`)) as SqlResult;
  const id = Number((result.rows[0] as { id: string } | undefined)?.id);
  if (!Number.isSafeInteger(id)) throw new Error('the draws sequence answered no id');
  return id;
}

export async function balanceOf(db: Executor, userId: number, currency: Currency): Promise<bigint> {
  const [row] = await db
    .select({ amount: balances.amount })
    .from(balances)
    .where(and(eq(balances.userId, userId), eq(balances.currency, currency)));
  return row?.amount ?? 0n;
}

export async function drawByRequestId(db: Executor, userId: number, requestId: string): Promise<DrawRow | undefined> {
  const [row] = await db
    .select()
    .from(draws)
    .where(and(eq(draws.userId, userId), eq(draws.requestId, requestId)));
  return row;
}

export async function insertDraw(tx: Transaction, row: NewDrawRow): Promise<DrawRow> {
  const [inserted] = await tx.insert(draws).values(row).returning();
  if (!inserted) throw new Error('the draw insert answered no row');
  return inserted;
}

/** The user's draws, newest first, a page of them and how many there are. */
export async function drawsOf(db: Executor, userId: number, offset: number, limit: number): Promise<{ rows: DrawRow[]; total: number }> {
  const rows = await db.select().from(draws).where(eq(draws.userId, userId)).orderBy(desc(draws.id)).offset(offset).limit(limit);
  const [row] = await db.select({ n: count() }).from(draws).where(eq(draws.userId, userId));
  return { rows, total: Number(row?.n ?? 0) };
}
