import { bigint, bigserial, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/0003_messages.sql.
export const messages = pgTable('messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  publicId: text('public_id').notNull(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  kind: text('kind').notNull(),
  params: jsonb('params').$type<Record<string, string | number>>().notNull(),
  readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export type MessageRow = typeof messages.$inferSelect;
