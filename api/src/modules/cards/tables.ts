import { bigint, bigserial, boolean, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { CampStep, CardFamily, CardState, Rarity, Skill } from '@fc/shared/contracts';
import type { FairPurpose } from '@fc/shared/fair';

// Mirrors migrations/0010_cards.sql (and the box parents of 0013_training.sql).
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const cardSupply = pgTable(
  'card_supply',
  {
    family: text('family').$type<Extract<CardFamily, 'collectible' | 'fp'>>().notNull(),
    playerId: integer('player_id').notNull(),
    rarity: text('rarity').$type<Rarity>().notNull(),
    supply: integer('supply').notNull(),
    minted: integer('minted').notNull(),
  },
  (table) => [primaryKey({ columns: [table.family, table.playerId, table.rarity] })],
);

export const cards = pgTable('cards', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tokenId: text('token_id').notNull(),
  family: text('family').$type<CardFamily>().notNull(),
  ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
  state: text('state').$type<CardState>().notNull(),
  playerId: integer('player_id'),
  rarity: text('rarity').$type<Rarity>(),
  serial: integer('serial'),
  supply: integer('supply'),
  kind: text('kind'),
  trialUntil: at('trial_until'),
  equippedOn: bigint('equipped_on', { mode: 'number' }),
  /** A mystery box from training: the parents of the FP card inside (0013_training.sql). */
  parentA: bigint('parent_a', { mode: 'number' }),
  parentB: bigint('parent_b', { mode: 'number' }),
  stateChangedAt: at('state_changed_at').notNull(),
  createdAt: at('created_at').notNull(),
});

export const fpCards = pgTable('fp_cards', {
  cardId: bigint('card_id', { mode: 'number' }).primaryKey(),
  level: smallint('level').notNull(),
  xp: integer('xp').notNull(),
  ascended: boolean('ascended').notNull(),
  stamina: smallint('stamina').notNull(),
  mintCount: smallint('mint_count').notNull(),
  parentA: bigint('parent_a', { mode: 'number' }),
  parentB: bigint('parent_b', { mode: 'number' }),
  lastMatchAt: at('last_match_at'),
  // Growth (0012_fp_growth.sql): abilities in the line's order, productive attributes, unspent potential, rating.
  ability: smallint('ability').array().notNull(),
  efficiency: smallint('efficiency').notNull(),
  lucky: smallint('lucky').notNull(),
  physical: smallint('physical').notNull(),
  charm: smallint('charm').notNull(),
  wisdom: smallint('wisdom').notNull(),
  potential: smallint('potential').notNull(),
  rating: smallint('rating').notNull(),
});

export const fpCardSkills = pgTable(
  'fp_card_skills',
  {
    cardId: bigint('card_id', { mode: 'number' }).notNull(),
    slot: smallint('slot').notNull(),
    skill: text('skill').$type<Skill>().notNull(),
    level: smallint('level').notNull(),
  },
  (table) => [primaryKey({ columns: [table.cardId, table.slot] })],
);

export const campAttempts = pgTable('camp_attempts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  cardId: bigint('card_id', { mode: 'number' }).notNull(),
  ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
  slot: smallint('slot').notNull(),
  step: text('step').$type<CampStep>().notNull(),
  fromLevel: smallint('from_level').notNull(),
  oddsPercent: smallint('odds_percent').notNull(),
  success: boolean('success').notNull(),
  cost: numeric('cost', { precision: 78, scale: 0, mode: 'bigint' }).notNull(),
  skillBooks: smallint('skill_books').notNull(),
  seed: text('seed').notNull(),
  createdAt: at('created_at').notNull(),
  /** The provably fair draw (0037_fair.sql): its pair, nonce and purpose; `seed` is then its digest. Null before. */
  fairPairId: bigint('fair_pair_id', { mode: 'number' }),
  fairNonce: integer('fair_nonce'),
  fairPurpose: text('fair_purpose').$type<FairPurpose>(),
});

export const cardEvents = pgTable('card_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  cardId: bigint('card_id', { mode: 'number' }).notNull(),
  action: text('action').notNull(),
  fromState: text('from_state').$type<CardState>(),
  toState: text('to_state').$type<CardState>().notNull(),
  ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
  ref: text('ref'),
  createdAt: at('created_at').notNull(),
});

export const cardOpenings = pgTable('card_openings', {
  cardId: bigint('card_id', { mode: 'number' }).primaryKey(),
  ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
  seed: text('seed').notNull(),
  /** The token ids revealed, in order. */
  revealed: jsonb('revealed').$type<string[]>().notNull(),
  createdAt: at('created_at').notNull(),
  /** The provably fair draw (0037_fair.sql): its pair, nonce and purpose; `seed` is then its digest. Null before. */
  fairPairId: bigint('fair_pair_id', { mode: 'number' }),
  fairNonce: integer('fair_nonce'),
  fairPurpose: text('fair_purpose').$type<FairPurpose>(),
});
