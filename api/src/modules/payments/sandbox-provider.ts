import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import { API_BASE, ApiPaths } from '@fc/shared/contracts';
import type { Database } from '../../db/client';
import { unixSeconds } from '../../lib/time';
import { SANDBOX_CARDS, type SandboxCardOutcome } from './constants';
import type { PaymentProvider } from './provider';
import * as repo from './repository';
import { verifyStripeWebhook } from './stripe-provider';

/** What the checkout page shows after the card form is sent. */
export type SandboxPayOutcome = 'paid' | 'failed' | 'requires_action' | 'unknown_card' | 'closed' | 'not_found';

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  session(id: string): Promise<repo.SandboxPaymentRow | undefined>;
  /** The card form: a test number pays, declines or asks for the 3-D Secure step. */
  pay(id: string, cardNumber: string): Promise<SandboxPayOutcome>;
  /** The 3-D Secure step: the holder approves or fails the authentication. */
  confirm(id: string, approve: boolean): Promise<SandboxPayOutcome>;
  /** Signs a payload as Stripe does (`Stripe-Signature`), at `now`. */
  sign(payload: string, now: Date): string;
}

export interface SandboxDeps {
  db: Database;
  now: () => Date;
  /** Signs and verifies webhooks (`whsec_…`). */
  webhookSecret: string;
  /** The stripe package, offline: its webhook signing and verification only. */
  stripe: Stripe;
  /** Queues the first delivery of an event written to sandbox_webhooks (after its transaction committed). */
  queueWebhook(eventId: string): Promise<void>;
}

/** Stripe-like ids: a prefix and 24 random characters. */
function sandboxId(prefix: string): string {
  return `${prefix}_${randomBytes(18).toString('base64url')}`;
}

