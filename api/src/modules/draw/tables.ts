import { bigint, bigserial, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/0031_draw.sql.
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const amount = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' });

export const drawCommitments = pgTable('draw_commitments', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  seed: text('seed').notNull(),
  seedHash: text('seed_hash').notNull(),
  nonce: integer('nonce').notNull(),
  createdAt: at('created_at').notNull(),
});
export type CommitmentRow = typeof drawCommitments.$inferSelect;

export const draws = pgTable('draws', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  requestId: text('request_id'),
  nonce: integer('nonce').notNull(),
  seed: text('seed').notNull(),
  seedHash: text('seed_hash').notNull(),
  tier: integer('tier').notNull(),
  multiplierBp: integer('multiplier_bp').notNull(),
  price: amount('price').notNull(),
  reward: amount('reward').notNull(),
  inviterId: bigint('inviter_id', { mode: 'number' }),
  inviterReward: amount('inviter_reward'),
  createdAt: at('created_at').notNull(),
});
export type DrawRow = typeof draws.$inferSelect;
export type NewDrawRow = typeof draws.$inferInsert;
