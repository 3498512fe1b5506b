import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PackPeriod, Rarity } from '@fc/shared/contracts';
import type { Database, Executor, Transaction } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { AppError } from '../../lib/app-error';
import { isViolation, PgErrorCode } from '../../lib/pg-errors';
import { cardOpenings, cards, cardSupply } from '../cards';
import { clubs, players } from '../catalog';
import { DAILY_LIMIT_CONSTRAINT, USER_MAX_CONSTRAINT } from './constants';
import type { PeriodStarts } from './rules';
import { packDailyCounts, packPurchases, packReservations, packSeries, packUserCounts } from './tables';

export type SeriesRow = typeof packSeries.$inferSelect;
export type NewSeries = Omit<typeof packSeries.$inferInsert, 'id'>;
export type ReservationRow = typeof packReservations.$inferSelect;
export type PurchaseRow = typeof packPurchases.$inferSelect;

export function periodStarts(series: SeriesRow): PeriodStarts {
  return {
    exhibition: series.exhibitionAt,
    reservation: series.reservationAt,
    drawing: series.drawingAt,
    beforeSale: series.beforeSaleAt,
    onSale: series.onSaleAt,
    end: series.endAt,
  } satisfies Record<PackPeriod, Date>;
}

export async function insertSeries(tx: Executor, series: NewSeries): Promise<SeriesRow> {
  const [row] = await tx.insert(packSeries).values(series).returning();
  if (!row) throw new Error('the series insert answered no row');
  return row;
}

export async function allSeries(db: Database): Promise<SeriesRow[]> {
  return preparedOnce(db, 'fc_packs_all_series', () => db.select().from(packSeries).orderBy(desc(packSeries.onSaleAt), asc(packSeries.id))).execute();
}

export async function findSeries(db: Database, publicId: string): Promise<SeriesRow | undefined> {
  const [row] = await preparedOnce(db, 'fc_packs_find_series', () =>
    db.select().from(packSeries).where(eq(packSeries.publicId, sql.placeholder('publicId'))),
  ).execute({ publicId });
  return row;
}

/** The series' row, locked: every reservation of a series waits for the one before it. */
export async function lockSeries(tx: Transaction, publicId: string): Promise<SeriesRow> {
  const [row] = await tx.select().from(packSeries).where(eq(packSeries.publicId, publicId)).for('update');
  if (!row) throw new AppError('NOT_FOUND', { field: 'seriesId' });
  return row;
}

export async function findSeriesById(db: Executor, id: number): Promise<SeriesRow> {
  const [row] = await db.select().from(packSeries).where(eq(packSeries.id, id));
  if (!row) throw new Error(`no series ${id}`);
  return row;
}

/** Series with a period side effect still to do, locked in id order (the job). */
export async function lockSeriesToAdvance(tx: Transaction): Promise<SeriesRow[]> {
  return tx
    .select()
    .from(packSeries)
    .where(sql`${packSeries.hashPublishedAt} IS NULL OR ${packSeries.drawnAt} IS NULL OR ${packSeries.revealedAt} IS NULL`)
    .orderBy(asc(packSeries.id))
    .for('update');
}

export async function markSeries(tx: Transaction, id: number, set: Partial<Pick<SeriesRow, 'hashPublishedAt' | 'drawnAt' | 'revealedAt' | 'lotsListHash'>>): Promise<void> {
  await tx.update(packSeries).set(set).where(eq(packSeries.id, id));
}

/**
 * Takes `quantity` packs from the series' supply, locking its row: the series as it is after, or undefined (nothing
 * taken) when fewer are left. A purchase waiting for the lock counts what the one before it left (PostgreSQL checks
 * the condition again on the row it waited for).
 */
export async function takeSupply(tx: Transaction, id: number, quantity: number): Promise<SeriesRow | undefined> {
  const [row] = await tx
    .update(packSeries)
    .set({ remaining: sql`${packSeries.remaining} - ${quantity}` })
    .where(and(eq(packSeries.id, id), sql`${packSeries.remaining} >= ${quantity}`))
    .returning();
  return row;
}

/**
 * Counts a purchase in the user's totals, locking their rows: the totals after (in all, and on `day`). Past the per-user
 * maximum or the daily limit the database refuses it.
 */