/** Digits of a card number as typed (spaces and dashes allowed). */
export function cardDigits(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

function cardOutcome(cardNumber: string): SandboxCardOutcome | null {
  const digits = cardDigits(cardNumber);
  return Object.hasOwn(SANDBOX_CARDS, digits) ? SANDBOX_CARDS[digits as keyof typeof SANDBOX_CARDS] : null;
}

/** The checkout session as Stripe sends it in `checkout.session.*` events. */
function sessionObject(payment: repo.SandboxPaymentRow, status: 'paid' | 'failed') {
  return {
    id: payment.id,
    object: 'checkout.session',
    amount_total: Number(payment.amount),
    currency: payment.currency.toLowerCase(),
    client_reference_id: payment.orderPublicId,
    metadata: { orderId: payment.orderPublicId },
    mode: 'payment',
    payment_status: status === 'paid' ? 'paid' : 'unpaid',
    status: status === 'paid' ? 'complete' : 'open',
    success_url: payment.successUrl,
    cancel_url: payment.cancelUrl,
    livemode: false,
  };
}

/** The payment intent of a declined card as Stripe sends it in `payment_intent.payment_failed`. */
function failedIntentObject(payment: repo.SandboxPaymentRow, code: string) {
  return {
    id: sandboxId('pi'),
    object: 'payment_intent',
    amount: Number(payment.amount),
    currency: payment.currency.toLowerCase(),
    metadata: { orderId: payment.orderPublicId, checkoutSessionId: payment.id },
    status: 'requires_payment_method',
    last_payment_error: { type: 'card_error', code, decline_code: code === 'card_declined' ? 'generic_decline' : undefined, message: 'Your card was declined.' },
    livemode: false,
  };
}

/**
 * The local payment provider: checkout sessions in sandbox_payments, a hosted checkout page (sandbox-pages.ts) with
 * Stripe's test cards, and webhooks in Stripe's format signed with the stripe package, queued in sandbox_webhooks
 * and delivered by the job runner (jobs.ts) to /payPay/webhook, where they are verified like Stripe's.
 */
export function createSandboxProvider(deps: SandboxDeps): SandboxProvider {
  const { db, now, stripe, webhookSecret } = deps;

  /** Closes the session as paid or failed and writes the event that says so, in one transaction; then queues it. */
  async function settle(id: string, from: repo.SandboxPaymentRow['status'][], result: { status: 'paid' | 'failed'; cardLast4: string; failure?: string }): Promise<SandboxPayOutcome> {
    const at = now();
    const eventId = await db.transaction(async (tx) => {
      const payment = await repo.lockSandboxPayment(tx, id);
      if (!payment || !from.includes(payment.status)) return null;
      await repo.setSandboxPaymentStatus(tx, id, from, { status: result.status, cardLast4: result.cardLast4, updatedAt: at });
      const event = {
        id: sandboxId('evt'),
        object: 'event',
        api_version: '2025-10-29.clover',
        created: unixSeconds(at),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        ...(result.status === 'paid'
          ? { type: 'checkout.session.completed', data: { object: sessionObject(payment, 'paid') } }
          : { type: 'payment_intent.payment_failed', data: { object: failedIntentObject(payment, result.failure ?? 'card_declined') } }),
      };
      await repo.insertSandboxWebhook(tx, { eventId: event.id, payload: JSON.stringify(event), createdAt: at });
      return event.id;
    });
    if (!eventId) return 'closed';
    await deps.queueWebhook(eventId);
    return result.status;
  }

  return {
    name: 'sandbox',
    publishableKey: null,

    async createCheckout(request) {
      const id = sandboxId('cs_test');
      const at = now();
      await repo.insertSandboxPayment(db, {
        id,
        orderPublicId: request.orderId,
        amount: request.amount,
        currency: request.currency,
        status: 'open',
        successUrl: request.returnUrl,
        cancelUrl: request.cancelUrl,
        createdAt: at,
        updatedAt: at,
      });
      const query = new URLSearchParams({ session: id, lang: request.language });
      return { paymentId: id, redirectUrl: `${API_BASE}${ApiPaths.sandboxCheckout}?${query.toString()}` };
    },

    parseWebhook: (rawBody, signature, at) => verifyStripeWebhook(stripe, rawBody, signature, webhookSecret, at),

    async fetchPayment(paymentId) {
      const payment = await repo.findSandboxPayment(db, paymentId);
      if (!payment) return null;
      const status = payment.status === 'requires_action' ? 'open' : payment.status;
      return { paymentId, orderId: payment.orderPublicId, status, amount: payment.amount, currency: payment.currency };
    },

    async expireCheckout(paymentId) {
      await repo.setSandboxPaymentStatus(db, paymentId, ['open', 'requires_action'], { status: 'expired', updatedAt: now() });
    },

    session: (id) => repo.findSandboxPayment(db, id),

    async pay(id, cardNumber) {
      const payment = await repo.findSandboxPayment(db, id);
      if (!payment) return 'not_found';
      if (payment.status !== 'open') return 'closed';
      const outcome = cardOutcome(cardNumber);
      if (!outcome) return 'unknown_card';
      const cardLast4 = cardDigits(cardNumber).slice(-4);
      if (outcome === 'three_d_secure') {
        const moved = await repo.setSandboxPaymentStatus(db, id, ['open'], { status: 'requires_action', cardLast4, updatedAt: now() });
        return moved ? 'requires_action' : 'closed';
      }
      return settle(id, ['open'], outcome === 'success' ? { status: 'paid', cardLast4 } : { status: 'failed', cardLast4, failure: 'card_declined' });
    },

    async confirm(id, approve) {
      const payment = await repo.findSandboxPayment(db, id);
      if (!payment) return 'not_found';
      if (payment.status !== 'requires_action') return 'closed';
      const cardLast4 = payment.cardLast4 ?? '';
      return settle(id, ['requires_action'], approve ? { status: 'paid', cardLast4 } : { status: 'failed', cardLast4, failure: 'authentication_failed' });
    },

    sign: (payload, at) => stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret, timestamp: unixSeconds(at) }),
  };
}
