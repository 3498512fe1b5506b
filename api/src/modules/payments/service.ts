import {
  formatTmtRate,
  fromBaseUnits,
  OPEN_ORDER_STATUSES,
  ORDER_LIST_PAGE_SIZE,
  ORDER_TIMEOUT_MINUTES,
  paths,
  PAYMENT_METHODS,
  RECHARGE_QUICK_AMOUNTS_USD,
  toBaseUnits,
  type ApiLanguage,
  type CheckoutResponse,
  type InitCapsOrderRequest,
  type InitSdkOrderRequest,
  type OrderDetailRequest,
  type OrdersRequest,
  type OrdersResponse,
  type OrderSummary,
  type OrderView,
  type PaymentSdkConfigResponse,
  type PaymentWebhookResponse,
} from '@fc/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { publicId } from '../../lib/crypto';
import { addMs, unixSeconds } from '../../lib/time';
import { MERCHANT_NAME, ORDER_TIMEOUT_MS, RECHARGE_MAX, RECHARGE_MIN } from './constants';
import { failOrder, payOrder, pointsFor, releaseOrder, timeOutOrder } from './lifecycle';
import type { PaymentProvider } from './provider';
import * as repo from './repository';

export interface PaymentsDeps {
  db: Database;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Null when no provider is configured (production without Stripe): add funds is closed. */
  provider: PaymentProvider | null;
  publicUrl: string;
  /** Queues the order's timeout at its expiry (the order-timeout delayed job). */
  scheduleTimeout(orderId: string, at: Date): Promise<void>;
}

function summary(order: repo.OrderRow): OrderSummary {
  return {
    orderId: order.publicId,
    kind: order.kind,
    status: order.status,
    amount: order.amount.toString(),
    currency: order.currency,
    method: order.method,
    createdAt: unixSeconds(order.createdAt),
  };
}

export function orderView(order: repo.OrderRow, now: Date): OrderView {
  const open = OPEN_ORDER_STATUSES.includes(order.status) && order.expiresAt > now;
  return {
    ...summary(order),
    paymentId: order.paymentId,
    provider: order.provider,
    merchant: MERCHANT_NAME,
    bought: {
      kind: order.kind,
      currency: 'USD',
      amount: order.purchase.amount,
      points: pointsFor(BigInt(order.purchase.amount)).toString(),
      ...(order.purchase.kind === 'card_pack' ? { pack: { seriesId: order.purchase.seriesId, packKind: order.purchase.packKind, quantity: order.purchase.quantity } } : {}),
      ...(order.purchase.kind === 'buy_tmt' ? { tmt: { amount: order.purchase.tmt, usdPerTmt: formatTmtRate(BigInt(order.purchase.rate)) } } : {}),
    },
    failure: order.failure,
    expiresAt: unixSeconds(order.expiresAt),
    paidAt: order.paidAt ? unixSeconds(order.paidAt) : null,
    fulfilledAt: order.fulfilledAt ? unixSeconds(order.fulfilledAt) : null,
    canRetry: open,
    canCancel: open,
    refunded: order.refunded,
    rechargeId: order.kind === 'add_funds' && order.status === 'fulfilled' ? order.publicId : null,
    now: unixSeconds(now),
  };
}

