import { and, asc, desc, eq, gt, gte, inArray, lt, isNotNull, isNull, lte, or, sql, sum } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { cards } from '../cards';
import { grants } from '../grants';
import { airdropRounds, cardStakes, goalStakes, type AirdropRoundRow, type CardStakeRow, type GoalStakeRow } from './tables';

/** Stakes counting power now: staked and not unstaked. */
const active = and(isNull(cardStakes.unstakedAt), isNull(cardStakes.releasedAt));
/**
 * Stakes in force at `at` (the history's rows): `now`, staked by then and not unstaked; `end` (a round's end), in force
 * just before it, so a stake made at the very moment a round ends is not in it and one unstaked then still is.
 */
export type PowerMoment = 'now' | 'end';
const stakedAt = (at: Date, moment: PowerMoment) =>
  moment === 'now'
    ? and(lte(cardStakes.stakedAt, at), or(isNull(cardStakes.unstakedAt), gt(cardStakes.unstakedAt, at)))
    : and(lt(cardStakes.stakedAt, at), or(isNull(cardStakes.unstakedAt), gte(cardStakes.unstakedAt, at)));

export async function activeStakeCount(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(cardStakes).where(and(eq(cardStakes.userId, userId), active));
  return row?.n ?? 0;
}

export async function insertStake(tx: Transaction, stake: { cardId: number; userId: number; power: number; stakedAt: Date }): Promise<void> {
  await tx.insert(cardStakes).values(stake);
}

/** The card's stake counting power, locked; undefined when it has none (never staked, or already unstaked). */
export async function lockActiveStake(tx: Transaction, cardId: number): Promise<CardStakeRow | undefined> {
  const [row] = await tx.select().from(cardStakes).where(and(eq(cardStakes.cardId, cardId), active)).for('update');
  return row;
}

export async function markUnstaked(tx: Transaction, stakeId: number, now: Date, frozenUntil: Date): Promise<void> {
  await tx.update(cardStakes).set({ unstakedAt: now, frozenUntil }).where(eq(cardStakes.id, stakeId));
}

export interface DueRelease {
  stakeId: number;
  tokenId: string;
  userId: number;
}

/**
 * Frozen stakes whose freeze has ended (of one user, or all), locked; rows another transaction is releasing are
 * skipped, so two releases at once never move a card twice.
 */
export async function lockDueReleases(tx: Transaction, now: Date, userId?: number): Promise<DueRelease[]> {
  return tx
    .select({ stakeId: cardStakes.id, tokenId: cards.tokenId, userId: cardStakes.userId })
    .from(cardStakes)
    .innerJoin(cards, eq(cards.id, cardStakes.cardId))
    .where(
      and(
        isNull(cardStakes.releasedAt),
        isNotNull(cardStakes.frozenUntil),
        lte(cardStakes.frozenUntil, now),
        userId === undefined ? undefined : eq(cardStakes.userId, userId),
      ),
    )
    .orderBy(asc(cardStakes.id))
    .for('update', { of: cardStakes, skipLocked: true });
}

/** Sets released_at only while it is null: answers whether this call released it. */
export async function markReleased(tx: Transaction, stakeId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(cardStakes)
    .set({ releasedAt: now })
    .where(and(eq(cardStakes.id, stakeId), isNull(cardStakes.releasedAt)))
    .returning({ id: cardStakes.id });
  return rows.length > 0;
}

/** The user's open stakes (staked or frozen), with their cards, oldest first. */
export async function openStakes(db: Executor, userId: number) {
  return db
    .select({ stake: cardStakes, card: cards })
    .from(cardStakes)
    .innerJoin(cards, eq(cards.id, cardStakes.cardId))
    .where(and(eq(cardStakes.userId, userId), isNull(cardStakes.releasedAt)))
    .orderBy(asc(cardStakes.stakedAt), asc(cardStakes.id));
}

/** Power staked at `at` by `userId`, or by everyone. */
export async function powerAt(db: Executor, at: Date, moment: PowerMoment, userId?: number): Promise<number> {
  const [row] = await db
    .select({ power: sum(cardStakes.power) })
    .from(cardStakes)
    .where(and(stakedAt(at, moment), userId === undefined ? undefined : eq(cardStakes.userId, userId)));
  return Number(row?.power ?? 0);
}

