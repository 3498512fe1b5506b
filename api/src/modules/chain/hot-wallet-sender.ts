import { keccak256, TransactionReceiptNotFoundError, type Account, type Address, type Chain, type Hex, type PublicClient, type Transport, type WalletClient } from 'viem';
import type { ChainId } from '@fc/shared/contracts';
import type { Database, Executor, Transaction } from '../../db/client';
import { isFinalRefusal, isNonceTaken, transactionKnown } from './hot-wallet';
import * as repo from './repository';

/** The steps of a transaction the hot wallet sends (a token withdrawal, a card mint), as its row keeps them. */
export type HotWalletTxStatus = 'requested' | 'sending' | 'sent' | 'confirmed' | 'failed';

/** What the sender reads of a row: the columns every kind of hot-wallet transaction shares (tables.ts). */
export interface HotWalletTxRow {
  id: number;
  status: HotWalletTxStatus;
  rawTx: string | null;
  txHash: string | null;
  confirmations: number;
  blockNumber: bigint | null;
}

/** What the sender writes of a row. */
export type HotWalletTxChange = Partial<{
  status: HotWalletTxStatus;
  fromAddress: string;
  nonce: number | null;
  rawTx: string | null;
  txHash: string | null;
  confirmations: number;
  blockNumber: bigint | null;
  confirmedAt: Date;
}>;

/** A chain as the sender sees it: its client and the hot wallet, a local account (it signs here, before broadcasting). */
export interface HotWalletChain {
  chainId: ChainId;
  publicClient: PublicClient;
  hotWallet: WalletClient<Transport, Chain, Account>;
}

export interface HotWalletCall {
  to: Address;
  value: bigint;
  data?: Hex;
}

/**
 * What differs between the kinds of transaction the hot wallet sends: where their rows are, what a row's call is, and
 * what a failure gives back and a confirmation delivers. Each callback that takes `tx` runs under the row's lock.
 */
export interface HotWalletSendKind<Row extends HotWalletTxRow> {
  /** Names the row in errors ('withdrawal', 'nft withdrawal'). */
  name: string;
  /** Most rows one pass signs, and follows, per chain; the next pass takes the rest. */
  batch: number;
  /** Confirmations at which the row is confirmed. */
  confirmations: number;
  /** Rows of the chain in the given statuses, oldest first. */
  open(db: Executor, chainId: ChainId, statuses: HotWalletTxStatus[], limit: number): Promise<Row[]>;
  lock(tx: Transaction, id: number): Promise<Row | null>;
  /** The oldest requested row of the chain, locked; another signer skips it. */
  lockNextRequested(tx: Transaction, chainId: ChainId): Promise<Row | null>;
  update(tx: Transaction, id: number, change: HotWalletTxChange, at: Date): Promise<Row>;
  /** The call to sign for the row, or the failure to record when it must not be sent. */
  call(row: Row): Promise<HotWalletCall | { failure: string }>;
  /** The failure recorded when the chain refuses the transaction for good. */
  refused(error: unknown): string;
  /** The failure recorded when the transaction reverted. */
  reverted: string;
  /** Records the failure and gives back what the row held; the row is neither confirmed nor failed. */
  fail(tx: Transaction, row: Row, failure: string, at: Date): Promise<void>;
  /** The row was sent or counted confirmations (its owner may be told). */
  changed(tx: Transaction, row: Row, at: Date): Promise<void>;
  /** The row reached its confirmations: what it delivers. */
  confirmed(tx: Transaction, row: Row, hash: Hex, at: Date): Promise<void>;
}

export interface HotWalletSenderDeps {
  db: Database;
  now: () => Date;
}

export interface HotWalletSenderResult {
  sent: number;
  confirmed: number;
  failed: number;
}

/** Fails a row not final yet, giving back what it held, in one transaction: once, whatever the retries. */
async function failRow<Row extends HotWalletTxRow>(deps: HotWalletSenderDeps, kind: HotWalletSendKind<Row>, id: number, failure: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const row = await kind.lock(tx, id);
    if (!row || row.status === 'confirmed' || row.status === 'failed') return false;
    await kind.fail(tx, row, failure, deps.now());
    return true;
  });
}

