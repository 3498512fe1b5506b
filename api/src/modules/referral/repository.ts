import { and, count, desc, eq, gt, sql, sum, type SQL } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { users } from '../account';
import { grants } from '../grants';
import { referralConsumption, referralRewards } from './tables';

export async function inviterOf(db: Executor, userId: number): Promise<number | null> {
  const [row] = await db.select({ invitedBy: users.invitedBy }).from(users).where(eq(users.id, userId));
  return row?.invitedBy ?? null;
}

/** `inviterOf` as a scalar subquery, for the ledger statement to answer (the referral ledger hook). */
export function inviterOfSql(userId: number): SQL {
  return sql`select ${users.invitedBy} from ${users} where ${users.id} = ${userId}`;
}

export async function inviteCodeOf(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db.select({ inviteCode: users.inviteCode }).from(users).where(eq(users.id, userId));
  return row?.inviteCode ?? null;
}

/** Adds a consumption to the friend's total under the row's lock; answers the totals after it. */
export async function addConsumption(tx: Transaction, friendId: number, inviterId: number, consumed: bigint, now: Date) {
  const [row] = await tx
    .insert(referralConsumption)
    .values({ friendId, inviterId, consumed, rewarded: 0n, updatedAt: now })
    .onConflictDoUpdate({
      target: referralConsumption.friendId,
      set: { consumed: sql`${referralConsumption.consumed} + excluded.consumed`, updatedAt: now },
    })
    .returning({ consumed: referralConsumption.consumed, rewarded: referralConsumption.rewarded });
  if (!row) throw new Error('the referral consumption upsert answered no row');
  return row;
}

export async function addRewarded(tx: Transaction, friendId: number, reward: bigint): Promise<void> {
  await tx
    .update(referralConsumption)
    .set({ rewarded: sql`${referralConsumption.rewarded} + ${reward.toString()}::numeric` })
    .where(eq(referralConsumption.friendId, friendId));
}

export async function insertReward(tx: Transaction, reward: typeof referralRewards.$inferInsert): Promise<void> {
  await tx.insert(referralRewards).values(reward);
}

export async function findGrantId(tx: Transaction, ref: string): Promise<number> {
  const [row] = await tx.select({ id: grants.id }).from(grants).where(and(eq(grants.source, 'referral'), eq(grants.ref, ref)));
  if (!row) throw new Error(`no referral grant ${ref}`);
  return row.id;
}

/** Activated accounts that named this user at sign-up. */
const invitedBy = (inviterId: number) => and(eq(users.invitedBy, inviterId), eq(users.status, 'active'));

export async function friendsSummary(db: Executor, inviterId: number): Promise<{ friends: number; consumed: bigint }> {
  const [friends] = await db.select({ n: count() }).from(users).where(invitedBy(inviterId));
  const [consumed] = await db
    .select({ total: sum(referralConsumption.consumed).mapWith(String) })
    .from(referralConsumption)
    .where(eq(referralConsumption.inviterId, inviterId));
  return { friends: friends?.n ?? 0, consumed: BigInt(consumed?.total ?? '0') };
}

export async function friendsPage(db: Executor, inviterId: number, offset: number, limit: number) {
  const [total] = await db.select({ n: count() }).from(users).where(invitedBy(inviterId));
  const rows = await db
    .select({
      email: users.email,
      joinedAt: users.activatedAt,
      createdAt: users.createdAt,
      consumed: referralConsumption.consumed,
      rewarded: referralConsumption.rewarded,
    })
    .from(users)
    .leftJoin(referralConsumption, eq(referralConsumption.friendId, users.id))
    .where(invitedBy(inviterId))
    .orderBy(desc(users.activatedAt), desc(users.id))
    .offset(offset)
    .limit(limit);
  return { total: total?.n ?? 0, rows };
}

export async function rewardsPage(db: Executor, inviterId: number, offset: number, limit: number) {
  const mine = and(eq(referralRewards.inviterId, inviterId), gt(referralRewards.reward, 0n));
  const [total] = await db.select({ n: count() }).from(referralRewards).where(mine);
  const rows = await db
    .select({
      email: users.email,
      consumed: referralRewards.consumed,
      reward: referralRewards.reward,
      createdAt: referralRewards.createdAt,
      grant: { amount: grants.amount, startsAt: grants.startsAt, durationS: grants.durationS },
    })
    .from(referralRewards)
    .innerJoin(users, eq(users.id, referralRewards.friendId))
    .innerJoin(grants, eq(grants.id, referralRewards.grantId))
    .where(mine)
    .orderBy(desc(referralRewards.ledgerId))
    .offset(offset)
    .limit(limit);
  return { total: total?.n ?? 0, rows };
}

/** Every referral grant of the user (claimed ones too): the totals are computed from them. */
export async function referralGrants(db: Executor, userId: number) {
  return db
    .select({ amount: grants.amount, claimed: grants.claimed, startsAt: grants.startsAt, durationS: grants.durationS })
    .from(grants)
    .where(and(eq(grants.userId, userId), eq(grants.source, 'referral')));
}
