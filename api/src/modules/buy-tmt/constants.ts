import { BUY_TMT_DAILY_USD, BUY_TMT_MAX_USD, BUY_TMT_MIN_USD, ORDER_TIMEOUT_MINUTES, toBaseUnits } from '@fc/shared/contracts';

/**
 * Buying TMT's limits in USD base units (DOMAIN.md "Wallet and payments": 10 to 1,000 USD per order, 5,000 USD per
 * account and UTC day). What counts toward the day: every purchase created that UTC day that is `held` (a card order
 * still open) or `credited` (a paid order, a conversion from the USD balance); a card order that fails, times out or is
 * cancelled is `released` and stops counting. The sum is taken under the account's row lock, so concurrent orders and
 * conversions take turns and together never pass the limit.
 */
export const BUY_TMT_MIN = toBaseUnits('USD', String(BUY_TMT_MIN_USD));
export const BUY_TMT_MAX = toBaseUnits('USD', String(BUY_TMT_MAX_USD));
export const BUY_TMT_DAILY = toBaseUnits('USD', String(BUY_TMT_DAILY_USD));

/** The purchases that count toward the day's limit. */
export const COUNTING_STATUSES = ['held', 'credited'] as const;

/** What a conversion's two ledger rows name (`ref`): tmt:<purchase public id>. A card order's rows name the order. */
export const TMT_PURCHASE_REF_PREFIX = 'tmt:';

/** One day, for the next reset of the daily limit at 00:00 UTC. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo account's buy-TMT orders: one paid (its TMT credited), one awaiting payment for an order's usual 30 minutes
 * from the seed (then it times out like any other: an unpaid order never waits longer). [ours]
 */
export const DEMO_TMT_ORDERS = { paidUsd: '25', pendingUsd: '10', pendingWaitMs: ORDER_TIMEOUT_MINUTES * 60 * 1000 } as const;
