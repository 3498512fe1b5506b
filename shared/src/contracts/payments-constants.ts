/** Orders and add funds (SPEC §4 "Order statuses", §5 "Recharge amount"): the constants the pages and the API share. */

/**
 * An order's statuses: `new` (created), `success` (waiting for payment at the provider, shown "awaiting payment"),
 * `paid`, `fulfilled` (what it bought was delivered), or `failed` (payment failed), `timeout` (unpaid for
 * ORDER_TIMEOUT_MINUTES) and `cancelled` (by its owner while open).
 */
export const ORDER_STATUSES = ['new', 'success', 'paid', 'fulfilled', 'failed', 'timeout', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses in which an order can still be paid, retried or cancelled. */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['new', 'success'];

/** What an order buys: add funds (USD into the wallet), card packs of a pack series, or TMT at the operator's rate, paid by card. */
export const ORDER_KINDS = ['add_funds', 'card_pack', 'buy_tmt'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** How an order is paid. */
export const PAYMENT_METHODS = ['card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Which payment provider serves the checkout: the local sandbox (default) or Stripe (STRIPE_* configured). */
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** An unpaid order times out after 30 minutes (DOMAIN.md "Wallet and payments"). [spec, ours] */
export const ORDER_TIMEOUT_MINUTES = 30;

/** Add funds' quick amounts in whole USD. [ours] */
export const RECHARGE_QUICK_AMOUNTS_USD = [10, 25, 50, 100, 500, 1000] as const;

/** /payPay/orders' page size unless asked. [ours] */
export const ORDER_LIST_PAGE_SIZE = 10;
