import { bigserial, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/0005_mail_outbox.sql.
export const mailOutbox = pgTable('mail_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  toEmail: text('to_email').notNull(),
  subject: text('subject').notNull(),
  bodyText: text('body_text').notNull(),
  links: jsonb('links').$type<string[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});
