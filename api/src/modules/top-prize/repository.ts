import { and, asc, count, desc, eq, inArray, isNotNull, sql, sum } from 'drizzle-orm';
import type { Position, Rarity } from '@fc/shared/contracts';
import type { Executor, Transaction } from '../../db/client';
import { clubs, players } from '../catalog';
import { cards } from '../cards';
import { grants } from '../grants';
import { topPrizePayouts, type TopPrizePayoutRowDb } from './tables';

/** A card in the event, with what the power function reads and what the pages show. */
export interface EventCard {
  userId: number;
  tokenId: string;
  family: 'collectible' | 'fp';
  rarity: Rarity;
  trial: boolean;
  playerId: number;
  playerName: string;
  position: Position;
  clubId: number;
  clubName: string;
  nationality: string;
}

/** The cards in the event: player cards in `in_use` (only `sendToTopPrize` puts a player card there). */
export async function eventCards(db: Executor, userId?: number): Promise<EventCard[]> {
  const rows = await db
    .select({
      userId: cards.ownerId,
      tokenId: cards.tokenId,
      family: cards.family,
      rarity: cards.rarity,
      trialUntil: cards.trialUntil,
      playerId: players.id,
      playerName: players.name,
      position: players.position,
      clubId: players.clubId,
      clubName: clubs.name,
      nationality: players.nationality,
    })
    .from(cards)
    .innerJoin(players, eq(players.id, cards.playerId))
    .innerJoin(clubs, eq(clubs.id, players.clubId))
    .where(and(eq(cards.state, 'in_use'), inArray(cards.family, ['collectible', 'fp']), isNotNull(cards.rarity), userId === undefined ? undefined : eq(cards.ownerId, userId)))
    .orderBy(asc(cards.id));
  return rows.map(({ trialUntil, family, rarity, ...row }) => ({
    ...row,
    family: family === 'fp' ? 'fp' : 'collectible',
    rarity: rarity ?? 'common',
    trial: trialUntil !== null,
  }));
}

/** How many cards the user has in the event now. */
export async function eventCardCount(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(cards)
    .where(and(eq(cards.ownerId, userId), eq(cards.state, 'in_use'), inArray(cards.family, ['collectible', 'fp'])));
  return row?.n ?? 0;
}

/**
 * Takes the payouts table for the caller's transaction: payouts run one after the other, so two periods paid at once
 * (a catch-up on two workers) never both read the same "paid so far" and pay past the total.
 */
export async function lockPayouts(tx: Transaction): Promise<void> {
  await tx.execute(sql`LOCK TABLE top_prize_payouts IN SHARE ROW EXCLUSIVE MODE`);
}

/** Writes a period's payout row; false when the period already has one (it was paid). */
export async function claimPayout(tx: Transaction, row: TopPrizePayoutRowDb): Promise<boolean> {
  const written = await tx.insert(topPrizePayouts).values(row).onConflictDoNothing({ target: topPrizePayouts.period }).returning({ period: topPrizePayouts.period });
  return written.length > 0;
}

export async function setPayoutAmount(tx: Transaction, period: Date, amount: bigint, participants: number): Promise<void> {
  await tx.update(topPrizePayouts).set({ amount, participants }).where(eq(topPrizePayouts.period, period));
}

/** What the event has paid so far (base units). */
export async function paidSoFar(db: Executor): Promise<bigint> {
  const [row] = await db.select({ paid: sum(topPrizePayouts.amount) }).from(topPrizePayouts);
  return BigInt(row?.paid ?? '0');
}

export async function recentPayouts(db: Executor, limit: number): Promise<TopPrizePayoutRowDb[]> {
  return db.select().from(topPrizePayouts).orderBy(desc(topPrizePayouts.period)).limit(limit);
}

export interface MyPayout {
  at: Date;
  amount: bigint;
  trialAmount: bigint;
}

/** The user's TopPrize grants by period (a period's ordinary and trial grant together), newest first, and their count. */
export async function myPayouts(db: Executor, userId: number, limit: number, offset: number): Promise<{ list: MyPayout[]; total: number; totalAmount: bigint }> {
  const where = and(eq(grants.userId, userId), eq(grants.source, 'topPrize'));
  const rows = await db
    .select({
      at: grants.startsAt,
      amount: sql<string>`sum(${grants.amount})::text`,
      trialAmount: sql<string>`coalesce(sum(${grants.amount}) FILTER (WHERE ${grants.trial}), 0)::text`,
    })
    .from(grants)
    .where(where)
    .groupBy(grants.startsAt)
    .orderBy(desc(grants.startsAt))
    .limit(limit)
    .offset(offset);
  const [totals] = await db
    .select({ periods: sql<number>`count(DISTINCT ${grants.startsAt})::int`, amount: sql<string>`coalesce(sum(${grants.amount}), 0)::text` })
    .from(grants)
    .where(where);
  return {
    list: rows.map((row) => ({ at: row.at, amount: BigInt(row.amount), trialAmount: BigInt(row.trialAmount) })),
    total: totals?.periods ?? 0,
    totalAmount: BigInt(totals?.amount ?? '0'),
  };
}
