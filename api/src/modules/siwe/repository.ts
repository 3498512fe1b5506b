import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { boundWallets, siweNonces } from './tables';

export type BoundWalletRow = typeof boundWallets.$inferSelect;

export async function insertNonce(db: Executor, values: typeof siweNonces.$inferInsert): Promise<void> {
  await db.insert(siweNonces).values(values);
}

/** Uses the nonce up when it is the user's, unused and not expired; false otherwise. */
export async function consumeNonce(db: Executor, userId: number, nonce: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(siweNonces)
    .set({ usedAt: now })
    .where(and(eq(siweNonces.nonce, nonce), eq(siweNonces.userId, userId), isNull(siweNonces.usedAt), gt(siweNonces.expiresAt, now)))
    .returning({ nonce: siweNonces.nonce });
  return rows.length > 0;
}

export async function findBoundWallet(db: Executor, address: string): Promise<BoundWalletRow | null> {
  const [row] = await db.select().from(boundWallets).where(eq(boundWallets.address, address)).limit(1);
  return row ?? null;
}

export async function boundWalletsOf(db: Executor, userId: number): Promise<BoundWalletRow[]> {
  return db.select().from(boundWallets).where(eq(boundWallets.userId, userId)).orderBy(boundWallets.boundAt);
}

export async function countBoundWallets(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(boundWallets).where(eq(boundWallets.userId, userId));
  return row?.total ?? 0;
}

/** Binds the address to the user (again: a new chain id and time); false when another account holds it. */
export async function bindWallet(db: Executor, values: typeof boundWallets.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(boundWallets)
    .values(values)
    .onConflictDoUpdate({ target: boundWallets.address, set: { chainId: values.chainId, boundAt: values.boundAt }, setWhere: eq(boundWallets.userId, values.userId) })
    .returning({ address: boundWallets.address });
  return rows.length > 0;
}

export async function unbindWallet(db: Executor, userId: number, address: string): Promise<boolean> {
  const rows = await db
    .delete(boundWallets)
    .where(and(eq(boundWallets.userId, userId), eq(boundWallets.address, address)))
    .returning({ address: boundWallets.address });
  return rows.length > 0;
}
