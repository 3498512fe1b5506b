import { bigint, bigserial, boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { FairPurpose } from '@fc/shared/fair';

// Mirrors migrations/0037_fair.sql.
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const fairSeedPairs = pgTable('fair_seed_pairs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  serverSeed: text('server_seed').notNull(),
  serverSeedHash: text('server_seed_hash').notNull(),
  nextServerSeed: text('next_server_seed').notNull(),
  nextServerSeedHash: text('next_server_seed_hash').notNull(),
  playerSeed: text('player_seed').notNull(),
  nextNonce: integer('next_nonce').notNull(),
  createdAt: at('created_at').notNull(),
  rotatedAt: at('rotated_at'),
});
export type SeedPairRow = typeof fairSeedPairs.$inferSelect;
export type NewSeedPairRow = typeof fairSeedPairs.$inferInsert;

export const fairOutcomes = pgTable(
  'fair_outcomes',
  {
    pairId: bigint('pair_id', { mode: 'number' }).notNull(),
    nonce: integer('nonce').notNull(),
    purpose: text('purpose').$type<FairPurpose>().notNull(),
    ref: text('ref').notNull(),
    createdAt: at('created_at').notNull(),
    // Mirrors migrations/0043_fair_pending.sql: false while the outcome waits for a later step.
    settled: boolean('settled').notNull().default(true),
  },
  (table) => [primaryKey({ columns: [table.pairId, table.nonce] })],
);

