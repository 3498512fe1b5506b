/**
 * Add funds and orders: the seed's /payPay/sdkConfig, /payPay/initSdkOrder, /payPay/initCapsOrder, /payPay/orders,
 * /payPay/orderDetail, and ours: /payPay/cancelOrder and buying TMT (/payTmt/…). The provider's webhook
 * (/payPay/webhook) and the sandbox's checkout pages are not JSON calls and have no payload here.
 */
import { Type, type Static } from 'typebox';
import { BUY_TMT_CURRENCIES, TMT_RATE_PATTERN } from './buy-tmt-constants';
import { PACK_KINDS } from './cards-constants';
import { MAX_PAGE, MAX_PAGE_SIZE } from './messages';
import { AMOUNT_PATTERN } from './money';
import { ORDER_KINDS, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_PROVIDERS } from './payments-constants';
import { RETURN_PATH_PATTERN } from './paths';
import { EmptyBody, STRICT, StringEnum } from './schema';

const AmountSchema = Type.String({ pattern: AMOUNT_PATTERN, maxLength: 78 });
/** An order's public id. */
const OrderId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

/** /payPay/sdkConfig — which provider serves the checkout, its public configuration and the amount limits. */
export const PaymentSdkConfigRequest = EmptyBody;
export type PaymentSdkConfigRequest = Static<typeof PaymentSdkConfigRequest>;
export const PaymentSdkConfigResponse = Type.Object({
  /** Null when no provider is configured (production without Stripe): add funds is closed. */
  provider: Type.Union([StringEnum(PAYMENT_PROVIDERS), Type.Null()]),
  /** Stripe's publishable key when configured; null for the sandbox. */
  publishableKey: Type.Union([Type.String(), Type.Null()]),
  currency: Type.Literal('USD'),
  /** Limits and quick amounts in USD base units (cents). */
  minAmount: AmountSchema,
  maxAmount: AmountSchema,
  quickAmounts: Type.Array(AmountSchema),
  methods: Type.Array(StringEnum(PAYMENT_METHODS)),
  merchant: Type.String(),
  /** Minutes an order waits for its payment. */
  timeoutMinutes: Type.Integer(),
});
export type PaymentSdkConfigResponse = Static<typeof PaymentSdkConfigResponse>;

/** /payPay/initSdkOrder — a new add-funds order of `amount` USD base units (cents), 10–100,000 USD, and its checkout. */
export const InitSdkOrderRequest = Type.Object({ amount: AmountSchema, method: Type.Optional(StringEnum(PAYMENT_METHODS)) }, STRICT);
export type InitSdkOrderRequest = Static<typeof InitSdkOrderRequest>;
/** Where the browser goes to pay: the provider's checkout. */
export const CheckoutResponse = Type.Object({ orderId: Type.String(), redirectUrl: Type.String() });
export type CheckoutResponse = Static<typeof CheckoutResponse>;

/** /payPay/initCapsOrder — pay an open order again: a new checkout at the provider for the same order. */
export const InitCapsOrderRequest = Type.Object({ orderId: OrderId }, STRICT);
export type InitCapsOrderRequest = Static<typeof InitCapsOrderRequest>;

/** What an order bought; for add funds, the USD credited and the points that come with it; for card packs, the packs too. */
export const OrderPurchase = Type.Object({
  kind: StringEnum(ORDER_KINDS),
  currency: Type.Literal('USD'),
  amount: AmountSchema,
  points: AmountSchema,
  /** A card-pack order: the series, its kind and how many packs (the packs arrive in the collection once fulfilled). */
  pack: Type.Optional(Type.Object({ seriesId: Type.String(), packKind: StringEnum(PACK_KINDS), quantity: Type.Integer() })),
  /** A buy-TMT order: the TMT it credits (base units) and the rate it was priced at (USD per TMT). */
  tmt: Type.Optional(Type.Object({ amount: AmountSchema, usdPerTmt: Type.String({ pattern: TMT_RATE_PATTERN }) })),
});
export type OrderPurchase = Static<typeof OrderPurchase>;

export const OrderSummary = Type.Object({
  orderId: Type.String(),
  kind: StringEnum(ORDER_KINDS),
  status: StringEnum(ORDER_STATUSES),
  /** USD base units (cents). */
  amount: AmountSchema,
  currency: Type.Literal('USD'),
  method: StringEnum(PAYMENT_METHODS),
  /** Unix seconds. */
  createdAt: Type.Integer(),
});
export type OrderSummary = Static<typeof OrderSummary>;

export const OrderView = Type.Object({
  ...OrderSummary.properties,
  /** The provider's payment (checkout session) id; null until a checkout exists. */
  paymentId: Type.Union([Type.String(), Type.Null()]),
  provider: StringEnum(PAYMENT_PROVIDERS),
  merchant: Type.String(),
  bought: OrderPurchase,
  /** Why the payment failed (the provider's code), when it did. */
  failure: Type.Union([Type.String(), Type.Null()]),
  /** Unix seconds: when an open order times out; when it was paid and fulfilled. */
  expiresAt: Type.Integer(),
  paidAt: Type.Union([Type.Integer(), Type.Null()]),
  fulfilledAt: Type.Union([Type.Integer(), Type.Null()]),
  canRetry: Type.Boolean(),
  canCancel: Type.Boolean(),
  /**
   * Paid after it had closed, when what it bought was no longer available (the packs sold out, today's TMT limit
   * reached): its USD was credited to the wallet instead.
   */
  refunded: Type.Boolean(),
  /** The add-funds record (`/recharge/detail/{rechargeId}`) once fulfilled: the order's own id. */
  rechargeId: Type.Union([Type.String(), Type.Null()]),
  /** The server's clock, unix seconds (the countdown to `expiresAt`). */
  now: Type.Integer(),
});
export type OrderView = Static<typeof OrderView>;

