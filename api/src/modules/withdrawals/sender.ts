import {
  encodeFunctionData,
  erc20Abi,
  keccak256,
  TransactionReceiptNotFoundError,
  type Account,
  type Address,
  type Chain,
  type Hex,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem';
import { fromBaseUnits, type ChainId, type ChainToken } from '@fc/shared/contracts';
import type { Database } from '../../db/client';
import { errorText, hotWalletHasUnsent, isFinalRefusal, isNonceTaken, lockHotWallet, transactionKnown } from '../chain';
import { deliverMessage, MessageKind } from '../messages';
import { LedgerReason, applyLedgerEntry } from '../wallet';
import { WITHDRAW_CONFIRMATIONS, WITHDRAWAL_LEDGER_REF_PREFIX, WITHDRAWAL_SENDER_BATCH } from './constants';
import * as repo from './repository';
import { publishWithdrawal } from './service';

/** What the sender needs of one chain: its clients, the hot wallet, and where each token lives. */
export interface WithdrawalChain {
  chainId: ChainId;
  publicClient: PublicClient;
  /** The hot wallet: a local account, so transactions are signed here and their bytes recorded before broadcasting. */
  hotWallet: WalletClient<Transport, Chain, Account>;
  /** The token's ERC-20 contract on this chain; null for the chain's own coin (BNB on BNB Smart Chain). */
  tokenContract(token: ChainToken): Address | null;
}

export interface SenderDeps {
  db: Database;
  now: () => Date;
}

export interface SenderStepResult {
  sent: number;
  confirmed: number;
  failed: number;
}

/** Fails a withdrawal not final yet and gives its hold back, in one transaction: once, whatever the retries. */
async function failWithdrawal(deps: SenderDeps, id: number, reason: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [row] = await repo.lockWithdrawals(tx, [id]);
    if (!row || row.status === 'confirmed' || row.status === 'failed') return false;
    const at = deps.now();
    const failed = await repo.updateWithdrawal(tx, id, { status: 'failed', failure: reason.slice(0, 500), updatedAt: at });
    await applyLedgerEntry(
      tx,
      { userId: row.userId, currency: row.token, delta: row.amount + row.fee, reason: LedgerReason.withdrawalRefund, ref: `${WITHDRAWAL_LEDGER_REF_PREFIX}${row.publicId}` },
      at,
    );
    await publishWithdrawal(tx, failed, at);
    return true;
  });
}

/**
 * Signs the oldest requested withdrawal of the chain and records the signed bytes, their hash and nonce (status
 * `sending`) before anything is broadcast, under the hot wallet's lock (chain/hot-wallet.ts, shared with the card
 * mints): one signer at a time, and none while a signed one waits to be broadcast, so the pending nonce is the next
 * one. Answers the row to broadcast, 'failed' when the chain refused it for good (hold returned), or null when there is
 * nothing to sign.
 */
async function signNext(deps: SenderDeps, chain: WithdrawalChain): Promise<repo.WithdrawalRow | 'failed' | null> {
  const outcome = await deps.db.transaction(async (tx): Promise<{ signed: repo.WithdrawalRow } | { refused: number; reason: string } | null> => {
    await lockHotWallet(tx, chain.chainId);
    if (await hotWalletHasUnsent(tx, chain.chainId)) return null;
    const [row] = await repo.lockOpenWithdrawals(tx, chain.chainId, ['requested'], 1);
    if (!row) return null;
    const account = chain.hotWallet.account;
    const contract = chain.tokenContract(row.token);
    const call = contract
      ? { to: contract, value: 0n, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [row.toAddress as Address, row.amount] }) }
      : { to: row.toAddress as Address, value: row.amount };
    try {
      const nonce = await chain.publicClient.getTransactionCount({ address: account.address, blockTag: 'pending' });
      const request = await chain.hotWallet.prepareTransactionRequest({ account, chain: chain.hotWallet.chain, ...call, nonce });
      const rawTx = await chain.hotWallet.signTransaction(request);
      const at = deps.now();
      return { signed: await repo.updateWithdrawal(tx, row.id, { status: 'sending', fromAddress: account.address, nonce, rawTx, txHash: keccak256(rawTx), updatedAt: at }) };
    } catch (error) {
      if (!isFinalRefusal(error)) throw error;
      return { refused: row.id, reason: errorText(error) };
    }
  });
  if (outcome === null) return null;
  if ('signed' in outcome) return outcome.signed;
  await failWithdrawal(deps, outcome.refused, outcome.reason);
  return 'failed';
}

/**
 * Broadcasts a signed withdrawal's recorded bytes: the same transaction every time (a restart after the recording
 * sends nothing new), then marks it sent. A node that knows it already, or a chain that mined it, counts as sent.
 */
