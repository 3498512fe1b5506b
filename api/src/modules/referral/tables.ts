import { bigint, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/0017_codes_referral.sql.
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const amount = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' });

export const referralConsumption = pgTable('referral_consumption', {
  friendId: bigint('friend_id', { mode: 'number' }).primaryKey(),
  inviterId: bigint('inviter_id', { mode: 'number' }).notNull(),
  consumed: amount('consumed').notNull(),
  rewarded: amount('rewarded').notNull(),
  updatedAt: at('updated_at').notNull(),
});

export const referralRewards = pgTable('referral_rewards', {
  ledgerId: bigint('ledger_id', { mode: 'number' }).primaryKey(),
  inviterId: bigint('inviter_id', { mode: 'number' }).notNull(),
  friendId: bigint('friend_id', { mode: 'number' }).notNull(),
  consumed: amount('consumed').notNull(),
  reward: amount('reward').notNull(),
  grantId: bigint('grant_id', { mode: 'number' }),
  createdAt: at('created_at').notNull(),
});
