import { bigint, bigserial, boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/0005_mail_outbox.sql.
export const mailOutbox = pgTable('mail_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  toEmail: text('to_email').notNull(),
  subject: text('subject').notNull(),
  bodyText: text('body_text').notNull(),
  links: jsonb('links').$type<string[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

// Mirrors migrations/0035_dev_clock.sql.
export const devClock = pgTable('dev_clock', {
  id: boolean('id').primaryKey().default(true),
  aheadMs: bigint('ahead_ms', { mode: 'number' }).notNull(),
});
