import { bigint, bigserial, boolean, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Currency, GrantSource } from '@fc/shared/contracts';

// Mirrors migrations/0011_grants.sql.
const amount = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' });

export const grants = pgTable('grants', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  source: text('source').$type<GrantSource>().notNull(),
  currency: text('currency').$type<Currency>().notNull(),
  amount: amount('amount').notNull(),
  claimed: amount('claimed').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
  durationS: integer('duration_s').notNull(),
  trial: boolean('trial').notNull(),
  ref: text('ref').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});
