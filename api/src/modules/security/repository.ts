import { and, desc, eq, isNotNull, like, not, or, type Column } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { googleAuthenticators, securityChanges, type SecurityChangeKind } from './tables';

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

/** Rows holding a secret not sealed yet (stored in clear by an earlier version); `prefix` marks sealed values. */
export async function findUnsealedAuthenticators(db: Executor, prefix: string): Promise<AuthenticatorRow[]> {
  const unsealed = (column: Column) => and(isNotNull(column), not(like(column, `${prefix}%`)));
  return db.select().from(googleAuthenticators).where(or(unsealed(googleAuthenticators.secret), unsealed(googleAuthenticators.pendingSecret)));
}

export async function replaceSecrets(db: Executor, userId: number, values: { secret: string | null; pendingSecret: string | null }): Promise<void> {
  await db.update(googleAuthenticators).set(values).where(eq(googleAuthenticators.userId, userId));
}

/** Records a password change or a Google Authenticator bind/unbind, in the transaction that makes it. */
export async function recordSecurityChange(db: Executor, userId: number, kind: SecurityChangeKind, now: Date): Promise<void> {
  await db.insert(securityChanges).values({ userId, kind, changedAt: now });
}

/** When the account's credentials last changed, or null. */
export async function latestSecurityChange(db: Executor, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ changedAt: securityChanges.changedAt })
    .from(securityChanges)
    .where(eq(securityChanges.userId, userId))
    .orderBy(desc(securityChanges.changedAt))
    .limit(1);
  return row?.changedAt ?? null;
}
