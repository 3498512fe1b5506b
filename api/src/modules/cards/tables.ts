import { bigint, bigserial, boolean, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { CardFamily, CardState, Rarity } from '@fc/shared/contracts';

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
});
