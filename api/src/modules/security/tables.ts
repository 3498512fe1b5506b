import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/0002_security.sql.
export const googleAuthenticators = pgTable('google_authenticators', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  secret: text('secret'),
  pendingSecret: text('pending_secret'),
  boundAt: timestamp('bound_at', { withTimezone: true, mode: 'date' }),
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});
