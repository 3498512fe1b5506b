import { fromBaseUnits, OPEN_ORDER_STATUSES, type OrderKind, type OrderStatus } from '@fc/shared/contracts';
import type { Transaction } from '../../db/client';
import { MessageKind, deliverMessage } from '../messages';
import { LedgerReason, applyLedgerEntry } from '../wallet';
import { ORDER_LEDGER_REF_PREFIX, POINTS_PER_USD, USD_BASE_UNITS } from './constants';
import type { ProviderEvent, ProviderPayment } from './provider';
import * as repo from './repository';

/**
 * What another domain does with the orders of its kind (card packs, TMT): deliver what a paid order bought, in the
 * paying transaction, and give back what an order held when it closes unpaid. Registered once in app.ts, like the
 * ledger hooks, so this module imports no domain that sells through it. `fulfil` answers `refunded` when what the order
 * bought was no longer available and it credited the order's USD to the wallet instead.
 */
export interface OrderKindHandler {
  fulfil(tx: Transaction, order: repo.OrderRow, now: Date): Promise<void | 'refunded'>;
  release(tx: Transaction, order: repo.OrderRow, now: Date): Promise<void>;
}
const handlers = new Map<Exclude<OrderKind, 'add_funds'>, OrderKindHandler>();

export function registerOrderKind(kind: Exclude<OrderKind, 'add_funds'>, handler: OrderKindHandler): void {
  handlers.set(kind, handler);
}

function handlerOf(kind: OrderKind): OrderKindHandler | null {
  if (kind === 'add_funds') return null;
  const handler = handlers.get(kind);
  if (!handler) throw new Error(`no handler for orders of kind ${kind}`);
  return handler;
}

/** An order that closed unpaid (failed, timed out, cancelled) gives back what it held. */
export async function releaseOrder(tx: Transaction, order: repo.OrderRow, now: Date): Promise<void> {
  await handlerOf(order.kind)?.release(tx, order, now);
}

/** What the ledger rows of an order name. */
export function orderRef(order: Pick<repo.OrderRow, 'publicId'>): string {
  return `${ORDER_LEDGER_REF_PREFIX}${order.publicId}`;
}

/** The points an order of `amount` USD base units earns: 1 per whole USD. */
export function pointsFor(amount: bigint): bigint {
  return (amount / USD_BASE_UNITS) * POINTS_PER_USD;
}

/**
 * A payment the provider reports paid may close an order that is not open any more (payment failed on an earlier
 * card, timed out or cancelled while the holder was paying): the money was taken, so it is delivered. Only an order
 * already paid is never paid again.
 */
const PAYABLE: readonly OrderStatus[] = ['new', 'success', 'failed', 'timeout', 'cancelled'];

export type PaymentOutcome = 'paid' | 'already_paid' | 'not_paid' | 'amount_mismatch' | 'unknown_payment';

/** Why the provider's record of a payment does not pay this order; null when it does. */
function mismatch(order: repo.OrderRow, payment: ProviderPayment | null): Exclude<PaymentOutcome, 'paid' | 'already_paid'> | null {
  if (!payment || payment.orderId !== order.publicId) return 'unknown_payment';
  if (payment.status !== 'paid') return 'not_paid';
  if (payment.currency !== order.currency || payment.amount !== order.amount) return 'amount_mismatch';
  return null;
}

/** The "order paid" message of a fulfilled order: TMT bought says the TMT; anything else (and a refund) the USD. */
function paidMessage(order: repo.OrderRow, refunded: boolean, points: bigint) {
  const params = { amount: fromBaseUnits('USD', order.amount), points: points.toString(), orderId: order.publicId };
  if (order.purchase.kind === 'buy_tmt' && !refunded) {
    return { kind: MessageKind.tmtOrderPaid, params: { ...params, tmt: fromBaseUnits('TMT', BigInt(order.purchase.tmt)) } };
  }
  return { kind: MessageKind.orderPaid, params };
}

/**
 * Pays a locked order from the provider's own record of the payment (never the webhook's amount), then fulfils it in
 * the same transaction: add funds credits the USD, another kind's handler delivers what it bought, 1 point per whole
 * USD comes with either (ledger rows), and the owner gets the "order paid" message; the new balances reach the navbar
 * through the ledger's live events.
 */
export async function payOrder(tx: Transaction, order: repo.OrderRow, payment: ProviderPayment | null, now: Date): Promise<PaymentOutcome> {
  if (order.status === 'paid' || order.status === 'fulfilled') return 'already_paid';
  const refusal = mismatch(order, payment);
  if (refusal) return refusal;
  const paid = await repo.moveOrder(tx, order.id, PAYABLE, { status: 'paid', paidAt: now, failure: null, paymentId: payment?.paymentId ?? order.paymentId, updatedAt: now });
  if (!paid) throw new Error(`order ${order.publicId} changed under its row lock`);
  const ref = orderRef(order);
  const points = pointsFor(order.amount);
  const handler = handlerOf(order.kind);
  // The handler sees the order as it was (its status before paying says whether it had closed and released its hold).
  const refunded = handler ? (await handler.fulfil(tx, order, now)) === 'refunded' : false;
  if (!handler) await applyLedgerEntry(tx, { userId: order.userId, currency: 'USD', delta: order.amount, reason: LedgerReason.addFunds, ref }, now);
  if (points > 0n) await applyLedgerEntry(tx, { userId: order.userId, currency: 'POINTS', delta: points, reason: LedgerReason.orderPoints, ref }, now);
  if (!(await repo.moveOrder(tx, order.id, ['paid'], { status: 'fulfilled', fulfilledAt: now, refunded, updatedAt: now }))) {
    throw new Error(`order ${order.publicId} left paid under its row lock`);
  }
  await deliverMessage(tx, { userId: order.userId, ...paidMessage(order, refunded, points), now });
  return 'paid';
}

/**
 * A failure the provider reports closes an open order as payment failed. A failure of an earlier checkout than the
 * order's current one (the holder retried) changes nothing.
 */
export async function failOrder(tx: Transaction, order: repo.OrderRow, event: ProviderEvent, now: Date): Promise<'failed' | 'stale' | 'closed'> {
  if (event.paymentId && order.paymentId && event.paymentId !== order.paymentId) return 'stale';
  const failed = await repo.moveOrder(tx, order.id, OPEN_ORDER_STATUSES, { status: 'failed', failure: event.failure ?? 'payment_failed', updatedAt: now });
  if (failed) await releaseOrder(tx, failed, now);
  return failed ? 'failed' : 'closed';
}

/** Times a locked order out when it is still unpaid (the order-timeout job). */
export async function timeOutOrder(tx: Transaction, order: repo.OrderRow, now: Date): Promise<boolean> {
  const timedOut = await repo.moveOrder(tx, order.id, OPEN_ORDER_STATUSES, { status: 'timeout', updatedAt: now });
  if (timedOut) await releaseOrder(tx, timedOut, now);
  return timedOut !== undefined;
}
