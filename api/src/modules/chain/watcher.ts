import { getAddress, type Address, type Hash } from 'viem';
import { fromBaseUnits, type ChainToken, type LiveEventPayloads } from '@fc/shared/contracts';
import type { Database, Transaction } from '../../db/client';
import { publishLiveEvent } from '../events';
import { deliverMessage, MessageKind } from '../messages';
import { LedgerReason, applyLedgerEntry } from '../wallet';
import { FcCard, FcToken } from './artifacts';
import { CHAIN_NAMES } from './clients';
import { CHAIN_TOKENS_BY_CHAIN, DEPOSIT_CONFIRMATIONS, DEPOSIT_FAILURE, type TokenOnChain, NATIVE_TRANSFER_LOG_INDEX, REORG_REWIND_BLOCKS, SCAN_MAX_BLOCKS } from './constants';
import type { ChainHandle } from './registry';
import * as repo from './repository';

/** What one scan step did (the log and the tests read it). */
export interface ScanOutcome {
  /** Another process moved the cursor while this one read the chain: nothing written. */
  skipped: boolean;
  head: bigint;
  /** The blocks read: [from, to], none when `to < from`. */
  from: bigint;
  to: bigint;
  found: number;
  confirmed: number;
  reorged: number;
}

/** A transfer to a deposit address as read from the chain, before it is recorded. */
type SeenTransfer = Omit<repo.NewDeposit, 'confirmations' | 'userId'> & { toAddress: Address };

/**
 * What an NFT deposit does once confirmed (the card back in the collection): given by the NFT module, so the watcher
 * only reads the chain and counts. Answers the card's id, or null when the tokenId is not a card we minted.
 */
export type NftArrival = (tx: Transaction, deposit: repo.DepositRow, now: Date) => Promise<number | null>;

export interface WatcherDeps {
  db: Database;
  now: () => Date;
  onNftConfirmed: NftArrival;
}

function depositEvent(row: repo.DepositRow): LiveEventPayloads['deposit'] & { type: 'deposit' } {
  return {
    type: 'deposit',
    id: String(row.id),
    chainId: row.chainId,
    kind: row.kind,
    token: row.currency,
    amount: row.amount === null ? null : row.amount.toString(),
    tokenId: row.tokenId,
    txHash: row.txHash,
    confirmations: Math.min(row.confirmations, DEPOSIT_CONFIRMATIONS),
    required: DEPOSIT_CONFIRMATIONS,
    status: row.status,
  };
}

