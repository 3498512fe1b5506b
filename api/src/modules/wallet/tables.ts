import { bigint, bigserial, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { Currency } from '@fc/shared/contracts';

// Mirrors migrations/0004_wallet.sql. Amounts are numeric(78,0) base units, bigint in TypeScript.
const amount = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' });

export const ledger = pgTable('ledger', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  currency: text('currency').$type<Currency>().notNull(),
  delta: amount('delta').notNull(),
  balanceAfter: amount('balance_after').notNull(),
  reason: text('reason').notNull(),
  ref: text('ref'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const balances = pgTable(
  'balances',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    amount: amount('amount').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.currency] })],
);