export function createPaymentsService(deps: PaymentsDeps) {
  const { db, now, provider } = deps;

  function requireProvider(): PaymentProvider {
    if (!provider) throw new AppError('OPERATION_FAILED');
    return provider;
  }

  /**
   * Where the provider sends the browser back: the order's page (a path on this site for the sandbox, absolute for
   * Stripe), with the page the buyer came from (buying TMT), which the order page offers once the order is fulfilled.
   */
  function returnUrl(order: repo.OrderRow, payments: PaymentProvider): string {
    const path = paths.order(order.publicId, (order.purchase.kind === 'buy_tmt' && order.purchase.returnPath) || undefined);
    return payments.name === 'sandbox' ? path : `${deps.publicUrl}${path}`;
  }

  /** Opens a checkout at the provider for an open order and records it as the order's payment (status success). */
  async function openCheckout(order: repo.OrderRow, language: ApiLanguage): Promise<CheckoutResponse> {
    const payments = requireProvider();
    let checkout;
    try {
      checkout = await payments.createCheckout({
        orderId: order.publicId,
        amount: order.amount,
        currency: 'USD',
        description:
          order.purchase.kind === 'buy_tmt'
            ? `${MERCHANT_NAME}: ${fromBaseUnits('TMT', BigInt(order.purchase.tmt))} TMT for ${fromBaseUnits('USD', order.amount)} USD`
            : `${MERCHANT_NAME}: ${fromBaseUnits('USD', order.amount)} USD`,
        returnUrl: returnUrl(order, payments),
        cancelUrl: returnUrl(order, payments),
        expiresAt: order.expiresAt,
        language: language === 'ko-KR' ? 'ko' : 'en',
      });
    } catch (error) {
      deps.log.error({ err: error, order: order.publicId }, 'the payment provider refused a checkout');
      await db.transaction(async (tx) => {
        const failed = await repo.moveOrder(tx, order.id, ['new'], { status: 'failed', failure: 'checkout_unavailable', updatedAt: now() });
        if (failed) await releaseOrder(tx, failed, now());
      });
      throw new AppError('PAYMENT_FAILED');
    }
    const opened = await db.transaction((tx) => repo.moveOrder(tx, order.id, OPEN_ORDER_STATUSES, { status: 'success', paymentId: checkout.paymentId, updatedAt: now() }));
    if (!opened) {
      await payments.expireCheckout(checkout.paymentId).catch((error: unknown) => deps.log.warn({ err: error }, 'expiring a checkout failed'));
      throw new AppError('ORDER_NOT_OPEN');
    }
    return { orderId: order.publicId, redirectUrl: checkout.redirectUrl };
  }

  /**
   * Times out the user's open orders past their expiry before they are read, as the order-timeout job would (the checkout
   * closed at the provider first): a backstop for a timeout that never ran (its queue lost, the demo's order).
   */
  async function timeOutExpired(userId: number): Promise<void> {
    const at = now();
    for (const order of await repo.expiredOpenOrders(db, userId, at, OPEN_ORDER_STATUSES)) {
      if (order.paymentId && provider?.name === order.provider) {
        await provider.expireCheckout(order.paymentId).catch((error: unknown) => deps.log.warn({ err: error }, 'expiring a checkout failed'));
      }
      await db.transaction(async (tx) => {
        const locked = await repo.lockOrder(tx, order.publicId);
        if (locked) await timeOutOrder(tx, locked, at);
      });
    }
  }

  async function userOrder(userId: number, orderId: string): Promise<repo.OrderRow> {
    const order = await repo.findUserOrder(db, userId, orderId);
    if (!order) throw new AppError('NOT_FOUND', { field: 'orderId' });
    return order;
  }

  return {
    timeOutExpired,

    sdkConfig(): PaymentSdkConfigResponse {
      return {
        provider: provider?.name ?? null,
        publishableKey: provider?.publishableKey ?? null,
        currency: 'USD',
        minAmount: RECHARGE_MIN.toString(),
        maxAmount: RECHARGE_MAX.toString(),
        quickAmounts: RECHARGE_QUICK_AMOUNTS_USD.map((usd) => toBaseUnits('USD', String(usd)).toString()),
        methods: [...PAYMENT_METHODS],
        merchant: MERCHANT_NAME,
        timeoutMinutes: ORDER_TIMEOUT_MINUTES,
      };
    },

    /** A new add-funds order (10–100,000 USD) and its checkout; its timeout is queued before it exists. */
    async initSdkOrder(userId: number, request: InitSdkOrderRequest, language: ApiLanguage): Promise<CheckoutResponse> {
      const payments = requireProvider();
      const amount = BigInt(request.amount);
      if (amount < RECHARGE_MIN || amount > RECHARGE_MAX) throw new AppError('RECHARGE_AMOUNT_INVALID', { field: 'amount' });
      const at = now();
      const orderId = publicId();
      const expiresAt = addMs(at, ORDER_TIMEOUT_MS);
      // Queued first: should the process stop right after the insert, the order still times out.
      await deps.scheduleTimeout(orderId, expiresAt);
      const order = await db.transaction((tx) =>
        repo.insertOrder(tx, {
          publicId: orderId,
          userId,
          kind: 'add_funds',
          status: 'new',
          currency: 'USD',
          amount,
          purchase: { kind: 'add_funds', currency: 'USD', amount: amount.toString() },
          provider: payments.name,
          method: request.method ?? 'card',
          createdAt: at,
          updatedAt: at,
          expiresAt,
        }),
      );
      return openCheckout(order, language);
    },

    /**
     * A new order of another domain's kind (card packs, TMT) and its checkout: `hold` runs in the order's transaction
     * (taking the supply and limits it needs, or refusing, in which case nothing is written); what it held is given
     * back when the order closes unpaid (the kind's handler). The timeout is queued before the order exists.
     */
    async openOrder(
      userId: number,
      request: { purchase: Exclude<repo.OrderRow['purchase'], { kind: 'add_funds' }>; method?: InitSdkOrderRequest['method'] },
      hold: (tx: Transaction, order: repo.OrderRow) => Promise<void>,
      language: ApiLanguage,
    ): Promise<CheckoutResponse> {
      const payments = requireProvider();
      const at = now();
      const orderId = publicId();
      const expiresAt = addMs(at, ORDER_TIMEOUT_MS);
      await deps.scheduleTimeout(orderId, expiresAt);
      const order = await db.transaction(async (tx) => {
        const created = await repo.insertOrder(tx, {
          publicId: orderId,
          userId,
          kind: request.purchase.kind,
          status: 'new',
          currency: 'USD',
          amount: BigInt(request.purchase.amount),
          purchase: request.purchase,
          provider: payments.name,
          method: request.method ?? 'card',
          createdAt: at,
          updatedAt: at,
          expiresAt,
        });
        await hold(tx, created);
        return created;
      });
      return openCheckout(order, language);
    },

    /** Pays an open order again: the earlier checkout is closed and a new one opened. */
    async initCapsOrder(userId: number, request: InitCapsOrderRequest, language: ApiLanguage): Promise<CheckoutResponse> {
      const payments = requireProvider();
      const order = await userOrder(userId, request.orderId);
      if (!OPEN_ORDER_STATUSES.includes(order.status) || order.expiresAt <= now() || order.provider !== payments.name) throw new AppError('ORDER_NOT_OPEN');
      if (order.paymentId) await payments.expireCheckout(order.paymentId);
      return openCheckout(order, language);
    },

    async orders(userId: number, request: OrdersRequest): Promise<OrdersResponse> {
      await timeOutExpired(userId);
      const page = request.page ?? 1;
      const pageSize = request.pageSize ?? ORDER_LIST_PAGE_SIZE;
      const [rows, total] = await Promise.all([
        repo.ordersOf(db, userId, request.status, (page - 1) * pageSize, pageSize),
        repo.countOrdersOf(db, userId, request.status),
      ]);
      return { list: rows.map(summary), total, page, pageSize };
    },

    async orderDetail(userId: number, request: OrderDetailRequest): Promise<OrderView> {
      await timeOutExpired(userId);
      return orderView(await userOrder(userId, request.orderId), now());
    },

    /** Cancels an open order; its checkout is closed at the provider so it can no longer be paid. */
    async cancel(userId: number, request: OrderDetailRequest): Promise<OrderView> {
      const order = await userOrder(userId, request.orderId);
      const at = now();
      const cancelled = await db.transaction(async (tx) => {
        const locked = await repo.lockOrder(tx, order.publicId);
        if (!locked || locked.expiresAt <= at) return undefined;
        const closed = await repo.moveOrder(tx, locked.id, OPEN_ORDER_STATUSES, { status: 'cancelled', updatedAt: at });
        if (closed) await releaseOrder(tx, closed, at);
        return closed;
      });
      if (!cancelled) throw new AppError('ORDER_NOT_OPEN');
      if (cancelled.paymentId && provider?.name === cancelled.provider) {
        await provider.expireCheckout(cancelled.paymentId).catch((error: unknown) => deps.log.warn({ err: error }, 'expiring a checkout failed'));
      }
      return orderView(cancelled, at);
    },

    /**
     * A provider's webhook: verified over the raw body, handled once per event id (payment_events), and paid only from
     * the provider's own record of the payment, read before the transaction. A bad signature throws
     * WebhookSignatureError.
     */
    async webhook(rawBody: string, signature: string | undefined): Promise<PaymentWebhookResponse> {
      const payments = requireProvider();
      const at = now();
      const event = payments.parseWebhook(rawBody, signature, at);
      if (await repo.isEventProcessed(db, payments.name, event.id)) return { received: true, duplicate: true };
      const payment = event.kind === 'paid' && event.paymentId ? await payments.fetchPayment(event.paymentId) : null;
      return db.transaction(async (tx) => {
        if (!(await repo.claimEvent(tx, { provider: payments.name, eventId: event.id, type: event.type, receivedAt: at }))) return { received: true, duplicate: true };
        const order = event.kind !== 'ignored' && event.orderId ? await repo.lockOrder(tx, event.orderId) : undefined;
        let outcome: string = event.kind === 'ignored' ? 'ignored' : 'unknown_order';
        if (order && event.kind === 'paid') outcome = await payOrder(tx, order, payment, at);
        if (order && event.kind === 'failed') outcome = await failOrder(tx, order, event, at);
        if (outcome === 'amount_mismatch' || outcome === 'unknown_payment') {
          deps.log.warn({ event: event.id, order: event.orderId, outcome }, 'a webhook did not match the provider record: the order is not paid');
        }
        await repo.recordEventOutcome(tx, payments.name, event.id, order?.id ?? null, outcome);
        return { received: true, duplicate: false };
      });
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
