import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ChainId, DepositKind, NftWithdrawalStatus } from '@fc/shared/contracts';
import type { Executor } from '../../db/client';
import { DEPOSIT_FAILURE, HOT_WALLET_LOCK, type ContractName } from './constants';
import { chainContracts, chainCursors, chainDepositAddresses, chainDeposits, nftWithdrawals } from './tables';

// Any constant works: added to the chain id, it serializes the deployment of the contracts of one chain among the
// API processes starting together on one database.
const DEPLOY_LOCK_KEY = 7_401_560_000;

export async function takeDeployLock(tx: Executor, chainId: ChainId): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEPLOY_LOCK_KEY + chainId})`);
}

export async function findContracts(db: Executor, chainId: ChainId): Promise<{ name: ContractName; address: string }[]> {
  return db.select({ name: chainContracts.name, address: chainContracts.address }).from(chainContracts).where(eq(chainContracts.chainId, chainId));
}

export async function recordContract(db: Executor, row: { chainId: ChainId; name: ContractName; address: string; deployedBlock: bigint }, now: Date): Promise<void> {
  await db
    .insert(chainContracts)
    .values({ ...row, recordedAt: now })
    .onConflictDoUpdate({
      target: [chainContracts.chainId, chainContracts.name],
      set: { address: row.address, deployedBlock: row.deployedBlock, recordedAt: now },
    });
}

export async function findDepositAddress(db: Executor, userId: number, chainId: ChainId): Promise<string | null> {
  const [row] = await db
    .select({ address: chainDepositAddresses.address })
    .from(chainDepositAddresses)
    .where(and(eq(chainDepositAddresses.userId, userId), eq(chainDepositAddresses.chainId, chainId)))
    .limit(1);
  return row?.address ?? null;
}

/** Records the address (once: a concurrent first call records the same one) and answers what is recorded. */
export async function saveDepositAddress(db: Executor, row: { userId: number; chainId: ChainId; address: string; derivationPath: string }, now: Date): Promise<string> {
  await db.insert(chainDepositAddresses).values({ ...row, createdAt: now }).onConflictDoNothing();
  const recorded = await findDepositAddress(db, row.userId, row.chainId);
  if (!recorded) throw new Error(`deposit address of user ${row.userId} on chain ${row.chainId} missing`);
  return recorded;
}

/** Every deposit address on a chain: address → user (the watcher's filter). */
export async function depositAddressOwners(db: Executor, chainId: ChainId): Promise<Map<string, number>> {
  const rows = await db
    .select({ address: chainDepositAddresses.address, userId: chainDepositAddresses.userId })
    .from(chainDepositAddresses)
    .where(eq(chainDepositAddresses.chainId, chainId));
  return new Map(rows.map((row) => [row.address.toLowerCase(), row.userId]));
}

/** The watcher starts (again) at `block`: the contracts were just deployed there. */
export async function resetCursor(db: Executor, chainId: ChainId, block: bigint, now: Date): Promise<void> {
  await db
    .insert(chainCursors)
    .values({ chainId, nextBlock: block, lastBlockHash: null, updatedAt: now })
    .onConflictDoUpdate({ target: chainCursors.chainId, set: { nextBlock: block, lastBlockHash: null, updatedAt: now } });
}

export interface CursorRow {
  nextBlock: bigint;
  lastBlockHash: string | null;
}

export async function findCursor(db: Executor, chainId: ChainId): Promise<CursorRow | null> {
  const [row] = await db
    .select({ nextBlock: chainCursors.nextBlock, lastBlockHash: chainCursors.lastBlockHash })
    .from(chainCursors)
    .where(eq(chainCursors.chainId, chainId))
    .limit(1);
  return row ?? null;
}

/** The cursor under this transaction's row lock (the one scan step that may write). */
export async function lockCursor(tx: Executor, chainId: ChainId): Promise<CursorRow | null> {
  const [row] = await tx
    .select({ nextBlock: chainCursors.nextBlock, lastBlockHash: chainCursors.lastBlockHash })
    .from(chainCursors)
    .where(eq(chainCursors.chainId, chainId))
    .for('update');
  return row ?? null;
}

export async function moveCursor(tx: Executor, chainId: ChainId, nextBlock: bigint, lastBlockHash: string | null, now: Date): Promise<void> {
  await tx.update(chainCursors).set({ nextBlock, lastBlockHash, updatedAt: now }).where(eq(chainCursors.chainId, chainId));
}

export type DepositRow = typeof chainDeposits.$inferSelect;
export type NewDeposit = Omit<typeof chainDeposits.$inferInsert, 'id' | 'status' | 'failure' | 'createdAt' | 'updatedAt' | 'confirmedAt' | 'cardId'>;

/**
 * Records a transfer seen in a block, once per (chain, tx, log). Seen again after a reorg dropped it (failed,
 * `reorged`), it is revived in its new block. Answers the row when it was inserted or revived, null when it was known.
 */
export async function recordDeposit(tx: Executor, deposit: NewDeposit, now: Date): Promise<DepositRow | null> {
  const [row] = await tx
    .insert(chainDeposits)
    .values({ ...deposit, status: 'pending', failure: null, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [chainDeposits.chainId, chainDeposits.txHash, chainDeposits.logIndex],
      set: {
        blockNumber: deposit.blockNumber,
        blockHash: deposit.blockHash,
        confirmations: deposit.confirmations,
        status: 'pending',
        failure: null,
        updatedAt: now,
      },
      setWhere: sql`${chainDeposits.status} = 'failed' AND ${chainDeposits.failure} = ${DEPOSIT_FAILURE.reorged}`,
    })
    .returning();
  return row ?? null;
}

/** The deposits of a chain still waiting for confirmations, locked for this step. */
export async function lockOpenDeposits(tx: Executor, chainId: ChainId): Promise<DepositRow[]> {
  return tx
    .select()
    .from(chainDeposits)
    .where(and(eq(chainDeposits.chainId, chainId), inArray(chainDeposits.status, ['pending', 'confirming'])))
    .orderBy(chainDeposits.id)
    .for('update');
}

export async function findOpenDeposits(db: Executor, chainId: ChainId): Promise<{ id: number; blockNumber: bigint; blockHash: string }[]> {
  return db
    .select({ id: chainDeposits.id, blockNumber: chainDeposits.blockNumber, blockHash: chainDeposits.blockHash })
    .from(chainDeposits)
    .where(and(eq(chainDeposits.chainId, chainId), inArray(chainDeposits.status, ['pending', 'confirming'])));
}

export async function updateDeposit(
  tx: Executor,
  id: number,
  change: Partial<Pick<DepositRow, 'status' | 'confirmations' | 'failure' | 'confirmedAt' | 'cardId'>>,
  now: Date,
): Promise<DepositRow> {
  const [row] = await tx.update(chainDeposits).set({ ...change, updatedAt: now }).where(eq(chainDeposits.id, id)).returning();
  if (!row) throw new Error(`deposit ${id} missing`);
  return row;
}

export async function listDeposits(db: Executor, userId: number, kind: DepositKind, offset: number, limit: number): Promise<DepositRow[]> {
  return db
    .select()
    .from(chainDeposits)
    .where(and(eq(chainDeposits.userId, userId), eq(chainDeposits.kind, kind)))
    .orderBy(desc(chainDeposits.id))
    .offset(offset)
    .limit(limit);
}

export async function countDeposits(db: Executor, userId: number, kind: DepositKind): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(chainDeposits)
    .where(and(eq(chainDeposits.userId, userId), eq(chainDeposits.kind, kind)));
  return row?.count ?? 0;
}

export type NftWithdrawalRow = typeof nftWithdrawals.$inferSelect;

/** The newest confirmed withdrawal of a card as an NFT on a chain (what lets it come back). */
export async function findConfirmedNftWithdrawal(db: Executor, tokenId: string, chainId: ChainId): Promise<NftWithdrawalRow | null> {
  const [row] = await db
    .select()
    .from(nftWithdrawals)
    .where(and(eq(nftWithdrawals.tokenId, tokenId), eq(nftWithdrawals.chainId, chainId), eq(nftWithdrawals.status, 'confirmed')))
    .orderBy(desc(nftWithdrawals.id))
    .limit(1);
  return row ?? null;
}

export async function insertNftWithdrawal(
  tx: Executor,
  row: { userId: number; cardId: number; tokenId: string; chainId: ChainId; address: string },
  now: Date,
): Promise<NftWithdrawalRow> {
  const [inserted] = await tx.insert(nftWithdrawals).values({ ...row, status: 'requested', createdAt: now, updatedAt: now }).returning();
  if (!inserted) throw new Error('nft withdrawal not recorded');
  return inserted;
}

export async function lockNftWithdrawal(tx: Executor, id: number): Promise<NftWithdrawalRow | null> {
  const [row] = await tx.select().from(nftWithdrawals).where(eq(nftWithdrawals.id, id)).for('update');
  return row ?? null;
}

export async function updateNftWithdrawal(
  tx: Executor,
  id: number,
  change: Partial<Pick<NftWithdrawalRow, 'status' | 'txHash' | 'blockNumber' | 'confirmations' | 'failure' | 'fromAddress' | 'nonce' | 'rawTx' | 'confirmedAt'>>,
  now: Date,
): Promise<NftWithdrawalRow> {
  const [row] = await tx.update(nftWithdrawals).set({ ...change, updatedAt: now }).where(eq(nftWithdrawals.id, id)).returning();
  if (!row) throw new Error(`nft withdrawal ${id} missing`);
  return row;
}

/** NFT withdrawals of a chain in the given statuses, oldest first (the sender's work list). */
export async function openNftWithdrawals(db: Executor, chainId: ChainId, statuses: NftWithdrawalStatus[], limit: number): Promise<NftWithdrawalRow[]> {
  return db
    .select()
    .from(nftWithdrawals)
    .where(and(eq(nftWithdrawals.chainId, chainId), inArray(nftWithdrawals.status, statuses)))
    .orderBy(nftWithdrawals.id)
    .limit(limit);
}

/** The oldest requested NFT withdrawal of a chain, locked (another signer skips it) until the commit. */
export async function lockNextRequestedNftWithdrawal(tx: Executor, chainId: ChainId): Promise<NftWithdrawalRow | null> {
  const [row] = await tx
    .select()
    .from(nftWithdrawals)
    .where(and(eq(nftWithdrawals.chainId, chainId), eq(nftWithdrawals.status, 'requested')))
    .orderBy(nftWithdrawals.id)
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

export async function listNftWithdrawals(db: Executor, userId: number, offset: number, limit: number): Promise<NftWithdrawalRow[]> {
  return db.select().from(nftWithdrawals).where(eq(nftWithdrawals.userId, userId)).orderBy(desc(nftWithdrawals.id)).offset(offset).limit(limit);
}

export async function countNftWithdrawals(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(nftWithdrawals).where(eq(nftWithdrawals.userId, userId));
  return row?.count ?? 0;
}

/**
 * The hot wallet has one nonce sequence per chain and every kind of transaction it sends (token withdrawals, card mints)
 * signs only under this lock, and only while nothing signed waits to be broadcast (hot-wallet-sender.ts): so the
 * wallet's pending nonce is always the next one and the senders never race for it.
 */
export async function lockHotWallet(tx: Executor, chainId: ChainId): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${HOT_WALLET_LOCK}::int, ${chainId}::int)`);
}

/** Whether a card mint of the hot wallet on this chain is signed and recorded but not broadcast yet (`sending`). */
export async function nftWithdrawalUnsent(tx: Executor, chainId: ChainId): Promise<boolean> {
  const [row] = await tx.select({ id: nftWithdrawals.id }).from(nftWithdrawals).where(and(eq(nftWithdrawals.chainId, chainId), eq(nftWithdrawals.status, 'sending'))).limit(1);
  return row !== undefined;
}
