import { bigint, bigserial, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { GiftCodeGrant } from '@fc/shared/contracts';

// Mirrors migrations/0017_codes_referral.sql.
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const giftCodes = pgTable('gift_codes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  code: text('code').notNull(),
  grants: jsonb('grants').$type<GiftCodeGrant[]>().notNull(),
  usesTotal: integer('uses_total').notNull(),
  usesCount: integer('uses_count').notNull(),
  expiresAt: at('expires_at'),
  disabledAt: at('disabled_at'),
  createdAt: at('created_at').notNull(),
});

export interface ReceivedGrants {
  grants: GiftCodeGrant[];
  tokenIds: string[];
}

export const giftCodeRedemptions = pgTable(
  'gift_code_redemptions',
  {
    giftCodeId: bigint('gift_code_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    received: jsonb('received').$type<ReceivedGrants>().notNull(),
    redeemedAt: at('redeemed_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.giftCodeId, table.userId] })],
);
