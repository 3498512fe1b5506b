import { and, count, desc, eq, gt, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client';
import type { SessionUser } from '../../plugins/auth';
import { sessions, subscriptions, users, verificationCodes, type CodeRow, type UserRow } from './tables';

export type NewUser = typeof users.$inferInsert;

export async function countUsers(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

export async function findUserByPublicId(db: Executor, publicId: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.publicId, publicId)).limit(1);
  return row ?? null;
}

export async function findUserIdByInviteCode(db: Executor, inviteCode: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.inviteCode, inviteCode)).limit(1);
  return row?.id ?? null;
}

/**
 * Locks the account row until the transaction ends (serializes cooldowns, lockouts, code checks, purchases). `FOR NO
 * KEY UPDATE`, not `FOR UPDATE`: a row inserted with a foreign key to the account (an order) takes `FOR KEY SHARE` on
 * it, which `FOR UPDATE` waits for, so two transactions that each insert such a row and then lock the account would
 * deadlock on PostgreSQL. The lock still excludes every other holder of this lock and every write to the row.
 */
export async function lockUser(tx: Executor, id: number): Promise<UserRow | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('no key update');
  return row ?? null;
}

/**
 * Inserts the account unless a unique key is taken: null then (the e-mail's unique index decides between
 * concurrent sign-ups; the caller retries a random public id or invite code that collided).
 * ON CONFLICT keeps the surrounding transaction usable, where a caught unique violation would abort it.
 */
export async function insertUserIfAbsent(db: Executor, values: NewUser): Promise<UserRow | null> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateUser(db: Executor, id: number, values: Partial<Omit<NewUser, 'id'>>): Promise<UserRow | null> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row ?? null;
}

export async function insertSession(
  db: Executor,
  values: { tokenHash: string; userId: number; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/** The active account behind a live (unexpired, unrevoked) session token hash. */
const liveSession = (tokenHash: string | Placeholder, now: Date | Placeholder) =>
  and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), eq(users.status, 'active'));

export async function findSessionUser(db: Executor, tokenHash: string, now: Date): Promise<SessionUser | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, id: users.id, publicId: users.publicId, email: users.email })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSession(tokenHash, now))
    .limit(1);
  return row ?? null;
}

/**
 * `findSessionUser` and, in the same statement, what `extraOf` computes of the user (the unread count), prepared once:
 * the lookup runs on every signed-in request, so its SQL is built once and PostgreSQL parses and plans it once per
 * connection (a named statement) instead of on every call.
 */
export function prepareSessionUserLookup<T>(
  db: Database,
  extraOf: (userId: AnyPgColumn) => SQL<T>,
): (tokenHash: string, now: Date) => Promise<(SessionUser & { extra: T }) | null> {
  const lookup = db
    .select({ sessionId: sessions.id, id: users.id, publicId: users.publicId, email: users.email, extra: extraOf(users.id) })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSession(sql.placeholder('tokenHash'), sql.placeholder('now')))
    .limit(1)
    .prepare('fc_session_user');
  return async (tokenHash, now) => {
    // A placeholder's value is sent as it is, not through the column's mapping: the instant as text, like the mapping.
    const [row] = await lookup.execute({ tokenHash, now: now.toISOString() });
    return row ?? null;
  };
}

export async function revokeSession(db: Executor, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Executor, userId: number, now: Date): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

export async function insertCode(
  db: Executor,
  values: { userId: number; purpose: string; codeHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(verificationCodes).values(values);
}

export async function latestCode(db: Executor, userId: number, purpose: string): Promise<CodeRow | null> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return row ?? null;
}

export async function findCode(db: Executor, userId: number, purpose: string, codeHash: string): Promise<CodeRow | null> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose), eq(verificationCodes.codeHash, codeHash)))
    .limit(1);
  return row ?? null;
}

/** Marks every unused code of that purpose used; true when `codeId` was among them (single use under races). */
export async function consumeCodes(db: Executor, userId: number, purpose: string, codeId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  return rows.some((row) => row.id === codeId);
}

/** Ends every unused, unexpired code of that purpose now (a new link replaces them: LINK_EXPIRED). */
export async function expireCodes(db: Executor, userId: number, purpose: string, now: Date): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ expiresAt: now })
    .where(
      and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.usedAt), gt(verificationCodes.expiresAt, now)),
    );
}

export async function addCodeAttempt(db: Executor, codeId: number): Promise<number> {
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(eq(verificationCodes.id, codeId))
    .returning({ attempts: verificationCodes.attempts });
  return row?.attempts ?? 0;
}

export async function upsertSubscription(
  db: Executor,
  values: { email: string; receiveInfo: boolean; language: string; now: Date },
): Promise<void> {
  await db
    .insert(subscriptions)
    .values({ email: values.email, receiveInfo: values.receiveInfo, language: values.language, createdAt: values.now, updatedAt: values.now })
    .onConflictDoUpdate({
      target: subscriptions.email,
      set: { receiveInfo: values.receiveInfo, language: values.language, updatedAt: values.now },
    });
}

export async function isSubscribed(db: Executor, email: string): Promise<boolean> {
  const [row] = await db.select({ email: subscriptions.email }).from(subscriptions).where(eq(subscriptions.email, email)).limit(1);
  return row !== undefined;
}

/** The names a manager's club shows: the profile's club name and the nickname; null for an unknown user. */
export async function clubNamesOf(db: Executor, userId: number): Promise<{ clubName: string; nickName: string } | null> {
  const [user] = await db.select({ clubName: users.clubName, nickName: users.nickName }).from(users).where(eq(users.id, userId));
  return user ?? null;
}
