import { bigint, bigserial, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/0031_draw.sql and 0039_draw_fair.sql.
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const amount = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' });

// The commitments of the draw's own scheme, before 0039: no longer written or read, kept as they were.
export const drawCommitments = pgTable('draw_commitments', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  seed: text('seed').notNull(),
  seedHash: text('seed_hash').notNull(),
  nonce: integer('nonce').notNull(),
  createdAt: at('created_at').notNull(),
});

export const draws = pgTable('draws', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  requestId: text('request_id'),
  /** A draw from before 0039: its nonce, its own revealed seed and the commitment shown; null under the fair scheme. */
  nonce: integer('nonce'),
  seed: text('seed'),
  seedHash: text('seed_hash'),
  /** The fair pair and nonce the draw took (purpose 'draw'); null for a draw from before 0039. */
  fairPairId: bigint('fair_pair_id', { mode: 'number' }),
  fairNonce: integer('fair_nonce'),
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
