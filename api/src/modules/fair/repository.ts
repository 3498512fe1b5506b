import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { fairOutcomes, fairSeedPairs, type NewSeedPairRow, type SeedPairRow } from './tables';

const current = (userId: number) => and(eq(fairSeedPairs.userId, userId), isNull(fairSeedPairs.rotatedAt));

export async function currentPair(db: Executor, userId: number): Promise<SeedPairRow | undefined> {
  const [row] = await db.select().from(fairSeedPairs).where(current(userId));
  return row;
}

/** Writes the user's first pair unless a current one exists (two first looks at once keep one). */
export async function insertPairIfNone(db: Executor, row: NewSeedPairRow): Promise<void> {
  await db.insert(fairSeedPairs).values(row).onConflictDoNothing({ target: fairSeedPairs.userId, where: isNull(fairSeedPairs.rotatedAt) });
}

/** The current pair locked: rotating and setting the player seed serialise on it with the actions that take nonces. */
export async function lockCurrentPair(tx: Transaction, userId: number): Promise<SeedPairRow | undefined> {
  const [row] = await tx.select().from(fairSeedPairs).where(current(userId)).for('update');
  return row;
}

/**
 * Takes the current pair's next nonce in one statement (the row lock it takes holds until the caller's transaction
 * ends, so simultaneous actions get distinct nonces in turn); answers the pair with `nextNonce` = the nonce taken.
 */
export async function takeNonce(tx: Transaction, userId: number): Promise<SeedPairRow | undefined> {
  const [row] = await tx
    .update(fairSeedPairs)
    .set({ nextNonce: sql`${fairSeedPairs.nextNonce} + 1` })
    .where(current(userId))
    .returning();
  return row ? { ...row, nextNonce: row.nextNonce - 1 } : undefined;
}

export async function recordOutcome(tx: Transaction, row: typeof fairOutcomes.$inferInsert): Promise<void> {
  await tx.insert(fairOutcomes).values(row);
}

/** Whether the pair has an outcome waiting for a later step (its digest not shown, the pair not to be rotated). */
export async function hasUnsettledOutcome(tx: Transaction, pairId: number): Promise<boolean> {
  const [row] = await tx
    .select({ nonce: fairOutcomes.nonce })
    .from(fairOutcomes)
    .where(and(eq(fairOutcomes.pairId, pairId), eq(fairOutcomes.settled, false)))
    .limit(1);
  return row !== undefined;
}

/** Settles the outcomes drawn for `ref`. */
export async function settleOutcomes(tx: Transaction, ref: string): Promise<void> {
  await tx.update(fairOutcomes).set({ settled: true }).where(and(eq(fairOutcomes.ref, ref), eq(fairOutcomes.settled, false)));
}

export async function setPlayerSeed(tx: Transaction, pairId: number, playerSeed: string): Promise<SeedPairRow> {
  const [row] = await tx.update(fairSeedPairs).set({ playerSeed }).where(eq(fairSeedPairs.id, pairId)).returning();
  if (!row) throw new Error(`seed pair ${pairId} vanished under its lock`);
  return row;
}

export async function markRotated(tx: Transaction, pairId: number, at: Date): Promise<SeedPairRow> {
  const [row] = await tx.update(fairSeedPairs).set({ rotatedAt: at }).where(eq(fairSeedPairs.id, pairId)).returning();
  if (!row) throw new Error(`seed pair ${pairId} vanished under its lock`);
  return row;
}

export async function insertPair(tx: Transaction, row: NewSeedPairRow): Promise<SeedPairRow> {
  const [inserted] = await tx.insert(fairSeedPairs).values(row).returning();
  if (!inserted) throw new Error('the seed pair insert answered no row');
  return inserted;
}

/** The user's pairs, newest first, a page of them and how many there are. */
export async function pairsOf(db: Executor, userId: number, offset: number, limit: number): Promise<{ rows: SeedPairRow[]; total: number }> {
  const rows = await db
    .select()
    .from(fairSeedPairs)
    .where(eq(fairSeedPairs.userId, userId))
    .orderBy(desc(fairSeedPairs.id))
    .offset(offset)
    .limit(limit);
  const [row] = await db.select({ n: count() }).from(fairSeedPairs).where(eq(fairSeedPairs.userId, userId));
  return { rows, total: Number(row?.n ?? 0) };
}

/** The user's settled outcomes with their pairs, newest first (pair, then nonce), a page of them and how many there are. */
export async function outcomesOf(
  db: Executor,
  userId: number,
  offset: number,
  limit: number,
): Promise<{ rows: { outcome: typeof fairOutcomes.$inferSelect; pair: SeedPairRow }[]; total: number }> {
  const mine = and(eq(fairSeedPairs.userId, userId), eq(fairOutcomes.settled, true));
  const rows = await db
    .select({ outcome: fairOutcomes, pair: fairSeedPairs })
    .from(fairOutcomes)
    .innerJoin(fairSeedPairs, eq(fairOutcomes.pairId, fairSeedPairs.id))
    .where(mine)
    .orderBy(desc(fairOutcomes.pairId), desc(fairOutcomes.nonce))
    .offset(offset)
    .limit(limit);
  const [row] = await db.select({ n: count() }).from(fairOutcomes).innerJoin(fairSeedPairs, eq(fairOutcomes.pairId, fairSeedPairs.id)).where(mine);
  return { rows, total: Number(row?.n ?? 0) };
}

/** The user's own outcomes at the given pairs and nonces, with their pairs (those of another user are not answered). */
export async function outcomesAt(
  db: Executor,
  userId: number,
  refs: readonly { pairId: number; nonce: number }[],
): Promise<{ outcome: typeof fairOutcomes.$inferSelect; pair: SeedPairRow }[]> {
  if (refs.length === 0) return [];
  return db
    .select({ outcome: fairOutcomes, pair: fairSeedPairs })
    .from(fairOutcomes)
    .innerJoin(fairSeedPairs, eq(fairOutcomes.pairId, fairSeedPairs.id))
    .where(and(eq(fairSeedPairs.userId, userId), or(...refs.map((ref) => and(eq(fairOutcomes.pairId, ref.pairId), eq(fairOutcomes.nonce, ref.nonce))))));
}