/** Each account's power at a round's end `at` (accounts with some), in user id order. */
export async function powerByUserAtEnd(db: Executor, at: Date): Promise<{ userId: number; power: number }[]> {
  const rows = await db
    .select({ userId: cardStakes.userId, power: sum(cardStakes.power) })
    .from(cardStakes)
    .where(stakedAt(at, 'end'))
    .groupBy(cardStakes.userId)
    .orderBy(asc(cardStakes.userId));
  return rows.map((row) => ({ userId: row.userId, power: Number(row.power ?? 0) })).filter((row) => row.power > 0);
}

// ── GOAL stakes ─────────────────────────────────────────────────────────────────────────────────────────────────────

export async function insertGoalStake(tx: Transaction, stake: Omit<GoalStakeRow, 'id'>): Promise<GoalStakeRow> {
  const [row] = await tx.insert(goalStakes).values(stake).returning();
  if (!row) throw new Error('the GOAL stake insert answered no row');
  return row;
}

export async function goalStakesOf(db: Executor, userId: number, limit: number): Promise<GoalStakeRow[]> {
  return db.select().from(goalStakes).where(eq(goalStakes.userId, userId)).orderBy(desc(goalStakes.id)).limit(limit);
}

// ── Airdrop rounds ──────────────────────────────────────────────────────────────────────────────────────────────────

export async function insertRound(tx: Executor, round: { pool: bigint; startsAt: Date; endsAt: Date; createdAt: Date }): Promise<AirdropRoundRow> {
  const [row] = await tx.insert(airdropRounds).values(round).returning();
  if (!row) throw new Error('the airdrop round insert answered no row');
  return row;
}

/** The round running at `now` that ends first. */
export async function currentRound(db: Executor, now: Date): Promise<AirdropRoundRow | undefined> {
  const [row] = await db
    .select()
    .from(airdropRounds)
    .where(and(lte(airdropRounds.startsAt, now), gt(airdropRounds.endsAt, now)))
    .orderBy(asc(airdropRounds.endsAt), asc(airdropRounds.id))
    .limit(1);
  return row;
}

export async function settledRounds(db: Executor, limit: number): Promise<AirdropRoundRow[]> {
  return db
    .select()
    .from(airdropRounds)
    .where(isNotNull(airdropRounds.settledAt))
    .orderBy(desc(airdropRounds.endsAt), desc(airdropRounds.id))
    .limit(limit);
}

/** The next ended round not settled, locked; one another settlement holds is skipped. */
export async function lockNextDueRound(tx: Transaction, now: Date): Promise<AirdropRoundRow | undefined> {
  const [row] = await tx
    .select()
    .from(airdropRounds)
    .where(and(isNull(airdropRounds.settledAt), lte(airdropRounds.endsAt, now)))
    .orderBy(asc(airdropRounds.endsAt), asc(airdropRounds.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

/** Records the settlement only while the round is unsettled: answers whether this call settled it. */
export async function markSettled(tx: Transaction, roundId: number, result: { now: Date; totalPower: number; recipients: number; paid: bigint }): Promise<boolean> {
  const rows = await tx
    .update(airdropRounds)
    .set({ settledAt: result.now, totalPower: result.totalPower, recipients: result.recipients, paid: result.paid })
    .where(and(eq(airdropRounds.id, roundId), isNull(airdropRounds.settledAt)))
    .returning({ id: airdropRounds.id });
  return rows.length > 0;
}

/** What the user was granted by each of `refs` (airdrop grants). */
export async function airdropGrants(db: Executor, refs: string[]): Promise<Map<string, bigint>> {
  if (refs.length === 0) return new Map();
  const rows = await db
    .select({ ref: grants.ref, amount: grants.amount })
    .from(grants)
    .where(and(eq(grants.source, 'airdrop'), inArray(grants.ref, refs)));
  return new Map(rows.map((row) => [row.ref, row.amount]));
}
