import Stripe from 'stripe';
import type { PaymentsConfig } from '../../config';
import { providerEventOf, WEBHOOK_TOLERANCE_S, WebhookSignatureError, type PaymentProvider, type ProviderPayment } from './provider';

type StripeSettings = NonNullable<PaymentsConfig['stripe']>;

/** Verifies a Stripe-format webhook with `secret` at the app clock's `now` and maps it; shared with the sandbox. */
export function verifyStripeWebhook(stripe: Stripe, rawBody: string, signature: string | undefined, secret: string, now: Date) {
  if (!signature) throw new WebhookSignatureError('no Stripe-Signature header');
  try {
    const event = stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_S, undefined, now.getTime());
    return providerEventOf(event);
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : String(error));
  }
}

/** A Checkout Session as add funds reads it. */
export function paymentOfSession(session: Stripe.Checkout.Session): ProviderPayment {
  const status = session.payment_status === 'paid' ? 'paid' : session.status === 'expired' ? 'expired' : 'open';
  return {
    paymentId: session.id,
    orderId: session.metadata?.orderId ?? session.client_reference_id ?? null,
    status,
    amount: BigInt(session.amount_total ?? 0),
    currency: (session.currency ?? '').toUpperCase(),
  };
}

/** Stripe Checkout Sessions behind the provider interface (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET set). */
export function createStripeProvider(settings: StripeSettings, client: Stripe = new Stripe(settings.secretKey)): PaymentProvider {
  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,

    async createCheckout(request) {
      const session = await client.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: request.orderId,
          metadata: { orderId: request.orderId },
          payment_intent_data: { metadata: { orderId: request.orderId } },
          line_items: [
            {
              quantity: 1,
              price_data: { currency: request.currency.toLowerCase(), unit_amount: Number(request.amount), product_data: { name: request.description } },
            },
          ],
          success_url: request.returnUrl,
          cancel_url: request.cancelUrl,
          expires_at: Math.floor(request.expiresAt.getTime() / 1000),
          locale: request.language,
        },
      );
      if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a URL`);
      return { paymentId: session.id, redirectUrl: session.url };
    },

    parseWebhook: (rawBody, signature, now) => verifyStripeWebhook(client, rawBody, signature, settings.webhookSecret, now),

    async fetchPayment(paymentId) {
      try {
        return paymentOfSession(await client.checkout.sessions.retrieve(paymentId));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },

    async expireCheckout(paymentId) {
      const session = await client.checkout.sessions.retrieve(paymentId);
      if (session.status === 'open') await client.checkout.sessions.expire(paymentId);
    },
  };
}
