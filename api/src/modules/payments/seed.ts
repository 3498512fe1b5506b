import { paths, toBaseUnits } from '@fc/shared/contracts';
import type { SeedContext } from '../../lib/seed-context';
import { publicId } from '../../lib/crypto';
import { addMs } from '../../lib/time';
import { LedgerReason, applyLedgerEntry } from '../wallet';
import { DEMO_ORDER_AGE_MS, DEMO_RECHARGE_USD, ORDER_TIMEOUT_MS } from './constants';
import { orderRef, pointsFor } from './lifecycle';
import * as repo from './repository';

/**
 * A paid order of the demo account as the webhook leaves one: created a few minutes before `now`, paid and fulfilled
 * at `now` with its ledger rows (what it bought, by the caller, and 1 point per whole USD). No "order paid" message: the
 * demo's message box keeps its two messages.
 */
export async function seedPaidOrder(
  { tx, now, demoUserId }: SeedContext,
  purchase: repo.OrderRow['purchase'],
  deliver: (order: repo.OrderRow) => Promise<void>,
): Promise<repo.OrderRow> {
  const createdAt = new Date(now.getTime() - DEMO_ORDER_AGE_MS);
  const order = await repo.insertOrder(tx, {
    publicId: publicId(),
    userId: demoUserId,
    kind: purchase.kind,
    status: 'fulfilled',
    currency: 'USD',
    amount: BigInt(purchase.amount),
    purchase,
    provider: 'sandbox',
    method: 'card',
    paymentId: `cs_test_demo_${publicId()}`,
    createdAt,
    updatedAt: now,
    expiresAt: addMs(createdAt, ORDER_TIMEOUT_MS),
    paidAt: now,
    fulfilledAt: now,
  });
  await deliver(order);
  await applyLedgerEntry(tx, { userId: demoUserId, currency: 'POINTS', delta: pointsFor(order.amount), reason: LedgerReason.orderPoints, ref: orderRef(order) }, now);
  return order;
}

/**
 * An order of the demo account waiting for its payment (awaiting payment, its sandbox checkout open) until `expiresAt`.
 * Its timeout is not queued (the seed has no job runner): reading the demo's orders times it out once past it.
 */
export async function seedPendingOrder({ tx, now, demoUserId }: SeedContext, purchase: repo.OrderRow['purchase'], expiresAt: Date): Promise<repo.OrderRow> {
  const orderId = publicId();
  const paymentId = `cs_test_demo_${publicId()}`;
  const createdAt = new Date(now.getTime() - DEMO_ORDER_AGE_MS);
  await repo.insertSandboxPayment(tx, {
    id: paymentId,
    orderPublicId: orderId,
    amount: BigInt(purchase.amount),
    currency: 'USD',
    status: 'open',
    successUrl: paths.order(orderId),
    cancelUrl: paths.order(orderId),
    createdAt,
    updatedAt: createdAt,
  });
  return repo.insertOrder(tx, {
    publicId: orderId,
    userId: demoUserId,
    kind: purchase.kind,
    status: 'success',
    currency: 'USD',
    amount: BigInt(purchase.amount),
    purchase,
    provider: 'sandbox',
    method: 'card',
    paymentId,
    createdAt,
    updatedAt: createdAt,
    expiresAt,
  });
}

/** The demo's add-funds record: a fulfilled add-funds order, its USD in the wallet (/recharge/detail shows it). */
export async function seedPayments(context: SeedContext): Promise<void> {
  const amount = toBaseUnits('USD', DEMO_RECHARGE_USD);
  await seedPaidOrder(context, { kind: 'add_funds', currency: 'USD', amount: amount.toString() }, async (order) => {
    await applyLedgerEntry(context.tx, { userId: context.demoUserId, currency: 'USD', delta: amount, reason: LedgerReason.addFunds, ref: orderRef(order) }, context.now);
  });
}
