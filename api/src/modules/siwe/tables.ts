import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/0019_withdrawals.sql.
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const siweNonces = pgTable('siwe_nonces', {
  nonce: text('nonce').primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

export const boundWallets = pgTable('bound_wallets', {
  address: text('address').primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  chainId: integer('chain_id').notNull(),
  boundAt: at('bound_at').notNull(),
});
