import { sql } from 'drizzle-orm';
import { bigint, bigserial, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { StoredLiveEvent, StoredLiveEventType } from '@fc/shared/contracts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// Mirrors migrations/0014_live_events.sql (numbered since 0045).
export const liveEvents = pgTable('live_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  /**
   * Given by the database as the row is inserted, per user from 1 (a trigger, migration 0045): an insert leaves it to
   * the column's default, which the trigger replaces.
   */
  seq: bigint('seq', { mode: 'bigint' })
    .notNull()
    .default(sql`null`),
  type: text('type').$type<StoredLiveEventType>().notNull(),
  payload: jsonb('payload').$type<Omit<StoredLiveEvent, 'type'>>().notNull(),
  createdAt: at('created_at').notNull(),
});

export const liveSequences = pgTable('live_sequences', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  seq: bigint('seq', { mode: 'bigint' }).notNull(),
});

export const liveTickets = pgTable('live_tickets', {
  tokenHash: text('token_hash').primaryKey(),
  sessionId: bigint('session_id', { mode: 'number' }).notNull(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  expiresAt: at('expires_at').notNull(),
  createdAt: at('created_at').notNull(),
});
