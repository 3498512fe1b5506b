import { and, asc, count, desc, eq, gte, ilike, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { MARKET_TOTAL_CAP, type ListingState, type MarketListRequest } from '@fc/shared/contracts';
import type { Database, Executor, SqlResult, Transaction } from '../../db/client';
import { preparedOnce, type Preparable, type PreparedQuery } from '../../db/prepared';
import { AppError } from '../../lib/app-error';
import { isViolation, PgErrorCode } from '../../lib/pg-errors';
import { users } from '../account';
import { players } from '../catalog';
import { containing } from '../cards';
import { packAndBoxNamesMatching } from './rules';
import { marketBids, marketCancelCounts, marketFavorites, marketListings } from './tables';

export type ListingRow = typeof marketListings.$inferSelect;
export type NewListing = Omit<typeof marketListings.$inferInsert, 'id'>;
export type BidRow = typeof marketBids.$inferSelect;

/** The index that keeps one open listing per card (migrations/0024_market.sql). */
const ONE_LISTING_PER_CARD_INDEX = 'market_listings_card_listed_idx';

export async function insertListing(tx: Transaction, listing: NewListing): Promise<ListingRow> {
  const [row] = await tx
    .insert(marketListings)
    .values(listing)
    .returning()
    .catch((error: unknown) => {
      // The seller's card row lock and the state machine refuse a listed card first; this only backs them up.
      if (isViolation(error, PgErrorCode.UNIQUE_VIOLATION, ONE_LISTING_PER_CARD_INDEX)) throw new AppError('CARD_BUSY', { field: 'tokenId' });
      throw error;
    });
  if (!row) throw new Error('the listing insert answered no row');
  return row;
}

export async function findListing(db: Database, id: number): Promise<ListingRow | undefined> {
  const [row] = await preparedOnce(db, 'fc_market_find_listing', () =>
    db.select().from(marketListings).where(eq(marketListings.id, sql.placeholder('id'))),
  ).execute({ id });
  return row;
}

/** Locks a listing's row: a buy, a bid, a cancel and the settlement of one listing wait for each other. */
export async function lockListing(tx: Transaction, id: number): Promise<ListingRow | undefined> {
  const [row] = await tx.select().from(marketListings).where(eq(marketListings.id, id)).for('update');
  return row;
}

/** Changes a listed listing; only while it is still listed (under its row lock this always holds). */
export async function updateListed(tx: Transaction, id: number, values: Partial<NewListing>): Promise<ListingRow> {
  const [row] = await tx
    .update(marketListings)
    .set(values)
    .where(and(eq(marketListings.id, id), eq(marketListings.state, 'listed')))
    .returning();
  if (!row) throw new Error(`listing ${id} changed under its row lock`);
  return row;
}

/** Auctions past their end, locked, oldest end first; rows another worker holds are left to it. */
export async function lockDueAuctions(tx: Transaction, now: Date, limit: number): Promise<ListingRow[]> {
  return tx
    .select()
    .from(marketListings)
    .where(and(eq(marketListings.state, 'listed'), eq(marketListings.saleType, 'auction'), lte(marketListings.endsAt, now)))
    .orderBy(asc(marketListings.endsAt), asc(marketListings.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function leadingBid(tx: Executor, listingId: number): Promise<BidRow | undefined> {
  const [row] = await tx.select().from(marketBids).where(and(eq(marketBids.listingId, listingId), eq(marketBids.state, 'leading')));
  return row;
}

/** Marks the listing's leading bid outbid and answers it, now outbid (none on a first bid); under the listing's row lock. */
export async function outbidLeader(tx: Transaction, listingId: number): Promise<BidRow | undefined> {
  const rows = await tx
    .update(marketBids)
    .set({ state: 'outbid' })
    .where(and(eq(marketBids.listingId, listingId), eq(marketBids.state, 'leading')))
    .returning();
  if (rows.length > 1) throw new Error(`listing ${listingId} had ${rows.length} leading bids`);
  return rows[0];
}

export async function insertBid(tx: Transaction, bid: Omit<typeof marketBids.$inferInsert, 'id'>): Promise<BidRow> {
  const [row] = await tx.insert(marketBids).values(bid).returning();
  if (!row) throw new Error('the bid insert answered no row');
  return row;
}

export async function setBidState(tx: Transaction, bidId: number, from: BidRow['state'], to: BidRow['state']): Promise<void> {
  const changed = await tx
    .update(marketBids)
    .set({ state: to })
    .where(and(eq(marketBids.id, bidId), eq(marketBids.state, from)))
    .returning({ id: marketBids.id });
  if (changed.length !== 1) throw new Error(`bid ${bidId} was not ${from}`);
}

/** At an auction's end every bid that was outbid lost. */
export async function markLost(tx: Transaction, listingId: number): Promise<void> {
  await tx.update(marketBids).set({ state: 'lost' }).where(and(eq(marketBids.listingId, listingId), eq(marketBids.state, 'outbid')));
}

/** The distinct bidders of a listing. */
export async function biddersOf(db: Executor, listingId: number): Promise<number[]> {
  const rows = await db.selectDistinct({ bidderId: marketBids.bidderId }).from(marketBids).where(eq(marketBids.listingId, listingId));
  return rows.map((row) => row.bidderId);
}

export async function bidsOf(db: Database, listingId: number): Promise<(BidRow & { nickName: string })[]> {
  const rows = await preparedOnce(db, 'fc_market_bids_of', () =>
    db
      .select({ bid: marketBids, nickName: users.nickName })
      .from(marketBids)
      .innerJoin(users, eq(users.id, marketBids.bidderId))
      .where(eq(marketBids.listingId, sql.placeholder('listingId')))
      .orderBy(desc(marketBids.id)),
  ).execute({ listingId });
  return rows.map((row) => ({ ...row.bid, nickName: row.nickName }));
}

/** Counts one more cancel of the user's UTC day and answers the day's count (the row is locked until commit). */
export async function countCancel(tx: Transaction, userId: number, day: string): Promise<number> {
  const [row] = await tx
    .insert(marketCancelCounts)
    .values({ userId, day, cancels: 1 })
    .onConflictDoUpdate({ target: [marketCancelCounts.userId, marketCancelCounts.day], set: { cancels: sql`${marketCancelCounts.cancels} + 1` } })
    .returning({ cancels: marketCancelCounts.cancels });
  if (!row) throw new Error('the cancel count answered no row');
  return row.cancels;
}

export async function cancelsOn(db: Executor, userId: number, day: string): Promise<number> {
  const [row] = await db
    .select({ cancels: marketCancelCounts.cancels })
    .from(marketCancelCounts)
    .where(and(eq(marketCancelCounts.userId, userId), eq(marketCancelCounts.day, day)));
  return row?.cancels ?? 0;
}

/**
 * The listing names `q` matches: the catalog's players (a few hundred rows) and the pack and box names. The grid then
 * filters on `name IN (…)`, which the planner can weigh from the column's statistics (a name index for a rare name, the
 * sort's index for a common one), where `ILIKE '%q%'` over the listings would be a guess and a scan.
 */
export async function namesMatching(db: Executor, q: string): Promise<string[]> {
  const rows = await db.selectDistinct({ name: players.name }).from(players).where(ilike(players.name, containing(q)));
  return [...rows.map((row) => row.name), ...packAndBoxNamesMatching(q)];
}

/** The grid's request with `q` resolved to the names it matches (`namesMatching`). */
export type ListQuery = Omit<MarketListRequest, 'q'> & { names?: string[] };

/**
 * The grid's filters: always one tab of listed items, then what the request narrows. Their values are placeholders
 * (`listValues`); which filters are set and the sort make the shape, and each shape is a statement of its own.
 */
function listFilter(request: ListQuery): SQL {
  const conditions: SQL[] = [eq(marketListings.tab, sql.placeholder('tab')), eq(marketListings.state, 'listed')];
  if (request.saleType) conditions.push(eq(marketListings.saleType, sql.placeholder('saleType')));
  if (request.rarity) conditions.push(eq(marketListings.rarity, sql.placeholder('rarity')));
  if (request.position) conditions.push(eq(marketListings.position, sql.placeholder('position')));
  if (request.priceMin) conditions.push(gte(marketListings.price, sql.placeholder('priceMin')));
  if (request.priceMax) conditions.push(lte(marketListings.price, sql.placeholder('priceMax')));
  if (request.names) conditions.push(sql`${marketListings.name} = any(${sql.placeholder('names')})`);
  return and(...conditions) as SQL;
}

/** The placeholders' values of `listFilter` (the prices as the request's decimal strings, as PostgreSQL reads them). */
function listValues(request: ListQuery): Record<string, unknown> {
  const { tab, saleType, rarity, position, priceMin, priceMax, names } = request;
  return { tab, saleType, rarity, position, priceMin, priceMax, names };
}

/**
 * The grid's statement `kind` (the parts of its name: the page's carries its sort) for the request's shape (which
 * filters `listFilter` sets), prepared once. A name search is not: PostgreSQL plans it with the names it is given
 * each time (see `namesMatching`), where a prepared statement's generic plan would guess.
 */
function gridStatement<Result>(db: Database, kind: string[], request: ListQuery, build: () => Preparable<Result>): PreparedQuery<Result> {
  if (request.names) return build().prepare('');
  const set = (['saleType', 'rarity', 'position', 'priceMin', 'priceMax'] as const).filter((key) => request[key]);
  return preparedOnce(db, ['fc_market', ...kind, ...set].join('_'), build);
}

const ORDER: Record<ListQuery['sort'], SQL[]> = {
  newest: [desc(marketListings.listedAt), desc(marketListings.id)],
  priceAsc: [asc(marketListings.price), asc(marketListings.id)],
  priceDesc: [desc(marketListings.price), desc(marketListings.id)],
  // Fixed-price listings have no end: NULLS LAST (PostgreSQL's default for ascending) puts them after the auctions.
  endingSoon: [asc(marketListings.endsAt), asc(marketListings.id)],
};

export async function listPage(db: Database, request: ListQuery, offset: number, limit: number): Promise<ListingRow[]> {
  return gridStatement(db, ['page', request.sort], request, () =>
    db
      .select()
      .from(marketListings)
      .where(listFilter(request))
      .orderBy(...ORDER[request.sort])
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  ).execute({ ...listValues(request), offset, limit });
}

/** How many listings match, counted up to MARKET_TOTAL_CAP. */
export async function countListed(db: Database, request: ListQuery): Promise<number> {
  // One statement per filter shape, whatever the sort: a count does not depend on it.
  const [row] = await gridStatement(db, ['count'], request, () => {
    const capped = db.select({ one: sql`1` }).from(marketListings).where(listFilter(request)).limit(MARKET_TOTAL_CAP).as('capped');
    return db.select({ n: count() }).from(capped);
  }).execute(listValues(request));
  return Math.min(row?.n ?? 0, MARKET_TOTAL_CAP);
}

export async function listingsOfSeller(db: Executor, sellerId: number, state: ListingState | undefined, offset: number, limit: number) {
  const where = state ? and(eq(marketListings.sellerId, sellerId), eq(marketListings.state, state)) : eq(marketListings.sellerId, sellerId);
  const [rows, [total]] = await Promise.all([
    db.select().from(marketListings).where(where).orderBy(desc(marketListings.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(marketListings).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function favoritesOf(db: Executor, userId: number, offset: number, limit: number) {
  const where = eq(marketFavorites.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ listing: marketListings })
      .from(marketFavorites)
      .innerJoin(marketListings, eq(marketListings.id, marketFavorites.listingId))
      .where(where)
      .orderBy(desc(marketFavorites.createdAt), desc(marketFavorites.listingId))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(marketFavorites).where(where),
  ]);
  return { rows: rows.map((row) => row.listing), total: total?.n ?? 0 };
}

export async function setFavorite(db: Executor, userId: number, listingId: number, on: boolean, now: Date): Promise<void> {
  if (on) await db.insert(marketFavorites).values({ userId, listingId, createdAt: now }).onConflictDoNothing();
  else await db.delete(marketFavorites).where(and(eq(marketFavorites.userId, userId), eq(marketFavorites.listingId, listingId)));
}

export async function favoriteIds(db: Executor, userId: number, listingIds: number[]): Promise<Set<number>> {
  if (listingIds.length === 0) return new Set();
  const rows = await db
    .select({ id: marketFavorites.listingId })
    .from(marketFavorites)
    .where(and(eq(marketFavorites.userId, userId), inArray(marketFavorites.listingId, listingIds)));
  return new Set(rows.map((row) => row.id));
}

export async function nickNames(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await preparedOnce(db, 'fc_market_nick_names', () =>
    db
      .select({ id: users.id, nickName: users.nickName })
      .from(users)
      .where(sql`${users.id} = any(${sql.placeholder('ids')})`),
  ).execute({ ids: [...new Set(ids)] });
  return new Map(rows.map((row) => [row.id, row.nickName]));
}

/** Completed sales of a subject since `since`, oldest first. */
export async function salesOf(db: Database, subject: string, since: Date) {
  return preparedOnce(db, 'fc_market_sales_of', () =>
    db
      .select({ at: marketListings.closedAt, price: marketListings.soldPrice })
      .from(marketListings)
      .where(and(eq(marketListings.subject, sql.placeholder('subject')), eq(marketListings.state, 'completed'), gte(marketListings.closedAt, sql.placeholder('since'))))
      .orderBy(asc(marketListings.closedAt), asc(marketListings.id)),
  ).execute({ subject, since: since.toISOString() });
}

/** The lowest price listed now for a subject, leaving out one listing (the one shown). */
export async function floorPrice(db: Database, subject: string, exceptId: number): Promise<bigint | null> {
  const [row] = await preparedOnce(db, 'fc_market_floor_price', () =>
    db
      .select({ price: marketListings.price })
      .from(marketListings)
      .where(and(eq(marketListings.subject, sql.placeholder('subject')), eq(marketListings.state, 'listed'), ne(marketListings.id, sql.placeholder('exceptId'))))
      .orderBy(asc(marketListings.price))
      .limit(1),
  ).execute({ subject, exceptId });
  return row?.price ?? null;
}

export interface HistoryRow {
  kind: 'purchase' | 'sale' | 'bid' | 'cancel';
  listing_id: string;
  amount: string;
  fee: string;
  outcome: 'leading' | 'outbid' | 'won' | 'lost' | null;
  at: Date | string;
}

/** The user's purchases, sales, bids and paid cancels, newest first (`kind` narrows). */
export async function historyOf(db: Executor, userId: number, kind: HistoryRow['kind'] | undefined, offset: number, limit: number) {
  // Each part names its columns: a part may be the whole union (`kind` asked).
  const parts: Record<HistoryRow['kind'], SQL> = {
    purchase: sql`SELECT 'purchase' AS kind, id AS listing_id, sold_price AS amount, 0::numeric AS fee, NULL::text AS outcome, closed_at AS at, id AS tie
      FROM market_listings WHERE buyer_id = ${userId} AND state = 'completed'`,
    sale: sql`SELECT 'sale' AS kind, id AS listing_id, sold_price AS amount, fee, NULL::text AS outcome, closed_at AS at, id AS tie
      FROM market_listings WHERE seller_id = ${userId} AND state = 'completed'`,
    bid: sql`SELECT 'bid' AS kind, listing_id, price AS amount, 0::numeric AS fee, state AS outcome, created_at AS at, id AS tie
      FROM market_bids WHERE bidder_id = ${userId}`,
    cancel: sql`SELECT 'cancel' AS kind, id AS listing_id, cancel_fee AS amount, 0::numeric AS fee, NULL::text AS outcome, closed_at AS at, id AS tie
      FROM market_listings WHERE seller_id = ${userId} AND state = 'cancelled' AND cancel_fee > 0`,
  };
  const chosen = kind ? [parts[kind]] : Object.values(parts);
  const union = sql.join(chosen, sql` UNION ALL `);
  const rows = await db.execute(sql`SELECT kind, listing_id::text AS listing_id, amount::text AS amount, fee::text AS fee, outcome, at
    FROM (${union}) AS history ORDER BY at DESC, tie DESC LIMIT ${limit} OFFSET ${offset}`);
  const totals = await db.execute(sql`SELECT count(*)::int AS n FROM (${union}) AS history`);
  return { rows: (rows as SqlResult).rows as unknown as HistoryRow[], total: ((totals as SqlResult).rows[0] as { n: number } | undefined)?.n ?? 0 };
}