/** /payPay/orders — the user's orders, newest first, optionally of one status. */
export const OrdersRequest = Type.Object(
  {
    status: Type.Optional(StringEnum(ORDER_STATUSES)),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
  },
  STRICT,
);
export type OrdersRequest = Static<typeof OrdersRequest>;
export const OrdersResponse = Type.Object({ list: Type.Array(OrderSummary), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() });
export type OrdersResponse = Static<typeof OrdersResponse>;

/** /payPay/orderDetail and /payPay/cancelOrder (cancel an open order). */
export const OrderDetailRequest = Type.Object({ orderId: OrderId }, STRICT);
export type OrderDetailRequest = Static<typeof OrderDetailRequest>;
export const CancelOrderRequest = OrderDetailRequest;
export type CancelOrderRequest = OrderDetailRequest;

/** The webhook's answer to the provider. */
export const PaymentWebhookResponse = Type.Object({ received: Type.Boolean(), duplicate: Type.Boolean() });
export type PaymentWebhookResponse = Static<typeof PaymentWebhookResponse>;

/** The sandbox's hosted checkout (GET, HTML): its session and the page's language. */
export const SandboxCheckoutQuery = Type.Object(
  { session: Type.String({ minLength: 1, maxLength: 100 }), lang: Type.Optional(StringEnum(['en', 'ko'] as const)) },
  STRICT,
);
export type SandboxCheckoutQuery = Static<typeof SandboxCheckoutQuery>;
/** The sandbox's card form (an HTML form, urlencoded). */
export const SandboxPayForm = Type.Object({ ...SandboxCheckoutQuery.properties, card: Type.String({ maxLength: 40 }) }, STRICT);
export type SandboxPayForm = Static<typeof SandboxPayForm>;
/** The sandbox's 3-D Secure step (an HTML form, urlencoded). */
export const SandboxConfirmForm = Type.Object({ ...SandboxCheckoutQuery.properties, outcome: StringEnum(['approve', 'fail'] as const) }, STRICT);
export type SandboxConfirmForm = Static<typeof SandboxConfirmForm>;

/** The USD balance or a card order buys TMT for an amount stated in USD (what to spend) or in TMT (what to get). */
const BuyTmtAmount = {
  currency: StringEnum(BUY_TMT_CURRENCIES),
  /** Base units of `currency`. */
  amount: AmountSchema,
};

/** /payTmt/sdkConfig — the provider, the operator's rate, the limits and what is left of today's. */
export const BuyTmtConfigRequest = EmptyBody;
export type BuyTmtConfigRequest = Static<typeof BuyTmtConfigRequest>;
export const BuyTmtConfigResponse = Type.Object({
  /** Null when no provider is configured: buying by card is closed (from the USD balance still works). */
  provider: Type.Union([StringEnum(PAYMENT_PROVIDERS), Type.Null()]),
  /** USD per TMT, a decimal (`0.1`). */
  usdPerTmt: Type.String({ pattern: TMT_RATE_PATTERN }),
  /** Per order and per UTC day, USD base units (cents). */
  minUsd: AmountSchema,
  maxUsd: AmountSchema,
  dailyUsd: AmountSchema,
  /** What today's card orders (open, paid) and conversions took, and what is left. */
  usedTodayUsd: AmountSchema,
  leftTodayUsd: AmountSchema,
  /** Unix seconds: the next 00:00 UTC, when the daily limit starts again. */
  resetsAt: Type.Integer(),
  quickAmounts: Type.Array(AmountSchema),
  methods: Type.Array(StringEnum(PAYMENT_METHODS)),
  merchant: Type.String(),
  timeoutMinutes: Type.Integer(),
});
export type BuyTmtConfigResponse = Static<typeof BuyTmtConfigResponse>;

/**
 * /payTmt/initSdkOrder — a buy-TMT order and its checkout. `returnPath` (a path on this site) rides along to the order
 * page the provider sends the browser back to, which offers it once the TMT arrives.
 */
export const BuyTmtOrderRequest = Type.Object(
  { ...BuyTmtAmount, method: Type.Optional(StringEnum(PAYMENT_METHODS)), returnPath: Type.Optional(Type.String({ pattern: RETURN_PATH_PATTERN, maxLength: 512 })) },
  STRICT,
);
export type BuyTmtOrderRequest = Static<typeof BuyTmtOrderRequest>;

/** /payTmt/fromUsd — TMT bought from the USD balance: the USD debited and the TMT credited at once. */
export const BuyTmtFromUsdRequest = Type.Object(BuyTmtAmount, STRICT);
export type BuyTmtFromUsdRequest = Static<typeof BuyTmtFromUsdRequest>;
export const BuyTmtFromUsdResponse = Type.Object({
  purchaseId: Type.String(),
  /** USD paid and TMT credited, base units, and the rate. */
  usd: AmountSchema,
  tmt: AmountSchema,
  usdPerTmt: Type.String({ pattern: TMT_RATE_PATTERN }),
  /** The balances after. */
  balances: Type.Object({ USD: AmountSchema, TMT: AmountSchema }),
  leftTodayUsd: AmountSchema,
});
export type BuyTmtFromUsdResponse = Static<typeof BuyTmtFromUsdResponse>;
