import { bigint, bigserial, boolean, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { OrderKind, OrderStatus, PackKind, PaymentMethod, PaymentProviderName } from '@fc/shared/contracts';

// Mirrors migrations/0016_payments.sql (and the kinds and `refunded` of 0020 and 0032).
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const amount = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' });

/**
 * What an order buys; add funds: USD base units credited to the wallet; card packs: `quantity` packs of a series; buy
 * TMT: `tmt` base units at `rate` (millionths of a USD per TMT), and the page on this site the buyer came from, which
 * the order page offers once the TMT arrives. `amount` is always the USD paid.
 */
export type OrderPurchaseRecord =
  | { kind: 'add_funds'; currency: 'USD'; amount: string }
  | { kind: 'card_pack'; currency: 'USD'; amount: string; seriesId: string; packKind: PackKind; quantity: number }
  | { kind: 'buy_tmt'; currency: 'USD'; amount: string; tmt: string; rate: string; returnPath: string | null };

export const orders = pgTable('orders', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  publicId: text('public_id').notNull(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  kind: text('kind').$type<OrderKind>().notNull(),
  status: text('status').$type<OrderStatus>().notNull(),
  currency: text('currency').$type<'USD'>().notNull(),
  amount: amount('amount').notNull(),
  purchase: jsonb('purchase').$type<OrderPurchaseRecord>().notNull(),
  provider: text('provider').$type<PaymentProviderName>().notNull(),
  method: text('method').$type<PaymentMethod>().notNull(),
  paymentId: text('payment_id'),
  failure: text('failure'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  paidAt: at('paid_at'),
  fulfilledAt: at('fulfilled_at'),
  refunded: boolean('refunded').notNull().default(false),
});

export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    orderId: bigint('order_id', { mode: 'number' }),
    outcome: text('outcome').notNull(),
    receivedAt: at('received_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

export type SandboxPaymentStatus = 'open' | 'requires_action' | 'paid' | 'failed' | 'expired';

export const sandboxPayments = pgTable('sandbox_payments', {
  id: text('id').primaryKey(),
  orderPublicId: text('order_public_id').notNull(),
  amount: amount('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status').$type<SandboxPaymentStatus>().notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  cardLast4: text('card_last4'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

export const sandboxWebhooks = pgTable('sandbox_webhooks', {
  eventId: text('event_id').primaryKey(),
  payload: text('payload').notNull(),
  attempts: integer('attempts').notNull(),
  lastStatus: integer('last_status'),
  createdAt: at('created_at').notNull(),
  deliveredAt: at('delivered_at'),
});
