import fp from 'fastify-plugin';
import Stripe from 'stripe';
import { API_BASE, ApiPaths, OPEN_ORDER_STATUSES } from '@fc/shared/contracts';
import type { DelayedJob } from '../../jobs/runner';
import { addMs } from '../../lib/time';
import { ensureAppSecret } from '../system';
import {
  ORDER_TIMEOUT_JOB,
  SANDBOX_WEBHOOK_BACKOFF_S,
  SANDBOX_WEBHOOK_JOB,
  SANDBOX_WEBHOOK_MAX_ATTEMPTS,
  SANDBOX_WEBHOOK_SECRET_NAME,
  SIGNATURE_HEADER,
} from './constants';
import { timeOutOrder } from './lifecycle';
import type { PaymentProvider } from './provider';
import * as repo from './repository';
import { createSandboxProvider, type SandboxProvider } from './sandbox-provider';
import { createStripeProvider } from './stripe-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** Add funds' provider (Stripe when configured, else the sandbox, else none) and the sandbox when it serves. */
    payments: { provider: PaymentProvider | null; sandbox: SandboxProvider | null };
  }
}

/** The key of an order's timeout run. */
export const orderTimeoutKey = (orderId: string) => `order:${orderId}`;
/** The key of one delivery attempt of a sandbox webhook. */
export const sandboxDeliveryKey = (eventId: string, attempt: number) => `${eventId}#${attempt}`;

/** Seconds before the attempt after `attempt` (1-based). */
export function webhookBackoffS(attempt: number): number {
  return SANDBOX_WEBHOOK_BACKOFF_S[Math.min(attempt, SANDBOX_WEBHOOK_BACKOFF_S.length) - 1] ?? 0;
}

interface DeliveryData {
  eventId: string;
  attempt: number;
}

/**
 * The providers, and the delayed jobs of orders: `order-timeout` (an unpaid order times out at its expiry, once per
 * order) and `sandbox-webhook` (one attempt to deliver a sandbox webhook; the next attempt, after a backoff, is queued
 * before this one is sent, and finds the event delivered when this one was answered).
 */
export default fp(
  async (app) => {
    const settings = app.config.payments;
    let sandbox: SandboxProvider | null = null;
    if (settings.sandbox) {
      // The stripe package is used offline here: signing and verifying webhooks, never an API call.
      const offline = new Stripe('sk_test_sandbox_offline');
      sandbox = createSandboxProvider({
        db: app.db,
        now: app.now,
        webhookSecret: `whsec_${await ensureAppSecret(app.db, SANDBOX_WEBHOOK_SECRET_NAME)}`,
        stripe: offline,
        queueWebhook: async (eventId) => {
          await app.jobs.sendAt(SANDBOX_WEBHOOK_JOB, sandboxDeliveryKey(eventId, 1), app.now(), { eventId, attempt: 1 } satisfies DeliveryData);
        },
      });
    }
    const provider: PaymentProvider | null = settings.stripe ? createStripeProvider(settings.stripe) : sandbox;
    app.decorate('payments', { provider, sandbox });

    const orderTimeout: DelayedJob = {
      name: ORDER_TIMEOUT_JOB,
      // The provider's checkout is closed first (a network call for Stripe), so it cannot be paid after the timeout.
      async prepare({ data }) {
        const order = await repo.findOrder(app.db, String(data.orderId));
        if (order?.paymentId && OPEN_ORDER_STATUSES.includes(order.status) && provider?.name === order.provider) {
          await provider.expireCheckout(order.paymentId).catch((error: unknown) => app.log.warn({ err: error, order: order.publicId }, 'expiring a checkout failed'));
        }
        return {};
      },
      async run({ tx, data, now }) {
        const order = await repo.lockOrder(tx, String(data.orderId));
        return { timedOut: order ? await timeOutOrder(tx, order, now) : false };
      },
    };
    app.jobs.defineDelayed(orderTimeout);

    if (!sandbox) return;
    const signer = sandbox;
    const delivery: DelayedJob = {
      name: SANDBOX_WEBHOOK_JOB,
      async prepare({ data, now }) {
        const { eventId, attempt } = data as unknown as DeliveryData;
        const webhook = await repo.findSandboxWebhook(app.db, eventId);
        if (!webhook || webhook.deliveredAt) return { sent: false };
        if (attempt < SANDBOX_WEBHOOK_MAX_ATTEMPTS) {
          const next: DeliveryData = { eventId, attempt: attempt + 1 };
          await app.jobs.sendAt(SANDBOX_WEBHOOK_JOB, sandboxDeliveryKey(eventId, next.attempt), addMs(now, webhookBackoffS(attempt) * 1000), { ...next });
        }
        // Through the API's own HTTP pipeline (raw body, signature check) without needing a reachable address.
        const answer = await app.inject({
          method: 'POST',
          url: `${API_BASE}${ApiPaths.paymentWebhook}`,
          payload: webhook.payload,
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signer.sign(webhook.payload, now) },
        });
        let r: unknown = null;
        try {
          r = answer.json<{ r?: unknown }>().r;
        } catch {
          r = null;
        }
        return { sent: true, status: answer.statusCode, delivered: answer.statusCode >= 200 && answer.statusCode < 300 && r === 0 };
      },
      async run({ tx, data, now, prepared }) {
        if (prepared.sent !== true) return { sent: false };
        await repo.recordSandboxDelivery(tx, String(data.eventId), { status: Number(prepared.status), delivered: prepared.delivered === true, at: now });
        return prepared;
      },
    };
    app.jobs.defineDelayed(delivery);
  },
  { name: 'fc-payments', dependencies: ['fc-jobs', 'fc-db', 'fc-config'] },
);
