import { bigint, bigserial, date, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { CardFamily, ListingState, MarketBidOutcome, MarketTab, Position, Rarity, SaleType } from '@fc/shared/contracts';

// Mirrors migrations/0024_market.sql.
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const amount = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' });

export const marketListings = pgTable('market_listings', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  sellerId: bigint('seller_id', { mode: 'number' }).notNull(),
  cardId: bigint('card_id', { mode: 'number' }).notNull(),
  tab: text('tab').$type<MarketTab>().notNull(),
  family: text('family').$type<Exclude<CardFamily, 'item'>>().notNull(),
  subject: text('subject').notNull(),
  saleType: text('sale_type').$type<SaleType>().notNull(),
  state: text('state').$type<ListingState>().notNull(),
  rarity: text('rarity').$type<Rarity>(),
  position: text('position').$type<Position>(),
  name: text('name').notNull(),
  startPrice: amount('start_price').notNull(),
  price: amount('price').notNull(),
  bidCount: integer('bid_count').notNull(),
  leaderId: bigint('leader_id', { mode: 'number' }),
  buyerId: bigint('buyer_id', { mode: 'number' }),
  soldPrice: amount('sold_price'),
  fee: amount('fee'),
  cancelFee: amount('cancel_fee'),
  listedAt: at('listed_at').notNull(),
  endsAt: at('ends_at'),
  closedAt: at('closed_at'),
});

export const marketBids = pgTable('market_bids', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  listingId: bigint('listing_id', { mode: 'number' }).notNull(),
  bidderId: bigint('bidder_id', { mode: 'number' }).notNull(),
  price: amount('price').notNull(),
  state: text('state').$type<MarketBidOutcome>().notNull(),
  createdAt: at('created_at').notNull(),
});

export const marketFavorites = pgTable(
  'market_favorites',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    listingId: bigint('listing_id', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.listingId] })],
);

export const marketCancelCounts = pgTable(
  'market_cancel_counts',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    cancels: integer('cancels').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);