/**
 * Signs the oldest requested row of the chain and records the signed bytes, their hash and nonce (status `sending`)
 * before anything is broadcast, under the hot wallet's lock: one signer at a time, and none while a signed transaction
 * of any kind waits to be broadcast, so the pending nonce is the next one. Answers the row to broadcast, 'failed' when
 * it must not or cannot be sent (what it held given back), or null when there is nothing to sign.
 */
async function signNext<Row extends HotWalletTxRow>(deps: HotWalletSenderDeps, kind: HotWalletSendKind<Row>, chain: HotWalletChain): Promise<Row | 'failed' | null> {
  const outcome = await deps.db.transaction(async (tx): Promise<{ signed: Row } | { refused: number; failure: string } | null> => {
    await repo.lockHotWallet(tx, chain.chainId);
    if (await hotWalletHasUnsent(tx, chain.chainId)) return null;
    const row = await kind.lockNextRequested(tx, chain.chainId);
    if (!row) return null;
    const call = await kind.call(row);
    if ('failure' in call) return { refused: row.id, failure: call.failure };
    const account = chain.hotWallet.account;
    try {
      const nonce = await chain.publicClient.getTransactionCount({ address: account.address, blockTag: 'pending' });
      const request = await chain.hotWallet.prepareTransactionRequest({ account, chain: chain.hotWallet.chain, ...call, nonce });
      const rawTx = await chain.hotWallet.signTransaction(request);
      return { signed: await kind.update(tx, row.id, { status: 'sending', fromAddress: account.address, nonce, rawTx, txHash: keccak256(rawTx) }, deps.now()) };
    } catch (error) {
      if (!isFinalRefusal(error)) throw error;
      return { refused: row.id, failure: kind.refused(error) };
    }
  });
  if (outcome === null) return null;
  if ('signed' in outcome) return outcome.signed;
  await failRow(deps, kind, outcome.refused, outcome.failure);
  return 'failed';
}

/**
 * Broadcasts a signed row's recorded bytes: the same transaction every time (a restart after the recording sends
 * nothing new), then marks it sent. A node that knows it already, or a chain that mined it, counts as sent.
 */
async function broadcast<Row extends HotWalletTxRow>(
  deps: HotWalletSenderDeps,
  kind: HotWalletSendKind<Row>,
  chain: HotWalletChain,
  row: Row,
): Promise<'sent' | 'failed' | 'retry' | 'resign'> {
  const rawTx = row.rawTx as Hex | null;
  const hash = row.txHash as Hex | null;
  if (!rawTx || !hash) throw new Error(`${kind.name} ${row.id} is sending without a signed transaction`);
  try {
    await chain.publicClient.sendRawTransaction({ serializedTransaction: rawTx });
  } catch (error) {
    if (!(await transactionKnown(chain.publicClient, hash))) {
      if (isNonceTaken(error)) return (await markResign(deps, kind, row.id)) ? 'resign' : 'retry';
      if (isFinalRefusal(error)) {
        await failRow(deps, kind, row.id, kind.refused(error));
        return 'failed';
      }
      return 'retry';
    }
  }
  await deps.db.transaction(async (tx) => {
    const locked = await kind.lock(tx, row.id);
    if (locked?.status !== 'sending') return;
    const at = deps.now();
    await kind.changed(tx, await kind.update(tx, row.id, { status: 'sent' }, at), at);
  });
  return 'sent';
}

/** Another transaction took the recorded nonce, so these bytes can never be mined: sign the row again. */
async function markResign<Row extends HotWalletTxRow>(deps: HotWalletSenderDeps, kind: HotWalletSendKind<Row>, id: number): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const row = await kind.lock(tx, id);
    if (row?.status !== 'sending') return false;
    await kind.update(tx, id, { status: 'requested', rawTx: null, txHash: null, nonce: null }, deps.now());
    return true;
  });
}

