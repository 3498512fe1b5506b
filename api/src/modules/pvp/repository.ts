import { and, count, desc, eq, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { users } from '../account';
import { pvpChallenges, type ChallengeRow } from './tables';

/** The clubs the rankings show: the profile's club name, the nickname while it has none. */
const CLUB = sql<string>`COALESCE(NULLIF(btrim(${users.clubName}), ''), ${users.nickName})`;

/** The activated manager whose club is called `club` (letter case aside). */
export async function managerByClub(db: Executor, club: string): Promise<{ userId: number; club: string } | undefined> {
  const [row] = await db
    .select({ userId: users.id, club: CLUB })
    .from(users)
    .where(and(sql`lower(${CLUB}) = lower(${club.trim()})`, eq(users.status, 'active')))
    .orderBy(users.id)
    .limit(1);
  return row;
}

export async function clubsOf(db: Executor, userIds: readonly number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select({ userId: users.id, club: CLUB }).from(users).where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.userId, row.club]));
}

/** Marks the manager's pending challenges (either way) past their expiry as expired; answers them. */
export async function expireDue(tx: Transaction, userId: number, now: Date): Promise<ChallengeRow[]> {
  return tx
    .update(pvpChallenges)
    .set({ state: 'expired', answeredAt: sql`${pvpChallenges.expiresAt}` })
    .where(
      and(
        eq(pvpChallenges.state, 'pending'),
        lte(pvpChallenges.expiresAt, now),
        or(eq(pvpChallenges.fromUserId, userId), eq(pvpChallenges.toUserId, userId)),
      ),
    )
    .returning();
}

export async function openCount(db: Executor, fromUserId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(pvpChallenges)
    .where(and(eq(pvpChallenges.fromUserId, fromUserId), eq(pvpChallenges.state, 'pending')));
  return Number(row?.n ?? 0);
}

export async function pendingBetween(db: Executor, fromUserId: number, toUserId: number): Promise<ChallengeRow | undefined> {
  const [row] = await db
    .select()
    .from(pvpChallenges)
    .where(and(eq(pvpChallenges.fromUserId, fromUserId), eq(pvpChallenges.toUserId, toUserId), eq(pvpChallenges.state, 'pending')));
  return row;
}

export async function lockChallenge(tx: Transaction, id: number): Promise<ChallengeRow | undefined> {
  const [row] = await tx.select().from(pvpChallenges).where(eq(pvpChallenges.id, id)).for('update');
  return row;
}

/** The manager's challenges both ways: the pending ones, and the `recent` last answered. */
export async function challengesOf(db: Executor, userId: number, recent: number): Promise<{ pending: ChallengeRow[]; answered: ChallengeRow[] }> {
  const mine = or(eq(pvpChallenges.fromUserId, userId), eq(pvpChallenges.toUserId, userId));
  const pending = await db
    .select()
    .from(pvpChallenges)
    .where(and(mine, eq(pvpChallenges.state, 'pending')))
    .orderBy(desc(pvpChallenges.createdAt), desc(pvpChallenges.id));
  const answered = await db
    .select()
    .from(pvpChallenges)
    .where(and(mine, ne(pvpChallenges.state, 'pending')))
    .orderBy(desc(pvpChallenges.answeredAt), desc(pvpChallenges.id))
    .limit(recent);
  return { pending, answered };
}

export async function insertChallenge(tx: Executor, values: typeof pvpChallenges.$inferInsert): Promise<ChallengeRow> {
  const [row] = await tx.insert(pvpChallenges).values(values).returning();
  if (!row) throw new Error('the challenge insert answered no row');
  return row;
}

export async function updateChallenge(tx: Executor, id: number, change: Partial<ChallengeRow>): Promise<ChallengeRow> {
  const [updated] = await tx.update(pvpChallenges).set(change).where(eq(pvpChallenges.id, id)).returning();
  if (!updated) throw new Error(`challenge ${id} vanished`);
  return updated;
}
