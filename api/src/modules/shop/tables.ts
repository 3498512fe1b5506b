import { bigint, bigserial, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { ShopArea, ShopCurrency, ShopGoodsId } from '@fc/shared/contracts';

// Mirrors migrations/0021_shop.sql.
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const amount = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' });

export const shopRotations = pgTable(
  'shop_rotations',
  {
    area: text('area').$type<'daily' | 'weekly'>().notNull(),
    periodStart: at('period_start').notNull(),
    goodsIds: text('goods_ids').array().$type<ShopGoodsId[]>().notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.area, table.periodStart] })],
);

export const shopStock = pgTable(
  'shop_stock',
  {
    goodsId: text('goods_id').$type<ShopGoodsId>().notNull(),
    stockWindow: text('stock_window').notNull(),
    stock: integer('stock').notNull(),
    sold: integer('sold').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.goodsId, table.stockWindow] })],
);

export const shopUserCounts = pgTable(
  'shop_user_counts',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    goodsId: text('goods_id').$type<ShopGoodsId>().notNull(),
    limitWindow: text('limit_window').notNull(),
    bought: integer('bought').notNull(),
    purchaseLimit: integer('purchase_limit').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.goodsId, table.limitWindow] })],
);

export const shopPurchases = pgTable('shop_purchases', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  goodsId: text('goods_id').$type<ShopGoodsId>().notNull(),
  area: text('area').$type<ShopArea>().notNull(),
  quantity: integer('quantity').notNull(),
  currency: text('currency').$type<ShopCurrency>().notNull(),
  cost: amount('cost').notNull(),
  createdAt: at('created_at').notNull(),
});
