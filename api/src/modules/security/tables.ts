import { bigint, bigserial, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/0002_security.sql.
export const googleAuthenticators = pgTable('google_authenticators', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  secret: text('secret'),
  pendingSecret: text('pending_secret'),
  boundAt: timestamp('bound_at', { withTimezone: true, mode: 'date' }),
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** What changed an account's credentials (migrations/0019_withdrawals.sql): withdrawals pause for a while after it. */
export type SecurityChangeKind = 'password' | 'google_bind' | 'google_unbind';

export const securityChanges = pgTable('security_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  kind: text('kind').$type<SecurityChangeKind>().notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull(),
});