/** Counts a sent row's confirmations: confirmed at the kind's count, failed (what it held given back) if it reverted. */
async function follow<Row extends HotWalletTxRow>(
  deps: HotWalletSenderDeps,
  kind: HotWalletSendKind<Row>,
  chain: HotWalletChain,
  row: Row,
  head: bigint,
): Promise<'confirmed' | 'failed' | 'pending'> {
  const hash = row.txHash as Hex;
  let receipt;
  try {
    receipt = await chain.publicClient.getTransactionReceipt({ hash });
  } catch (error) {
    if (!(error instanceof TransactionReceiptNotFoundError)) throw error;
    // Not mined (yet, or any more after a reorg): make sure the node still has it.
    if (row.rawTx) await chain.publicClient.sendRawTransaction({ serializedTransaction: row.rawTx as Hex }).catch(() => undefined);
    receipt = null;
  }
  if (receipt?.status === 'reverted') {
    await failRow(deps, kind, row.id, kind.reverted);
    return 'failed';
  }
  const confirmations = receipt ? Math.min(kind.confirmations, Math.max(0, Number(head - receipt.blockNumber) + 1)) : 0;
  const blockNumber = receipt?.blockNumber ?? null;
  return deps.db.transaction(async (tx) => {
    const locked = await kind.lock(tx, row.id);
    if (locked?.status !== 'sent') return 'pending';
    if (locked.confirmations === confirmations && locked.blockNumber === blockNumber) return 'pending';
    const at = deps.now();
    const done = confirmations >= kind.confirmations;
    const updated = await kind.update(tx, row.id, { confirmations, blockNumber, ...(done ? { status: 'confirmed' as const, confirmedAt: at } : {}) }, at);
    await kind.changed(tx, updated, at);
    if (!done) return 'pending';
    await kind.confirmed(tx, updated, hash, at);
    return 'confirmed';
  });
}

/**
 * One pass of the hot-wallet sender over one chain for one kind of transaction: broadcasts what a crash left signed but
 * unsent, signs and sends the requested rows one after another, then follows the sent ones. Safe to run from several
 * processes at once (signing takes the chain's lock; every status change is made under the row's lock, only from the
 * status it expects) and after a restart at any point (the signed bytes are recorded before they are broadcast).
 */
export async function runHotWalletSender<Row extends HotWalletTxRow>(
  deps: HotWalletSenderDeps,
  kind: HotWalletSendKind<Row>,
  chain: HotWalletChain,
): Promise<HotWalletSenderResult> {
  const result: HotWalletSenderResult = { sent: 0, confirmed: 0, failed: 0 };
  const count = (outcome: string) => {
    if (outcome === 'sent' || outcome === 'confirmed' || outcome === 'failed') result[outcome] += 1;
  };
  for (const row of await kind.open(deps.db, chain.chainId, ['sending'], kind.batch)) {
    count(await broadcast(deps, kind, chain, row));
  }
  for (let signed = 0; signed < kind.batch; signed += 1) {
    const next = await signNext(deps, kind, chain);
    if (next === null) break;
    if (next === 'failed') {
      count('failed');
      continue;
    }
    const outcome = await broadcast(deps, kind, chain, next);
    count(outcome);
    if (outcome === 'retry') break;
  }
  const open = await kind.open(deps.db, chain.chainId, ['sent'], kind.batch);
  if (open.length > 0) {
    const head = await chain.publicClient.getBlockNumber({ cacheTime: 0 });
    for (const row of open) count(await follow(deps, kind, chain, row, head));
  }
  return result;
}

/**
 * Whether a hot-wallet transaction of another domain on the chain is signed but not broadcast yet. Registered by name in
 * app.ts (token withdrawals), like the order kinds of payments, so that chain imports none of the domains that send
 * through it.
 */
export type UnsentCheck = (tx: Executor, chainId: ChainId) => Promise<boolean>;
const unsentChecks = new Map<string, UnsentCheck>();

export function registerHotWalletUser(name: string, hasUnsent: UnsentCheck): void {
  unsentChecks.set(name, hasUnsent);
}

/** Whether a transaction of the hot wallet on this chain, of any kind, is signed and recorded but not broadcast yet. */
export async function hotWalletHasUnsent(tx: Executor, chainId: ChainId): Promise<boolean> {
  if (await repo.nftWithdrawalUnsent(tx, chainId)) return true;
  for (const hasUnsent of unsentChecks.values()) if (await hasUnsent(tx, chainId)) return true;
  return false;
}
