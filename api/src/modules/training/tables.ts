import { bigint, bigserial, integer, jsonb, numeric, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { Rarity, TrainingState } from '@fc/shared/contracts';
import type { FairPurpose } from '@fc/shared/fair';
import type { RarityOdds } from '../cards';

// Mirrors migrations/0013_training.sql.
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const amount = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' });

export const trainings = pgTable('trainings', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  publicId: text('public_id').notNull(),
  ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
  parentA: bigint('parent_a', { mode: 'number' }).notNull(),
  parentB: bigint('parent_b', { mode: 'number' }).notNull(),
  roundA: smallint('round_a').notNull(),
  roundB: smallint('round_b').notNull(),
  costA: amount('cost_a').notNull(),
  costB: amount('cost_b').notNull(),
  odds: jsonb('odds').$type<RarityOdds>().notNull(),
  seed: text('seed').notNull(),
  state: text('state').$type<TrainingState>().notNull(),
  childRarity: text('child_rarity').$type<Rarity>(),
  childBoxId: bigint('child_box_id', { mode: 'number' }),
  startedAt: at('started_at').notNull(),
  finishesAt: at('finishes_at').notNull(),
  finishedAt: at('finished_at'),
  /** The provably fair draw (0037_fair.sql): its pair, nonce and purpose; `seed` is then its digest. Null before. */
  fairPairId: bigint('fair_pair_id', { mode: 'number' }),
  fairNonce: integer('fair_nonce'),
  fairPurpose: text('fair_purpose').$type<FairPurpose>(),
});