/** The ERC-20 (TMT, GOAL) and ERC-721 (card) Transfers and, on a chain whose native coin is a currency, value transfers to a deposit address in [from, to]. */
async function readTransfers(handle: ChainHandle, owners: Map<string, number>, from: bigint, to: bigint): Promise<SeenTransfer[]> {
  const { publicClient, contracts } = handle;
  const seen: SeenTransfer[] = [];
  const tokenLogs = await publicClient.getLogs({
    address: [contracts.TMT, contracts.GOAL],
    event: FcToken.abi.find((item) => item.type === 'event' && item.name === 'Transfer')!,
    fromBlock: from,
    toBlock: to,
    strict: true,
  });
  for (const log of tokenLogs) {
    const recipient = getAddress(log.args.to);
    if (!owners.has(recipient.toLowerCase()) || log.args.value === 0n) continue;
    const currency: ChainToken = getAddress(log.address) === contracts.TMT ? 'TMT' : 'GOAL';
    seen.push({
      chainId: handle.chainId,
      txHash: log.transactionHash,
      logIndex: log.logIndex,
      blockNumber: log.blockNumber,
      blockHash: log.blockHash,
      toAddress: recipient,
      fromAddress: getAddress(log.args.from),
      kind: 'token',
      currency,
      amount: log.args.value,
      tokenId: null,
    });
  }
  const cardLogs = await publicClient.getLogs({
    address: contracts.CARD,
    event: FcCard.abi.find((item) => item.type === 'event' && item.name === 'Transfer')!,
    fromBlock: from,
    toBlock: to,
    strict: true,
  });
  for (const log of cardLogs) {
    const recipient = getAddress(log.args.to);
    if (!owners.has(recipient.toLowerCase())) continue;
    seen.push({
      chainId: handle.chainId,
      txHash: log.transactionHash,
      logIndex: log.logIndex,
      blockNumber: log.blockNumber,
      blockHash: log.blockHash,
      toAddress: recipient,
      fromAddress: getAddress(log.args.from),
      kind: 'nft',
      currency: null,
      amount: null,
      tokenId: log.args.tokenId.toString(),
    });
  }
  const native = (Object.entries(CHAIN_TOKENS_BY_CHAIN[handle.chainId]) as [ChainToken, TokenOnChain][]).find(([, on]) => on.kind === 'native')?.[0];
  if (native) {
    for (let blockNumber = from; blockNumber <= to; blockNumber++) {
      const block = await publicClient.getBlock({ blockNumber, includeTransactions: true });
      for (const transaction of block.transactions) {
        if (!transaction.to || transaction.value === 0n || !owners.has(transaction.to.toLowerCase())) continue;
        // A reverted transaction moved no value.
        const receipt = await publicClient.getTransactionReceipt({ hash: transaction.hash });
        if (receipt.status !== 'success') continue;
        seen.push({
          chainId: handle.chainId,
          txHash: transaction.hash,
          logIndex: NATIVE_TRANSFER_LOG_INDEX,
          blockNumber,
          blockHash: block.hash,
          toAddress: getAddress(transaction.to),
          fromAddress: getAddress(transaction.from),
          kind: 'token',
          currency: native,
          amount: transaction.value,
          tokenId: null,
        });
      }
    }
  }
  return seen;
}

/**
 * One scan step on one chain. The chain is read first, outside any transaction (the node may be slow); then one
 * transaction takes the cursor's row lock and writes only if the cursor is still where this step read it (else another
 * process did this step: nothing is written). In it: the transfers found are recorded (once per chain, tx and log), the
 * open deposits whose block left the chain fail as `reorged` (the cursor then reads back past them, so one mined again
 * elsewhere is seen again), the others get their confirmations, and those at DEPOSIT_CONFIRMATIONS are credited with
 * their ledger row (or, for a card, brought back) and their message — all or nothing, so a restart or a second
 * process never credits twice.
 */
