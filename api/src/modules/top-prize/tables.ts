import { bigint, integer, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/0029_top_prize.sql.
const amount = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' });

export const topPrizePayouts = pgTable('top_prize_payouts', {
  period: timestamp('period', { withTimezone: true, mode: 'date' }).primaryKey(),
  pool: amount('pool').notNull(),
  amount: amount('amount').notNull(),
  totalPower: bigint('total_power', { mode: 'number' }).notNull(),
  participants: integer('participants').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});
export type TopPrizePayoutRowDb = typeof topPrizePayouts.$inferSelect;
