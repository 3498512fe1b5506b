import { DEFAULT_TMT_USD_RATE, parseTmtRate, quoteBuyTmt, toBaseUnits } from '@fc/shared/contracts';
import type { SeedContext } from '../../lib/seed-context';
import { publicId } from '../../lib/crypto';
import { addMs, utcDay } from '../../lib/time';
import { orderRef, type OrderRow, seedPaidOrder, seedPendingOrder } from '../payments';
import { LedgerReason, applyLedgerEntry } from '../wallet';
import { DEMO_TMT_ORDERS } from './constants';
import * as repo from './repository';

/**
 * The demo's buy-TMT orders, at the default rate (the demo is fixed data; TMT_USD_RATE prices new orders): one paid
 * with its TMT credited, one awaiting payment, which holds its USD of the day like any open order.
 */
export async function seedBuyTmt(context: SeedContext): Promise<void> {
  const { tx, now, demoUserId } = context;
  const rate = parseTmtRate(DEFAULT_TMT_USD_RATE);
  if (rate === null) throw new Error('the default TMT rate does not parse');
  const priced = (usd: string) => quoteBuyTmt({ currency: 'USD', amount: toBaseUnits('USD', usd) }, rate);
  const purchaseOf = (usd: string) => {
    const quote = priced(usd);
    return { kind: 'buy_tmt' as const, currency: 'USD' as const, amount: quote.usd.toString(), tmt: quote.tmt.toString(), rate: rate.toString(), returnPath: null };
  };
  const record = (order: OrderRow, tmt: bigint, status: 'held' | 'credited') =>
    repo.insertPurchase(tx, {
      publicId: publicId(),
      userId: demoUserId,
      source: 'card',
      orderId: order.id,
      usd: order.amount,
      tmt,
      rate,
      day: utcDay(order.createdAt),
      status,
      createdAt: order.createdAt,
      creditedAt: status === 'credited' ? now : null,
    });

  const paid = priced(DEMO_TMT_ORDERS.paidUsd);
  await seedPaidOrder(context, purchaseOf(DEMO_TMT_ORDERS.paidUsd), async (order) => {
    await record(order, paid.tmt, 'credited');
    await applyLedgerEntry(tx, { userId: demoUserId, currency: 'TMT', delta: paid.tmt, reason: LedgerReason.buyTmt, ref: orderRef(order) }, now);
  });
  const pending = await seedPendingOrder(context, purchaseOf(DEMO_TMT_ORDERS.pendingUsd), addMs(now, DEMO_TMT_ORDERS.pendingWaitMs));
  await record(pending, priced(DEMO_TMT_ORDERS.pendingUsd).tmt, 'held');
}
