import { bigint, bigserial, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { PoolSaleCurrency } from '@fc/shared/contracts';

// Mirrors migrations/0022_pool_sale.sql.
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const amount = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' });

export const poolSales = pgTable('pool_sales', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  publicId: text('public_id').notNull(),
  currency: text('currency').$type<PoolSaleCurrency>().notNull(),
  boxes: integer('boxes').notNull(),
  reservePrice: amount('reserve_price').notNull(),
  quota: amount('quota').notNull(),
  startsAt: at('starts_at').notNull(),
  endsAt: at('ends_at').notNull(),
  totalCommitted: amount('total_committed').notNull().default(0n),
  committers: integer('committers').notNull().default(0),
  clearingPrice: amount('clearing_price'),
  boxesSold: integer('boxes_sold'),
  settledAt: at('settled_at'),
  createdAt: at('created_at').notNull(),
});

export const poolSaleCommitments = pgTable(
  'pool_sale_commitments',
  {
    saleId: bigint('sale_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    amount: amount('amount').notNull(),
    boxes: integer('boxes'),
    cost: amount('cost'),
    refund: amount('refund'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.saleId, table.userId] })],
);
