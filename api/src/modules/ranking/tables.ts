import { bigint, date, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/0025_topmanager_points.sql and 0028_trial_points.sql.
export const managerPoints = pgTable(
  'manager_points',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** `YYYY-MM-DD` (UTC). */
    day: date('day', { mode: 'string' }).notNull(),
    season: integer('season').notNull(),
    points: integer('points').notNull(),
    /** Of `points`, those won with trial cards among the starters (migration 0028). */
    trialPoints: integer('trial_points').notNull().default(0),
    matches: integer('matches').notNull(),
    wins: integer('wins').notNull(),
    draws: integer('draws').notNull(),
    losses: integer('losses').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);
