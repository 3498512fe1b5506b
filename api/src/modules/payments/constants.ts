import { ORDER_TIMEOUT_MINUTES, RECHARGE_MAX_USD, RECHARGE_MIN_USD, toBaseUnits } from '@fc/shared/contracts';

/** An unpaid order times out after 30 minutes (DOMAIN.md "Scheduled work"). [spec, ours] */
export const ORDER_TIMEOUT_MS = ORDER_TIMEOUT_MINUTES * 60 * 1000;

/** Add funds' bounds in USD base units (SPEC §5: 10 to 100,000 USD). */
export const RECHARGE_MIN = toBaseUnits('USD', String(RECHARGE_MIN_USD));
export const RECHARGE_MAX = toBaseUnits('USD', String(RECHARGE_MAX_USD));

/** 1 point per whole USD of a fulfilled order (DOMAIN.md "Chains, payments and resources"). [ours] */
export const POINTS_PER_USD = 1n;
export const USD_BASE_UNITS = toBaseUnits('USD', '1');

/** The merchant an order names (SPEC §3 "Order": merchant). [ours] */
export const MERCHANT_NAME = 'FC Collectibles';

/** The delayed job that times an unpaid order out, keyed `order:<orderId>`. */
export const ORDER_TIMEOUT_JOB = 'order-timeout';
/** The delayed job that delivers one of the sandbox's webhooks, keyed `<eventId>#<attempt>`. */
export const SANDBOX_WEBHOOK_JOB = 'sandbox-webhook';

/**
 * Seconds before each retry of a sandbox webhook the API did not accept (after the first attempt, the second, …):
 * a backoff like Stripe's, shortened for a local sandbox. The last entry repeats until SANDBOX_WEBHOOK_MAX_ATTEMPTS. [ours]
 */
export const SANDBOX_WEBHOOK_BACKOFF_S = [10, 60, 5 * 60, 30 * 60, 2 * 60 * 60, 6 * 60 * 60] as const;
export const SANDBOX_WEBHOOK_MAX_ATTEMPTS = 12;

/** The sandbox's test cards (Stripe's usual numbers) and what each does. [ours] */
export const SANDBOX_CARDS = {
  '4242424242424242': 'success',
  '4000000000000002': 'decline',
  '4000002760003184': 'three_d_secure',
} as const;
export type SandboxCardOutcome = (typeof SANDBOX_CARDS)[keyof typeof SANDBOX_CARDS];

/** The app secret the sandbox signs its webhooks with (app_secrets), prefixed like Stripe's `whsec_`. */
export const SANDBOX_WEBHOOK_SECRET_NAME = 'payment_sandbox_webhook';

/** What a fulfilled order's ledger rows name (`ref`): the statement's pages link it to the order. */
export { ORDER_LEDGER_REF_PREFIX } from '@fc/shared/contracts';

/** The header Stripe (and the sandbox) sign webhooks in. */
export const SIGNATURE_HEADER = 'stripe-signature';

/** The demo account's add-funds record (a fulfilled order, /recharge/detail): whole USD. [ours] */
export const DEMO_RECHARGE_USD = '100';
/** How long before the seed the demo's orders were created (their payment arrived at the seed's moment). [ours] */
export const DEMO_ORDER_AGE_MS = 3 * 60 * 1000;
