import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { googleAuthenticators } from './tables';

export type AuthenticatorRow = typeof googleAuthenticators.$inferSelect;

export async function findAuthenticator(db: Executor, userId: number): Promise<AuthenticatorRow | null> {
  const [row] = await db.select().from(googleAuthenticators).where(eq(googleAuthenticators.userId, userId)).limit(1);
  return row ?? null;
}

export async function lockAuthenticator(db: Executor, userId: number): Promise<AuthenticatorRow | null> {
  const [row] = await db.select().from(googleAuthenticators).where(eq(googleAuthenticators.userId, userId)).for('update');
  return row ?? null;
}

export async function savePendingSecret(db: Executor, userId: number, pendingSecret: string, now: Date): Promise<void> {
  await db
    .insert(googleAuthenticators)
    .values({ userId, pendingSecret, updatedAt: now })
    .onConflictDoUpdate({ target: googleAuthenticators.userId, set: { pendingSecret, updatedAt: now } });
}

export async function bindSecret(db: Executor, userId: number, secret: string, step: number, now: Date): Promise<void> {
  await db
    .update(googleAuthenticators)
    .set({ secret, pendingSecret: null, boundAt: now, lastStep: step, updatedAt: now })
    .where(eq(googleAuthenticators.userId, userId));
}

export async function saveLastStep(db: Executor, userId: number, step: number, now: Date): Promise<void> {
  await db.update(googleAuthenticators).set({ lastStep: step, updatedAt: now }).where(eq(googleAuthenticators.userId, userId));
}

export async function deleteAuthenticator(db: Executor, userId: number): Promise<void> {
  await db.delete(googleAuthenticators).where(eq(googleAuthenticators.userId, userId));
}