async function broadcast(deps: SenderDeps, chain: WithdrawalChain, row: repo.WithdrawalRow): Promise<'sent' | 'failed' | 'retry' | 'resign'> {
  const rawTx = row.rawTx as Hex | null;
  const hash = row.txHash as Hex | null;
  if (!rawTx || !hash) throw new Error(`withdrawal ${row.id} is sending without a signed transaction`);
  try {
    await chain.publicClient.sendRawTransaction({ serializedTransaction: rawTx });
  } catch (error) {
    if (!(await transactionKnown(chain.publicClient, hash))) {
      if (isNonceTaken(error)) return (await markResign(deps, row.id)) ? 'resign' : 'retry';
      if (isFinalRefusal(error)) {
        await failWithdrawal(deps, row.id, errorText(error));
        return 'failed';
      }
      return 'retry';
    }
  }
  await deps.db.transaction(async (tx) => {
    const [locked] = await repo.lockWithdrawals(tx, [row.id]);
    if (locked?.status !== 'sending') return;
    const at = deps.now();
    await publishWithdrawal(tx, await repo.updateWithdrawal(tx, row.id, { status: 'sent', updatedAt: at }), at);
  });
  return 'sent';
}

/** Another transaction took the recorded nonce, so these bytes can never be mined: sign the withdrawal again. */
async function markResign(deps: SenderDeps, id: number): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [row] = await repo.lockWithdrawals(tx, [id]);
    if (row?.status !== 'sending') return false;
    await repo.updateWithdrawal(tx, id, { status: 'requested', rawTx: null, txHash: null, nonce: null, updatedAt: deps.now() });
    return true;
  });
}

/** Counts a sent withdrawal's confirmations; confirmed at 15 (with the owner's message), failed and refunded if it reverted. */
async function follow(deps: SenderDeps, chain: WithdrawalChain, row: repo.WithdrawalRow, head: bigint): Promise<'confirmed' | 'failed' | 'pending'> {
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
    await failWithdrawal(deps, row.id, 'the transaction reverted');
    return 'failed';
  }
  const confirmations = receipt ? Math.min(WITHDRAW_CONFIRMATIONS, Math.max(0, Number(head - receipt.blockNumber) + 1)) : 0;
  const blockNumber = receipt?.blockNumber ?? null;
  return deps.db.transaction(async (tx) => {
    const [locked] = await repo.lockWithdrawals(tx, [row.id]);
    if (locked?.status !== 'sent') return 'pending';
    if (locked.confirmations === confirmations && locked.blockNumber === blockNumber) return 'pending';
    const at = deps.now();
    const done = confirmations >= WITHDRAW_CONFIRMATIONS;
    const updated = await repo.updateWithdrawal(tx, row.id, {
      confirmations,
      blockNumber,
      updatedAt: at,
      ...(done ? { status: 'confirmed' as const, confirmedAt: at } : {}),
    });
    await publishWithdrawal(tx, updated, at);
    if (done) {
      await deliverMessage(tx, {
        userId: updated.userId,
        kind: MessageKind.withdrawalConfirmed,
        params: { amount: fromBaseUnits(updated.token, updated.amount), token: updated.token, txHash: hash },
        now: at,
      });
    }
    return done ? 'confirmed' : 'pending';
  });
}

/**
 * One pass of the hot-wallet sender over one chain: broadcasts what a crash left signed but unsent, signs and sends the
 * requested withdrawals one after another, then follows the sent ones. Safe to run from several processes at once
 * (signing takes the chain's lock; every status change is made under the withdrawal's row lock, only from the status
 * it expects) and after a restart at any point (the signed bytes are recorded before they are broadcast).
 */
export async function runWithdrawalSender(deps: SenderDeps, chain: WithdrawalChain): Promise<SenderStepResult> {
  const result: SenderStepResult = { sent: 0, confirmed: 0, failed: 0 };
  const count = (outcome: string) => {
    if (outcome === 'sent' || outcome === 'confirmed' || outcome === 'failed') result[outcome] += 1;
  };
  for (const row of await repo.openWithdrawals(deps.db, chain.chainId, ['sending'], WITHDRAWAL_SENDER_BATCH)) {
    count(await broadcast(deps, chain, row));
  }
  for (let sent = 0; sent < WITHDRAWAL_SENDER_BATCH; sent += 1) {
    const next = await signNext(deps, chain);
    if (next === null) break;
    if (next === 'failed') {
      count('failed');
      continue;
    }
    const outcome = await broadcast(deps, chain, next);
    count(outcome);
    if (outcome === 'retry') break;
  }
  const open = await repo.openWithdrawals(deps.db, chain.chainId, ['sent'], WITHDRAWAL_SENDER_BATCH);
  if (open.length > 0) {
    const head = await chain.publicClient.getBlockNumber({ cacheTime: 0 });
    for (const row of open) count(await follow(deps, chain, row, head));
  }
  return result;
}
