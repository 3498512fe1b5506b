import { date, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import type { Position, PreferredPosition } from './constants';

// Mirrors migrations/0008_catalog.sql; the rows come from 0009_catalog_data.sql.
export const leagues = pgTable('leagues', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull(),
  country: text('country').notNull(),
});

export const clubs = pgTable('clubs', {
  id: smallint('id').primaryKey(),
  leagueId: smallint('league_id').notNull(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  primaryColor: text('primary_color').notNull(),
  secondaryColor: text('secondary_color').notNull(),
});

export const players = pgTable('players', {
  id: integer('id').primaryKey(),
  clubId: smallint('club_id').notNull(),
  name: text('name').notNull(),
  nationality: text('nationality').notNull(),
  /** `YYYY-MM-DD`. */
  born: date('born', { mode: 'string' }).notNull(),
  position: text('position').$type<Position>().notNull(),
  preferredPosition: text('preferred_position').$type<PreferredPosition>().notNull(),
  heightCm: smallint('height_cm').notNull(),
});
