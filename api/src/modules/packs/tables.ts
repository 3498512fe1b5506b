import { bigint, bigserial, date, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { LotsRule, PackKind, ReservationState } from '@fc/shared/contracts';

// Mirrors migrations/0020_packs.sql and 0041_lots_fair.sql.
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const amount = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' });

export const packSeries = pgTable('pack_series', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  publicId: text('public_id').notNull(),
  kind: text('kind').$type<PackKind>().notNull(),
  supply: integer('supply').notNull(),
  remaining: integer('remaining').notNull(),
  priceTmt: amount('price_tmt').notNull(),
  priceUsd: amount('price_usd').notNull(),
  maxPerUser: integer('max_per_user').notNull(),
  dailyLimit: integer('daily_limit').notNull(),
  lots: integer('lots').notNull(),
  exhibitionAt: at('exhibition_at').notNull(),
  reservationAt: at('reservation_at').notNull(),
  drawingAt: at('drawing_at').notNull(),
  beforeSaleAt: at('before_sale_at').notNull(),
  onSaleAt: at('on_sale_at').notNull(),
  endAt: at('end_at').notNull(),
  seed: text('seed').notNull(),
  hashPublishedAt: at('hash_published_at'),
  drawnAt: at('drawn_at'),
  revealedAt: at('revealed_at'),
  createdAt: at('created_at').notNull(),
  lotsRule: text('lots_rule').$type<LotsRule>().notNull().default('fair'),
  lotsListHash: text('lots_list_hash'),
});

export const packReservations = pgTable(
  'pack_reservations',
  {
    seriesId: bigint('series_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    position: integer('position').notNull(),
    entry: text('entry').notNull(),
    quantity: integer('quantity').notNull(),
    state: text('state').$type<ReservationState>().notNull(),
    won: integer('won').notNull().default(0),
    createdAt: at('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.seriesId, table.userId] })],
);

export const packUserCounts = pgTable(
  'pack_user_counts',
  {
    seriesId: bigint('series_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    bought: integer('bought').notNull(),
    maxPerUser: integer('max_per_user').notNull(),
  },
  (table) => [primaryKey({ columns: [table.seriesId, table.userId] })],
);

export const packDailyCounts = pgTable(
  'pack_daily_counts',
  {
    seriesId: bigint('series_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    bought: integer('bought').notNull(),
    dailyLimit: integer('daily_limit').notNull(),
  },
  (table) => [primaryKey({ columns: [table.seriesId, table.userId, table.day] })],
);

export const packPurchases = pgTable('pack_purchases', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  publicId: text('public_id').notNull(),
  seriesId: bigint('series_id', { mode: 'number' }).notNull(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  quantity: integer('quantity').notNull(),
  currency: text('currency').$type<'TMT' | 'USD'>().notNull(),
  cost: amount('cost').notNull(),
  cardIds: bigint('card_ids', { mode: 'number' }).array().notNull(),
  createdAt: at('created_at').notNull(),
  orderId: bigint('order_id', { mode: 'number' }),
  status: text('status').$type<'held' | 'delivered' | 'released'>().notNull().default('delivered'),
});
