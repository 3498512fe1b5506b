import { bigint, bigserial, integer, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/0030_staking.sql.
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const amount = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' });

export const cardStakes = pgTable('card_stakes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  cardId: bigint('card_id', { mode: 'number' }).notNull(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  power: integer('power').notNull(),
  stakedAt: at('staked_at').notNull(),
  unstakedAt: at('unstaked_at'),
  frozenUntil: at('frozen_until'),
  releasedAt: at('released_at'),
});
export type CardStakeRow = typeof cardStakes.$inferSelect;

export const goalStakes = pgTable('goal_stakes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  amount: amount('amount').notNull(),
  stakedAt: at('staked_at').notNull(),
  unlocksAt: at('unlocks_at').notNull(),
});
export type GoalStakeRow = typeof goalStakes.$inferSelect;

export const airdropRounds = pgTable('airdrop_rounds', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  pool: amount('pool').notNull(),
  startsAt: at('starts_at').notNull(),
  endsAt: at('ends_at').notNull(),
  settledAt: at('settled_at'),
  totalPower: bigint('total_power', { mode: 'number' }),
  recipients: integer('recipients'),
  paid: amount('paid'),
  createdAt: at('created_at').notNull(),
});
export type AirdropRoundRow = typeof airdropRounds.$inferSelect;
