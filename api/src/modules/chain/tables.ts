import { bigint, bigserial, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { ChainId, ChainToken, DepositKind, DepositStatus, NftWithdrawalStatus } from '@fc/shared/contracts';
import type { ContractName } from './constants';

// Mirrors migrations/0015_chain.sql (nft_withdrawals: and 0023_nft_withdrawal_sender.sql).
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const amount = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' });
const chainId = () => integer('chain_id').$type<ChainId>().notNull();

/**
 * The columns of a transaction the hot wallet sends (hot-wallet-sender.ts), which token withdrawals
 * (withdrawals/tables.ts) and card mints share: its step, the signed bytes recorded before broadcasting, and the
 * confirmations counted.
 */
export function hotWalletTxColumns<Status extends string>() {
  return {
    status: text('status').$type<Status>().notNull(),
    fromAddress: text('from_address'),
    nonce: integer('nonce'),
    rawTx: text('raw_tx'),
    txHash: text('tx_hash'),
    blockNumber: bigint('block_number', { mode: 'bigint' }),
    confirmations: integer('confirmations').notNull().default(0),
    failure: text('failure'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    confirmedAt: at('confirmed_at'),
  };
}

export const chainContracts = pgTable(
  'chain_contracts',
  {
    chainId: chainId(),
    name: text('name').$type<ContractName>().notNull(),
    address: text('address').notNull(),
    deployedBlock: bigint('deployed_block', { mode: 'bigint' }).notNull(),
    recordedAt: at('recorded_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.name] })],
);

export const chainDepositAddresses = pgTable(
  'chain_deposit_addresses',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    chainId: chainId(),
    address: text('address').notNull(),
    derivationPath: text('derivation_path').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.chainId] })],
);

export const chainCursors = pgTable('chain_cursors', {
  chainId: integer('chain_id').$type<ChainId>().primaryKey(),
  nextBlock: bigint('next_block', { mode: 'bigint' }).notNull(),
  lastBlockHash: text('last_block_hash'),
  updatedAt: at('updated_at').notNull(),
});

export const chainDeposits = pgTable('chain_deposits', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  chainId: chainId(),
  txHash: text('tx_hash').notNull(),
  logIndex: integer('log_index').notNull(),
  blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
  blockHash: text('block_hash').notNull(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  toAddress: text('to_address').notNull(),
  fromAddress: text('from_address').notNull(),
  kind: text('kind').$type<DepositKind>().notNull(),
  currency: text('currency').$type<ChainToken>(),
  amount: amount('amount'),
  tokenId: text('token_id'),
  cardId: bigint('card_id', { mode: 'number' }),
  status: text('status').$type<DepositStatus>().notNull(),
  confirmations: integer('confirmations').notNull(),
  failure: text('failure'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
  confirmedAt: at('confirmed_at'),
});

export const nftWithdrawals = pgTable('nft_withdrawals', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  cardId: bigint('card_id', { mode: 'number' }).notNull(),
  tokenId: text('token_id').notNull(),
  chainId: chainId(),
  address: text('address').notNull(),
  ...hotWalletTxColumns<NftWithdrawalStatus>(),
});
