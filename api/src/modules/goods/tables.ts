import { bigint, bigserial, date, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { GoodsId } from '@fc/shared/contracts';

// Mirrors migrations/0017_codes_referral.sql.
const amount = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' });

export const goodsPurchases = pgTable('goods_purchases', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  goodsId: text('goods_id').$type<GoodsId>().notNull(),
  quantity: integer('quantity').notNull(),
  cost: amount('cost').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const goodsDailyCounts = pgTable(
  'goods_daily_counts',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    goodsId: text('goods_id').$type<GoodsId>().notNull(),
    /** The UTC day, YYYY-MM-DD. */
    day: date('day', { mode: 'string' }).notNull(),
    bought: integer('bought').notNull(),
    dailyLimit: integer('daily_limit').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.goodsId, table.day] })],
);
