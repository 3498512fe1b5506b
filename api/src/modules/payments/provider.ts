import type Stripe from 'stripe';
import type { PaymentProviderName } from '@fc/shared/contracts';

/** A checkout to create at the provider for one order. */
export interface CheckoutRequest {
  orderId: string;
  /** USD base units (cents). */
  amount: bigint;
  currency: 'USD';
  description: string;
  /** Where the provider sends the browser back, paid or not (absolute, or a path on this site for the sandbox). */
  returnUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  language: 'en' | 'ko';
}

export interface Checkout {
  /** The provider's payment id: a checkout session (`cs_…`). */
  paymentId: string;
  /** Where the browser goes to pay. */
  redirectUrl: string;
}

/** What a webhook says happened, once verified; only a trigger: the amount and status are read from the provider. */
export interface ProviderEvent {
  id: string;
  type: string;
  kind: 'paid' | 'failed' | 'ignored';
  /** The order named in the payment's metadata. */
  orderId: string | null;
  /** The checkout session it is about, when the event names one (a failed payment intent does not). */
  paymentId: string | null;
  /** The provider's reason for a failure (`card_declined`, …). */
  failure: string | null;
}

/** The provider's own record of a payment: the only source of a paid amount. */
export interface ProviderPayment {
  paymentId: string;
  orderId: string | null;
  status: 'open' | 'paid' | 'failed' | 'expired';
  amount: bigint;
  currency: string;
}

/** A webhook whose signature or body does not verify. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** The one interface add funds and orders use: the local sandbox and Stripe both implement it. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Stripe's publishable key, null for the sandbox. */
  readonly publishableKey: string | null;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Verifies the signature over the raw body (at the app clock's `now`) and reads the event; throws WebhookSignatureError. */
  parseWebhook(rawBody: string, signature: string | undefined, now: Date): ProviderEvent;
  /** The payment as the provider records it (never the webhook's word); null when it knows no such payment. */
  fetchPayment(paymentId: string): Promise<ProviderPayment | null>;
  /** Closes an open checkout (order cancelled or timed out) so it cannot be paid any more; best effort. */
  expireCheckout(paymentId: string): Promise<void>;
}

/** Seconds a webhook's signature stays valid (Stripe's default tolerance). */
export const WEBHOOK_TOLERANCE_S = 300;

/**
 * A verified Stripe-format event → what add funds acts on. The sandbox sends the same events, so this one mapping
 * serves both providers.
 */
export function providerEventOf(event: Stripe.Event): ProviderEvent {
  const base = { id: event.id, type: event.type };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      // A completed session with a delayed method (bank debit) is not paid yet: its async event says so later.
      const kind = session.payment_status === 'paid' ? 'paid' : 'ignored';
      return { ...base, kind, orderId: session.metadata?.orderId ?? session.client_reference_id ?? null, paymentId: session.id, failure: null };
    }
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = event.data.object;
      return {
        ...base,
        kind: 'failed',
        orderId: session.metadata?.orderId ?? session.client_reference_id ?? null,
        paymentId: session.id,
        failure: event.type === 'checkout.session.expired' ? 'expired' : 'async_payment_failed',
      };
    }
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      return {
        ...base,
        kind: 'failed',
        orderId: intent.metadata?.orderId ?? null,
        paymentId: intent.metadata?.checkoutSessionId ?? null,
        failure: intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code ?? 'payment_failed',
      };
    }
    default:
      return { ...base, kind: 'ignored', orderId: null, paymentId: null, failure: null };
  }
}
