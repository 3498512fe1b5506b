import { bigint, bigserial, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PvpChallengeState } from '@fc/shared/contracts';

// Mirrors migrations/0027_pvp.sql.
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const pvpChallenges = pgTable('pvp_challenges', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  fromUserId: bigint('from_user_id', { mode: 'number' }).notNull(),
  toUserId: bigint('to_user_id', { mode: 'number' }).notNull(),
  state: text('state').$type<PvpChallengeState>().notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  answeredAt: at('answered_at'),
  matchId: bigint('match_id', { mode: 'number' }),
});
export type ChallengeRow = typeof pvpChallenges.$inferSelect;
