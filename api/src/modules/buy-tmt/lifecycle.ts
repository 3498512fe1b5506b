import type { BuyTmtQuote } from '@fc/shared/contracts';
import type { Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { publicId } from '../../lib/crypto';
import { utcDay } from '../../lib/time';
import { lockUser } from '../account';
import { orderRef, type OrderRow } from '../payments';
import { LedgerReason, applyLedgerEntry } from '../wallet';
import { BUY_TMT_DAILY, TMT_PURCHASE_REF_PREFIX } from './constants';
import * as repo from './repository';

/**
 * Locks the account's row (purchases of one account take turns from here to the end of the transaction) and answers
 * whether `usd` more still fits the limit of `day`.
 */
async function roomFor(tx: Transaction, userId: number, day: string, usd: bigint): Promise<boolean> {
  if (!(await lockUser(tx, userId))) throw new Error(`no account ${userId}`);
  return (await repo.usedOn(tx, userId, day)) + usd <= BUY_TMT_DAILY;
}

function buyTmtPurchase(order: OrderRow) {
  if (order.purchase.kind !== 'buy_tmt') throw new Error(`order ${order.publicId} buys no TMT`);
  return order.purchase;
}

/** A buy-TMT order being created (in its transaction): it takes its USD from the day's limit, held until it closes. */
export async function holdTmtOrder(tx: Transaction, order: OrderRow, now: Date): Promise<void> {
  const purchase = buyTmtPurchase(order);
  const day = utcDay(now);
  if (!(await roomFor(tx, order.userId, day, order.amount))) throw new AppError('BUY_TMT_DAILY_LIMIT', { field: 'amount' });
  await repo.insertPurchase(tx, {
    publicId: publicId(),
    userId: order.userId,
    source: 'card',
    orderId: order.id,
    usd: order.amount,
    tmt: BigInt(purchase.tmt),
    rate: BigInt(purchase.rate),
    day,
    status: 'held',
    createdAt: now,
  });
}

/** A buy-TMT order closed unpaid (failed, timed out, cancelled): its USD stops counting toward the day, once. */
export async function releaseTmtOrder(tx: Transaction, order: OrderRow): Promise<void> {
  const purchase = await repo.lockPurchaseOfOrder(tx, order.id);
  if (purchase?.status === 'held') await repo.setPurchaseStatus(tx, purchase.id, { status: 'released' });
}

/**
 * A buy-TMT order paid (in the paying transaction, under the order's lock): its TMT is credited, once, as one ledger
 * row. An order paid after it had closed (the provider took the money late) counts toward its day again if the limit
 * still has room; if not, its USD is credited to the wallet instead, so the day's limit holds whatever happens.
 */
export async function fulfilTmtOrder(tx: Transaction, order: OrderRow, now: Date): Promise<void | 'refunded'> {
  const purchase = await repo.lockPurchaseOfOrder(tx, order.id);
  if (!purchase) throw new Error(`order ${order.publicId} holds no TMT purchase`);
  if (purchase.status === 'credited') return;
  if (purchase.status === 'refunded') return 'refunded';
  const ref = orderRef(order);
  if (purchase.status === 'released' && !(await roomFor(tx, purchase.userId, purchase.day, purchase.usd))) {
    await applyLedgerEntry(tx, { userId: purchase.userId, currency: 'USD', delta: order.amount, reason: LedgerReason.buyTmtRefund, ref }, now);
    await repo.setPurchaseStatus(tx, purchase.id, { status: 'refunded' });
    return 'refunded';
  }
  await applyLedgerEntry(tx, { userId: purchase.userId, currency: 'TMT', delta: purchase.tmt, reason: LedgerReason.buyTmt, ref }, now);
  await repo.setPurchaseStatus(tx, purchase.id, { status: 'credited', creditedAt: now });
}

export interface Conversion {
  purchase: repo.TmtPurchaseRow;
  balances: { USD: bigint; TMT: bigint };
  usedToday: bigint;
}

/**
 * TMT bought from the USD balance, in the caller's transaction, under the account's row lock: within the day's
 * limit, the USD debited and the TMT credited (two ledger rows). A USD balance short of the price is refused by the
 * ledger (BALANCE_NOT_ENOUGH) and the transaction writes nothing.
 */
export async function buyFromUsd(tx: Transaction, request: { userId: number; quote: BuyTmtQuote; rate: bigint; now: Date }): Promise<Conversion> {
  const { userId, quote, rate, now } = request;
  const day = utcDay(now);
  if (!(await roomFor(tx, userId, day, quote.usd))) throw new AppError('BUY_TMT_DAILY_LIMIT', { field: 'amount' });
  const purchase = await repo.insertPurchase(tx, {
    publicId: publicId(),
    userId,
    source: 'usd_balance',
    orderId: null,
    usd: quote.usd,
    tmt: quote.tmt,
    rate,
    day,
    status: 'credited',
    createdAt: now,
    creditedAt: now,
  });
  const ref = `${TMT_PURCHASE_REF_PREFIX}${purchase.publicId}`;
  const usd = await applyLedgerEntry(tx, { userId, currency: 'USD', delta: -quote.usd, reason: LedgerReason.buyTmtFromUsd, ref }, now);
  const tmt = await applyLedgerEntry(tx, { userId, currency: 'TMT', delta: quote.tmt, reason: LedgerReason.buyTmtFromUsd, ref }, now);
  return { purchase, balances: { USD: usd, TMT: tmt }, usedToday: await repo.usedOn(tx, userId, day) };
}