export async function countPurchase(tx: Transaction, series: SeriesRow, userId: number, day: string, quantity: number): Promise<{ bought: number; boughtToday: number }> {
  let bought: number | undefined;
  try {
    const [row] = await tx
      .insert(packUserCounts)
      .values({ seriesId: series.id, userId, bought: quantity, maxPerUser: series.maxPerUser })
      .onConflictDoUpdate({ target: [packUserCounts.seriesId, packUserCounts.userId], set: { bought: sql`${packUserCounts.bought} + excluded.bought` } })
      .returning({ bought: packUserCounts.bought });
    bought = row?.bought;
  } catch (error) {
    if (isViolation(error, PgErrorCode.CHECK_VIOLATION, USER_MAX_CONSTRAINT)) throw new AppError('MAX_PURCHASES_REACHED', { field: 'quantity' });
    throw error;
  }
  let boughtToday: number | undefined;
  try {
    const [row] = await tx
      .insert(packDailyCounts)
      .values({ seriesId: series.id, userId, day, bought: quantity, dailyLimit: series.dailyLimit })
      .onConflictDoUpdate({
        target: [packDailyCounts.seriesId, packDailyCounts.userId, packDailyCounts.day],
        set: { bought: sql`${packDailyCounts.bought} + excluded.bought` },
      })
      .returning({ bought: packDailyCounts.bought });
    boughtToday = row?.bought;
  } catch (error) {
    if (isViolation(error, PgErrorCode.CHECK_VIOLATION, DAILY_LIMIT_CONSTRAINT)) throw new AppError('DAILY_PURCHASE_LIMIT', { field: 'quantity' });
    throw error;
  }
  if (bought === undefined || boughtToday === undefined) throw new Error('the purchase count answered no row');
  return { bought, boughtToday };
}

/** What the user bought of the series in all and on `day`. */
export async function boughtBy(db: Executor, seriesId: number, userId: number, day: string): Promise<{ bought: number; boughtToday: number }> {
  const [total] = await db.select({ bought: packUserCounts.bought }).from(packUserCounts).where(and(eq(packUserCounts.seriesId, seriesId), eq(packUserCounts.userId, userId)));
  const [today] = await db
    .select({ bought: packDailyCounts.bought })
    .from(packDailyCounts)
    .where(and(eq(packDailyCounts.seriesId, seriesId), eq(packDailyCounts.userId, userId), eq(packDailyCounts.day, day)));
  return { bought: total?.bought ?? 0, boughtToday: today?.bought ?? 0 };
}

/**
 * A series (by its public id) with what a user bought of it in total and on `day`, and their reservation: what
 * `findSeries`, `boughtBy` and `findReservation` answer, in one statement.
 */
export async function seriesWithMine(
  db: Executor,
  publicId: string,
  userId: number,
  day: string,
): Promise<{ series: SeriesRow; bought: number; boughtToday: number; reservation: ReservationRow | null } | undefined> {
  const [row] = await db
    .select({ series: packSeries, bought: packUserCounts.bought, boughtToday: packDailyCounts.bought, reservation: packReservations })
    .from(packSeries)
    .leftJoin(packUserCounts, and(eq(packUserCounts.seriesId, packSeries.id), eq(packUserCounts.userId, userId)))
    .leftJoin(packDailyCounts, and(eq(packDailyCounts.seriesId, packSeries.id), eq(packDailyCounts.userId, userId), eq(packDailyCounts.day, day)))
    .leftJoin(packReservations, and(eq(packReservations.seriesId, packSeries.id), eq(packReservations.userId, userId)))
    .where(eq(packSeries.publicId, publicId));
  return row && { series: row.series, bought: row.bought ?? 0, boughtToday: row.boughtToday ?? 0, reservation: row.reservation };
}

export async function insertPurchase(tx: Transaction, purchase: Omit<typeof packPurchases.$inferInsert, 'id'>): Promise<PurchaseRow> {
  const [row] = await tx.insert(packPurchases).values(purchase).returning();
  if (!row) throw new Error('the purchase insert answered no row');
  return row;
}

export async function purchasesOf(db: Executor, seriesId: number, userId: number): Promise<PurchaseRow[]> {
  return db.select().from(packPurchases).where(and(eq(packPurchases.seriesId, seriesId), eq(packPurchases.userId, userId))).orderBy(desc(packPurchases.id));
}

/** The packs of purchases and what each opened one revealed (player, name and rarity). */
export async function packsAndReveals(db: Executor, cardIds: number[]) {
  if (cardIds.length === 0) return { packs: new Map<number, typeof cards.$inferSelect>(), openings: new Map<number, string[]>(), revealed: new Map<string, { playerId: number; name: string; rarity: Rarity }>() };
  const packs = await db.select().from(cards).where(inArray(cards.id, cardIds));
  const openings = await db.select().from(cardOpenings).where(inArray(cardOpenings.cardId, cardIds));
  const tokenIds = openings.flatMap((opening) => opening.revealed);
  const revealedRows = tokenIds.length
    ? await db.select({ tokenId: cards.tokenId, playerId: cards.playerId, name: players.name, rarity: cards.rarity }).from(cards).leftJoin(players, eq(players.id, cards.playerId)).where(inArray(cards.tokenId, tokenIds))
    : [];
  return {
    packs: new Map(packs.map((pack) => [pack.id, pack])),
    openings: new Map(openings.map((opening) => [opening.cardId, opening.revealed])),
    revealed: new Map(revealedRows.map((row) => [row.tokenId, { playerId: row.playerId ?? 0, name: row.name ?? '', rarity: row.rarity ?? 'common' }])),
  };
}

