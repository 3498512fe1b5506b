import { bigint, bigserial, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ChainToken, WithdrawalStatus } from '@fc/shared/contracts';
import { hotWalletTxColumns } from '../chain';

// Mirrors migrations/0019_withdrawals.sql; the hot wallet's columns are the chain module's (shared with card mints).
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const amount = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' });

export const withdrawals = pgTable('withdrawals', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  publicId: text('public_id').notNull(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  requestId: text('request_id').notNull(),
  token: text('token').$type<ChainToken>().notNull(),
  chainId: integer('chain_id').notNull(),
  amount: amount('amount').notNull(),
  fee: amount('fee').notNull(),
  toAddress: text('to_address').notNull(),
  ...hotWalletTxColumns<WithdrawalStatus>(),
});

export const withdrawalAddresses = pgTable('withdrawal_addresses', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  publicId: text('public_id').notNull(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  chainId: integer('chain_id').notNull(),
  address: text('address').notNull(),
  label: text('label').notNull(),
  createdAt: at('created_at').notNull(),
});
