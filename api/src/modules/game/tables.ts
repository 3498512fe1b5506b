import { bigint, bigserial, boolean, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { EngineTeam, Formation, MatchMode, MatchReportSide, MatchResult, QueueMode, Tactics } from '@fc/shared/contracts';

// Mirrors migrations/0026_game.sql.
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const lineupGroups = pgTable('lineup_groups', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  name: text('name').notNull(),
  formation: text('formation').$type<Formation>().notNull(),
  tactics: jsonb('tactics').$type<Tactics>().notNull(),
  starters: jsonb('starters').$type<(string | null)[]>().notNull(),
  substitutes: jsonb('substitutes').$type<string[]>().notNull(),
  active: boolean('active').notNull(),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});
export type GroupRow = typeof lineupGroups.$inferSelect;

export const gameMatches = pgTable('game_matches', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  mode: text('mode').$type<MatchMode>().notNull(),
  stage: smallint('stage'),
  homeUserId: bigint('home_user_id', { mode: 'number' }),
  awayUserId: bigint('away_user_id', { mode: 'number' }),
  homeClub: text('home_club').notNull(),
  awayClub: text('away_club').notNull(),
  homeRating: integer('home_rating').notNull(),
  awayRating: integer('away_rating').notNull(),
  input: jsonb('input').$type<{ home: EngineTeam; away: EngineTeam }>().notNull(),
  seed: text('seed').notNull(),
  seedHash: text('seed_hash').notNull(),
  result: jsonb('result').$type<MatchResult>(),
  homeReport: jsonb('home_report').$type<MatchReportSide>(),
  awayReport: jsonb('away_report').$type<MatchReportSide>(),
  homeGoals: smallint('home_goals'),
  awayGoals: smallint('away_goals'),
  createdAt: at('created_at').notNull(),
  playedAt: at('played_at'),
  // Mirrors migrations/0040_match_fair.sql: each human side's fair draw, and a scheduled match that could not be played.
  homeFairPairId: bigint('home_fair_pair_id', { mode: 'number' }),
  homeFairNonce: integer('home_fair_nonce'),
  homeFairDigest: text('home_fair_digest'),
  awayFairPairId: bigint('away_fair_pair_id', { mode: 'number' }),
  awayFairNonce: integer('away_fair_nonce'),
  awayFairDigest: text('away_fair_digest'),
  voidedAt: at('voided_at'),
});
export type MatchRow = typeof gameMatches.$inferSelect;

export const gameQueue = pgTable(
  'game_queue',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    mode: text('mode').$type<QueueMode>().notNull(),
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    teamRating: integer('team_rating').notNull(),
    state: text('state').$type<'waiting' | 'matched'>().notNull(),
    matchId: bigint('match_id', { mode: 'number' }),
    enteredAt: at('entered_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.mode] })],
);
export type QueueRow = typeof gameQueue.$inferSelect;

export const pveClears = pgTable(
  'pve_clears',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    stage: smallint('stage').notNull(),
    matchId: bigint('match_id', { mode: 'number' }).notNull(),
    clearedAt: at('cleared_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.stage] })],
);
