import { bigint, bigserial, date, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/0032_buy_tmt.sql.
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const amount = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' });

/** How a purchase is paid: a card order (`orders`, kind buy_tmt) or the USD balance. */
export type TmtPurchaseSource = 'card' | 'usd_balance';
/** held: a card order still open · credited: the TMT is in the wallet · released: the order closed unpaid · refunded: paid late past the limit, its USD credited instead. */
export type TmtPurchaseStatus = 'held' | 'credited' | 'released' | 'refunded';

export const tmtPurchases = pgTable('tmt_purchases', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  publicId: text('public_id').notNull(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  source: text('source').$type<TmtPurchaseSource>().notNull(),
  orderId: bigint('order_id', { mode: 'number' }),
  usd: amount('usd').notNull(),
  tmt: amount('tmt').notNull(),
  rate: bigint('rate', { mode: 'bigint' }).notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  status: text('status').$type<TmtPurchaseStatus>().notNull(),
  createdAt: at('created_at').notNull(),
  creditedAt: at('credited_at'),
});