export async function reservationsOf(db: Executor, seriesId: number): Promise<ReservationRow[]> {
  return db.select().from(packReservations).where(eq(packReservations.seriesId, seriesId)).orderBy(asc(packReservations.position));
}

export async function findReservation(db: Executor, seriesId: number, userId: number): Promise<ReservationRow | undefined> {
  const [row] = await db.select().from(packReservations).where(and(eq(packReservations.seriesId, seriesId), eq(packReservations.userId, userId)));
  return row;
}

export async function countReservations(db: Executor, seriesId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(packReservations).where(eq(packReservations.seriesId, seriesId));
  return row?.n ?? 0;
}

export async function insertReservation(tx: Transaction, reservation: typeof packReservations.$inferInsert): Promise<ReservationRow> {
  const [row] = await tx.insert(packReservations).values(reservation).returning();
  if (!row) throw new Error('the reservation insert answered no row');
  return row;
}

/** Sets a reservation's state and what it won (the drawing). */
export async function setReservation(tx: Transaction, seriesId: number, userId: number, set: Partial<Pick<ReservationRow, 'state' | 'won'>>): Promise<void> {
  await tx.update(packReservations).set(set).where(and(eq(packReservations.seriesId, seriesId), eq(packReservations.userId, userId)));
}

/** Once the seed is revealed, the drawn reservations become won or lost. */
export async function settleReservations(tx: Transaction, seriesId: number): Promise<void> {
  await tx
    .update(packReservations)
    .set({ state: sql`CASE WHEN ${packReservations.won} > 0 THEN 'won' ELSE 'lost' END` })
    .where(and(eq(packReservations.seriesId, seriesId), eq(packReservations.state, 'drawing')));
}

/** Players a pack can pull (the whole catalog), paged, with their club. */
export async function pullablePlayers(db: Executor, offset: number, limit: number) {
  const [total] = await db.select({ n: count() }).from(players);
  const rows = await db
    .select({ id: players.id, name: players.name, club: clubs.name, position: players.position })
    .from(players)
    .innerJoin(clubs, eq(clubs.id, players.clubId))
    .orderBy(asc(players.id))
    .limit(limit)
    .offset(offset);
  return { rows, total: total?.n ?? 0 };
}

export async function playerWithClub(db: Executor, playerId: number) {
  const [row] = await db.select({ player: players, club: clubs.name }).from(players).innerJoin(clubs, eq(clubs.id, players.clubId)).where(eq(players.id, playerId));
  return row;
}

/** Collectible cards of a player minted so far, by rarity. */
export async function pulledOf(db: Executor, playerId: number): Promise<Map<Rarity, number>> {
  const rows = await db
    .select({ rarity: cardSupply.rarity, minted: cardSupply.minted })
    .from(cardSupply)
    .where(and(eq(cardSupply.family, 'collectible'), eq(cardSupply.playerId, playerId)));
  return new Map(rows.map((row) => [row.rarity, row.minted]));
}

export async function lockPurchaseOfOrder(tx: Transaction, orderId: number): Promise<PurchaseRow | undefined> {
  const [row] = await tx.select().from(packPurchases).where(eq(packPurchases.orderId, orderId)).for('update');
  return row;
}

export async function setPurchase(tx: Transaction, id: number, set: Partial<Pick<PurchaseRow, 'cardIds' | 'status'>>): Promise<void> {
  await tx.update(packPurchases).set(set).where(eq(packPurchases.id, id));
}

/**
 * Gives a held purchase's packs back: out of the user's counts (of its day), then into the supply — the order every sale
 * locks them in.
 */
export async function returnPurchase(tx: Transaction, purchase: PurchaseRow, day: string): Promise<void> {
  await tx
    .update(packUserCounts)
    .set({ bought: sql`${packUserCounts.bought} - ${purchase.quantity}` })
    .where(and(eq(packUserCounts.seriesId, purchase.seriesId), eq(packUserCounts.userId, purchase.userId)));
  await tx
    .update(packDailyCounts)
    .set({ bought: sql`${packDailyCounts.bought} - ${purchase.quantity}` })
    .where(and(eq(packDailyCounts.seriesId, purchase.seriesId), eq(packDailyCounts.userId, purchase.userId), eq(packDailyCounts.day, day)));
  await tx.update(packSeries).set({ remaining: sql`${packSeries.remaining} + ${purchase.quantity}` }).where(eq(packSeries.id, purchase.seriesId));
}
