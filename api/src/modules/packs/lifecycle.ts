import { drawSeriesLots } from '@fc/shared/fair';
import type { PackPeriod } from '@fc/shared/contracts';
import type { Database, Executor, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { publicId } from '../../lib/crypto';
import { utcDay } from '../../lib/time';
import { mintCard, type CardRow } from '../cards';
import { orderRef, type OrderRow } from '../payments';
import { LedgerReason, applyLedgerEntry } from '../wallet';
import { PACK_LEDGER_REF_PREFIX } from './constants';
import * as repo from './repository';
import { periodAt } from './rules';

export interface PackPurchase {
  purchase: repo.PurchaseRow;
  tokenIds: string[];
  balance: bigint;
  /** The series after the purchase and the buyer's part in it. */
  series: repo.SeriesRow;
  bought: number;
  boughtToday: number;
  reservation: repo.ReservationRow | null;
}

/** A series and the user's part in it, as read without a lock before a sale's transaction, and the period then. */
type SaleView = NonNullable<Awaited<ReturnType<typeof repo.seriesWithMine>>> & { period: PackPeriod };

/**
 * Buys packs with TMT: the refusals the series and the user's totals tell are answered from one read, without a
 * transaction (a sold-out storm writes and locks nothing); then, in one transaction, the user's totals are counted, the
 * TMT debited (ledger), the packs minted to the buyer and the purchase written, and the supply is taken last, so that
 * the series' row, which every buyer of the series waits on, is held for one statement and the commit. Any refusal
 * throws and the transaction writes nothing.
 */
export async function buyWithTmt(db: Database, request: { userId: number; seriesId: string; quantity: number; now: Date }): Promise<PackPurchase> {
  const { userId, quantity, now } = request;
  const view = await saleView(db, request);
  return db.transaction(async (tx) => {
    const counted = await countForSale(tx, view, request);
    const cost = view.series.priceTmt * BigInt(quantity);
    const purchaseId = publicId();
    const ref = `${PACK_LEDGER_REF_PREFIX}${purchaseId}`;
    const balance = await applyLedgerEntry(tx, { userId, currency: 'TMT', delta: -cost, reason: LedgerReason.packPurchase, ref }, now);
    const packs = await mintPacks(tx, view.series, userId, quantity, now, ref);
    // Written once, delivered: nothing can see it before the packs are minted in this transaction.
    const purchase = await repo.insertPurchase(tx, { publicId: purchaseId, seriesId: view.series.id, userId, quantity, currency: 'TMT', cost, cardIds: packs.map((pack) => pack.id), createdAt: now, status: 'delivered' });
    const series = await takeSupplyLast(tx, view.series.id, quantity);
    return { purchase, tokenIds: packs.map((pack) => pack.tokenId), balance, series, ...counted, reservation: view.reservation };
  });
}

/**
 * The series and the user's part in it, read without a lock, and the refusals they tell: the period must sell (winners
 * of the lots drawing up to what they won before the sale, everyone on sale), the supply must hold the packs and the
 * user's totals stay within the per-user maximum and the daily limit. What others change meanwhile (the supply, the
 * totals) is checked again by the statements that take them.
 */
async function saleView(db: Executor, request: { userId: number; seriesId: string; quantity: number; now: Date }): Promise<SaleView> {
  const { userId, quantity, now } = request;
  const view = await repo.seriesWithMine(db, request.seriesId, userId, utcDay(now));
  if (!view) throw new AppError('NOT_FOUND', { field: 'seriesId' });
  const { series, bought, boughtToday } = view;
  const period = periodAt(repo.periodStarts(series), now);
  if (period !== 'beforeSale' && period !== 'onSale') throw new AppError('SALE_NOT_OPEN');
  if (series.remaining < quantity) throw new AppError('PACK_SOLD_OUT', { field: 'quantity' });
  if (bought + quantity > series.maxPerUser) throw new AppError('MAX_PURCHASES_REACHED', { field: 'quantity' });
  if (boughtToday + quantity > series.dailyLimit) throw new AppError('DAILY_PURCHASE_LIMIT', { field: 'quantity' });
  if (period === 'beforeSale') {
    const won = series.revealedAt ? (view.reservation?.won ?? 0) : 0;
    if (won === 0) throw new AppError('NOT_A_LOTS_WINNER');
    if (bought + quantity > won) throw new AppError('MAX_PURCHASES_REACHED', { field: 'quantity' });
  }
  return { ...view, period };
}

/**
 * Counts a sale in the user's totals (locking their rows): the database refuses it past the per-user maximum or the
 * daily limit, and before the sale it may not pass what the lots won. The totals after.
 */
async function countForSale(tx: Transaction, view: SaleView, request: { userId: number; quantity: number; now: Date }): Promise<{ bought: number; boughtToday: number }> {
  const counted = await repo.countPurchase(tx, view.series, request.userId, utcDay(request.now), request.quantity);
  if (view.period === 'beforeSale' && counted.bought > (view.reservation?.won ?? 0)) throw new AppError('MAX_PURCHASES_REACHED', { field: 'quantity' });
  return counted;
}

/**
 * Takes the packs from the series' supply, the last statement of a sale: the series' row is every buyer's, so it is
 * locked for the shortest time, and always after the buyer's own rows (totals, balance), the one order every path
 * locks them in. Sold out when fewer are left.
 */
async function takeSupplyLast(tx: Transaction, seriesId: number, quantity: number): Promise<repo.SeriesRow> {
  const series = await repo.takeSupply(tx, seriesId, quantity);
  if (!series) throw new AppError('PACK_SOLD_OUT', { field: 'quantity' });
  return series;
}

/** Mints `quantity` packs of the series to the buyer (cards of family `pack`, through the cards module). */
async function mintPacks(tx: Transaction, series: repo.SeriesRow, userId: number, quantity: number, now: Date, ref: string): Promise<CardRow[]> {
  const packs = [];
  for (let n = 0; n < quantity; n += 1) packs.push(await mintCard(tx, userId, { family: 'pack', kind: series.kind }, now, ref));
  return packs;
}

/** Mints a held purchase's packs to its buyer and marks it delivered. */
async function deliver(tx: Transaction, series: repo.SeriesRow, purchase: repo.PurchaseRow, now: Date, ref: string): Promise<void> {
  const packs = await mintPacks(tx, series, purchase.userId, purchase.quantity, now, ref);
  await repo.setPurchase(tx, purchase.id, { cardIds: packs.map((pack) => pack.id), status: 'delivered' });
}

/** A card-pack order being created: takes the supply and the limits like a TMT purchase, held until the order closes. */
export async function holdPackOrder(tx: Transaction, order: OrderRow, now: Date): Promise<void> {
  const { purchase } = order;
  if (purchase.kind !== 'card_pack') throw new Error(`order ${order.publicId} buys no packs`);
  const request = { userId: order.userId, seriesId: purchase.seriesId, quantity: purchase.quantity, now };
  const view = await saleView(tx, request);
  const { series } = view;
  if (series.priceUsd * BigInt(purchase.quantity) !== order.amount) throw new Error(`order ${order.publicId} does not cost its packs' price`);
  await countForSale(tx, view, request);
  await repo.insertPurchase(tx, {
    publicId: publicId(),
    seriesId: series.id,
    userId: order.userId,
    quantity: purchase.quantity,
    currency: 'USD',
    cost: order.amount,
    cardIds: [],
    createdAt: now,
    orderId: order.id,
    status: 'held',
  });
  await takeSupplyLast(tx, series.id, purchase.quantity);
}

/** A card-pack order closed unpaid: its held packs go back to the supply and out of the buyer's counts, once. */
export async function releasePackOrder(tx: Transaction, order: OrderRow): Promise<void> {
  const purchase = await repo.lockPurchaseOfOrder(tx, order.id);
  if (purchase?.status !== 'held') return;
  await repo.returnPurchase(tx, purchase, utcDay(purchase.createdAt));
  await repo.setPurchase(tx, purchase.id, { status: 'released' });
}

/**
 * A card-pack order paid: its held packs are minted, once. An order paid after it had closed (the provider took the
 * money late) takes its packs again if the supply still has them and the buyer's totals allow them, whatever the
 * period; if not, its USD is credited to the wallet instead.
 */
export async function fulfilPackOrder(tx: Transaction, order: OrderRow, now: Date): Promise<void | 'refunded'> {
  const purchase = await repo.lockPurchaseOfOrder(tx, order.id);
  if (!purchase) throw new Error(`order ${order.publicId} holds no packs`);
  if (purchase.status === 'delivered') return;
  const series = await repo.findSeriesById(tx, purchase.seriesId);
  const ref = orderRef(order);
  if (purchase.status === 'released' && !(await takeAgain(tx, series, purchase, now))) {
    await applyLedgerEntry(tx, { userId: purchase.userId, currency: 'USD', delta: order.amount, reason: LedgerReason.packOrderRefund, ref }, now);
    return 'refunded';
  }
  await deliver(tx, series, purchase, now, ref);
}

/** A released purchase's packs counted and taken again, as a sale takes them (a savepoint undoes both if either refuses). */
async function takeAgain(tx: Transaction, series: repo.SeriesRow, purchase: repo.PurchaseRow, now: Date): Promise<boolean> {
  try {
    await tx.transaction(async (savepoint) => {
      await repo.countPurchase(savepoint, series, purchase.userId, utcDay(now), purchase.quantity);
      await takeSupplyLast(savepoint, series.id, purchase.quantity);
    });
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/** Reserves packs while the reservation is open (before the lots are drawn): one reservation per user, up to the maximum. */
export async function reserve(tx: Transaction, request: { userId: number; seriesId: string; quantity: number; now: Date }): Promise<repo.ReservationRow> {
  const { userId, quantity, now } = request;
  const series = await repo.lockSeries(tx, request.seriesId);
  if (periodAt(repo.periodStarts(series), now) !== 'reservation' || series.drawnAt) throw new AppError('RESERVATION_NOT_OPEN');
  if (quantity > series.maxPerUser) throw new AppError('MAX_PURCHASES_REACHED', { field: 'quantity' });
  if (await repo.findReservation(tx, series.id, userId)) throw new AppError('ALREADY_RESERVED');
  const position = (await repo.countReservations(tx, series.id)) + 1;
  return repo.insertReservation(tx, { seriesId: series.id, userId, position, entry: publicId(), quantity, state: 'reserved', won: 0, createdAt: now });
}

/**
 * Does the side effects of the periods a locked series has reached, each once (its column marks it done): the
 * reservation opens → the seed's hash is published; the drawing starts → the list is closed and the lots are drawn
 * by the series' rule (`fair`: the seed with the list's hash as player seed, nonce 0, purpose `lots`; the hash is
 * stored with the drawing) over the reservations in position order and each is `drawing`; the sale before the public opens → the seed is revealed and
 * each reservation is won or lost.
 */
export async function advanceSeries(tx: Transaction, series: repo.SeriesRow, now: Date): Promise<string[]> {
  const done: string[] = [];
  const starts = repo.periodStarts(series);
  if (!series.hashPublishedAt && now >= starts.reservation) {
    await repo.markSeries(tx, series.id, { hashPublishedAt: now });
    done.push('hash');
  }
  if (!series.drawnAt && now >= starts.drawing) {
    const entries = await repo.reservationsOf(tx, series.id);
    const { won, playerSeed } = drawSeriesLots(series.lotsRule, series.seed, entries, series.lots);
    for (const [index, entry] of entries.entries()) await repo.setReservation(tx, series.id, entry.userId, { state: 'drawing', won: won[index] ?? 0 });
    await repo.markSeries(tx, series.id, { drawnAt: now, lotsListHash: playerSeed });
    done.push('draw');
  }
  if (!series.revealedAt && now >= starts.beforeSale) {
    await repo.settleReservations(tx, series.id);
    await repo.markSeries(tx, series.id, { revealedAt: now });
    done.push('reveal');
  }
  return done;
}

/** The job's work: every series with a side effect due. */
export async function runPackPeriods(tx: Transaction, now: Date): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const series of await repo.lockSeriesToAdvance(tx)) {
    const done = await advanceSeries(tx, series, now);
    if (done.length > 0) result[series.publicId] = done;
  }
  return result;
}