export async function scanChain(deps: WatcherDeps, handle: ChainHandle, maxBlocks: bigint = SCAN_MAX_BLOCKS): Promise<ScanOutcome> {
  const { publicClient, chainId } = handle;
  const cursor = await repo.findCursor(deps.db, chainId);
  const head = await publicClient.getBlockNumber({ cacheTime: 0 });
  const none: ScanOutcome = { skipped: true, head, from: 0n, to: -1n, found: 0, confirmed: 0, reorged: 0 };
  if (!cursor) return none;

  // Where to read from: the cursor, or further back when the block before it is not the one it read (a reorg).
  let from = cursor.nextBlock;
  if (cursor.lastBlockHash && from > 0n) {
    const before = from - 1n <= head ? await publicClient.getBlock({ blockNumber: from - 1n }).catch(() => null) : null;
    if (before?.hash !== cursor.lastBlockHash) from = from > REORG_REWIND_BLOCKS ? from - REORG_REWIND_BLOCKS : 0n;
  }
  // Open deposits whose block is no longer canonical: failed, and read again from their height.
  const open = await repo.findOpenDeposits(deps.db, chainId);
  const canonical = new Map<bigint, Hash | null>();
  for (const deposit of open) {
    if (canonical.has(deposit.blockNumber)) continue;
    const block = deposit.blockNumber <= head ? await publicClient.getBlock({ blockNumber: deposit.blockNumber }).catch(() => null) : null;
    canonical.set(deposit.blockNumber, block?.hash ?? null);
  }
  const dropped = new Set(open.filter((deposit) => canonical.get(deposit.blockNumber) !== deposit.blockHash).map((deposit) => deposit.id));
  for (const deposit of open) if (dropped.has(deposit.id) && deposit.blockNumber < from) from = deposit.blockNumber;

  const to = head - from + 1n > maxBlocks ? from + maxBlocks - 1n : head;
  const owners = await repo.depositAddressOwners(deps.db, chainId);
  const transfers = to >= from && owners.size > 0 ? await readTransfers(handle, owners, from, to) : [];
  const lastBlockHash = to >= from ? (await publicClient.getBlock({ blockNumber: to })).hash : cursor.lastBlockHash;

  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const locked = await repo.lockCursor(tx, chainId);
    if (!locked || locked.nextBlock !== cursor.nextBlock || locked.lastBlockHash !== cursor.lastBlockHash) return none;
    let found = 0;
    let confirmed = 0;
    for (const transfer of transfers) {
      const userId = owners.get(transfer.toAddress.toLowerCase())!;
      const row = await repo.recordDeposit(tx, { ...transfer, userId, confirmations: Number(head - transfer.blockNumber + 1n) }, now);
      if (!row) continue;
      found++;
      await publishLiveEvent(tx, row.userId, depositEvent(row), now);
    }
    let reorged = 0;
    for (const deposit of await repo.lockOpenDeposits(tx, chainId)) {
      const recordedNow = transfers.some((transfer) => transfer.txHash === deposit.txHash && transfer.logIndex === deposit.logIndex);
      if (dropped.has(deposit.id) && !recordedNow) {
        const row = await repo.updateDeposit(tx, deposit.id, { status: 'failed', failure: DEPOSIT_FAILURE.reorged }, now);
        await publishLiveEvent(tx, row.userId, depositEvent(row), now);
        reorged++;
        continue;
      }
      const confirmations = Number(head - deposit.blockNumber + 1n);
      if (confirmations >= DEPOSIT_CONFIRMATIONS) {
        if (await confirmDeposit(deps, tx, deposit, confirmations, now)) confirmed++;
        continue;
      }
      if (recordedNow || confirmations === deposit.confirmations) continue;
      const row = await repo.updateDeposit(tx, deposit.id, { status: 'confirming', confirmations }, now);
      await publishLiveEvent(tx, row.userId, depositEvent(row), now);
    }
    if (to >= from) await repo.moveCursor(tx, chainId, to + 1n, lastBlockHash, now);
    return { skipped: false, head, from, to, found, confirmed, reorged };
  });
}

/** Credits a token deposit (ledger row, reason `deposit`) or brings a card back; answers whether it was confirmed. */
async function confirmDeposit(deps: WatcherDeps, tx: Transaction, deposit: repo.DepositRow, confirmations: number, now: Date): Promise<boolean> {
  if (deposit.kind === 'nft') {
    const cardId = await deps.onNftConfirmed(tx, deposit, now);
    const row = cardId === null
      ? await repo.updateDeposit(tx, deposit.id, { status: 'failed', failure: DEPOSIT_FAILURE.unknownCard, confirmations }, now)
      : await repo.updateDeposit(tx, deposit.id, { status: 'confirmed', confirmations, confirmedAt: now, cardId }, now);
    await publishLiveEvent(tx, row.userId, depositEvent(row), now);
    return cardId !== null;
  }
  const currency = deposit.currency!;
  const amount = deposit.amount!;
  await applyLedgerEntry(
    tx,
    { userId: deposit.userId, currency, delta: amount, reason: LedgerReason.deposit, ref: `chain:${deposit.chainId}:${deposit.txHash}:${deposit.logIndex}` },
    now,
  );
  const row = await repo.updateDeposit(tx, deposit.id, { status: 'confirmed', confirmations, confirmedAt: now }, now);
  await publishLiveEvent(tx, row.userId, depositEvent(row), now);
  await deliverMessage(tx, {
    userId: deposit.userId,
    kind: MessageKind.depositCredited,
    params: { amount: fromBaseUnits(currency, amount), token: currency, network: CHAIN_NAMES[deposit.chainId], txHash: deposit.txHash },
    now,
  });
  return true;
}
