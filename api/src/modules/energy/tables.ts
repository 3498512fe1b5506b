import { bigint, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/0012_fp_growth.sql.
export const managerEnergy = pgTable('manager_energy', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  energy: smallint('energy').notNull(),
  asOf: timestamp('as_of', { withTimezone: true, mode: 'date' }).notNull(),
});
