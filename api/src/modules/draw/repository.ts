import { and, count, desc, eq } from 'drizzle-orm';
import type { Currency } from '@fc/shared/contracts';
import type { Executor, Transaction } from '../../db/client';
import { balances } from '../wallet';
import { drawCommitments, draws, type CommitmentRow, type DrawRow, type NewDrawRow } from './tables';

export async function commitmentOf(db: Executor, userId: number): Promise<CommitmentRow | undefined> {
  const [row] = await db.select().from(drawCommitments).where(eq(drawCommitments.userId, userId));
  return row;
}

/** The user's commitment row locked: the draw's serialisation point per user. */
export async function lockCommitment(tx: Transaction, userId: number): Promise<CommitmentRow | undefined> {
  const [row] = await tx.select().from(drawCommitments).where(eq(drawCommitments.userId, userId)).for('update');
  return row;
}

/** Writes the user's first commitment unless one exists (two first views at once keep one). */
export async function insertCommitment(db: Executor, row: CommitmentRow): Promise<void> {
  await db.insert(drawCommitments).values(row).onConflictDoNothing({ target: drawCommitments.userId });
}

/** Replaces the user's commitment with the next one. */
export async function replaceCommitment(tx: Transaction, row: CommitmentRow): Promise<void> {
  await tx
    .update(drawCommitments)
    .set({ seed: row.seed, seedHash: row.seedHash, nonce: row.nonce, createdAt: row.createdAt })
    .where(eq(drawCommitments.userId, row.userId));
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
