import { encodeFunctionData, keccak256, TransactionReceiptNotFoundError, type Address, type Hex } from 'viem';
import type { Database } from '../../db/client';
import { changeCardState } from '../cards';
import { deliverMessage, MessageKind } from '../messages';
import { FcCard } from './artifacts';
import { CHAIN_NAMES } from './clients';
import { NFT_SENDER_BATCH, NFT_WITHDRAW_CONFIRMATIONS, NFT_WITHDRAWAL_FAILURE } from './constants';
import { hotWalletHasUnsent, isFinalRefusal, isNonceTaken, lockHotWallet, transactionKnown } from './hot-wallet';
import type { ChainHandle } from './registry';
import * as repo from './repository';

export interface NftSenderDeps {
  db: Database;
  now: () => Date;
}

export interface NftSenderStepResult {
  sent: number;
  confirmed: number;
  failed: number;
}

/** Fails an NFT withdrawal not final yet and puts the card back in the collection, in one transaction: once. */
async function failNftWithdrawal(deps: NftSenderDeps, id: number, failure: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const row = await repo.lockNftWithdrawal(tx, id);
    if (!row || row.status === 'confirmed' || row.status === 'failed') return false;
    const at = deps.now();
    await repo.updateNftWithdrawal(tx, id, { status: 'failed', failure }, at);
    await changeCardState(tx, { tokenId: row.tokenId, action: 'cancelWithdrawal', by: 'system', now: at, ref: `nft-withdrawal:${id}` });
    return true;
  });
}

/**
 * Signs the mint of the oldest requested NFT withdrawal and records the signed bytes, hash and nonce (`sending`)
 * before anything is broadcast, under the hot wallet's lock (shared with the token withdrawals). A tokenId already
 * on chain is never minted again: the withdrawal fails (`on_chain`) and the card comes back.
 */
async function signNext(deps: NftSenderDeps, chain: ChainHandle): Promise<repo.NftWithdrawalRow | 'failed' | null> {
  type Outcome = { signed: repo.NftWithdrawalRow } | { refused: number; failure: string } | null;
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    await lockHotWallet(tx, chain.chainId);
    if (await hotWalletHasUnsent(tx, chain.chainId)) return null;
    const row = await repo.lockNextRequestedNftWithdrawal(tx, chain.chainId);
    if (!row) return null;
    const tokenId = BigInt(row.tokenId);
    const owner = await chain.publicClient.readContract({ address: chain.contracts.CARD, abi: FcCard.abi, functionName: 'ownerOf', args: [tokenId] }).catch(() => null);
    if (owner !== null) return { refused: row.id, failure: NFT_WITHDRAWAL_FAILURE.onChain };
    const account = chain.hotWalletClient.account;
    try {
      const nonce = await chain.publicClient.getTransactionCount({ address: account.address, blockTag: 'pending' });
      const data = encodeFunctionData({ abi: FcCard.abi, functionName: 'mint', args: [row.address as Address, tokenId] });
      const request = await chain.hotWalletClient.prepareTransactionRequest({ account, chain: chain.hotWalletClient.chain, to: chain.contracts.CARD, data, value: 0n, nonce });
      const rawTx = await chain.hotWalletClient.signTransaction(request);
      const at = deps.now();
      return { signed: await repo.updateNftWithdrawal(tx, row.id, { status: 'sending', fromAddress: account.address, nonce, rawTx, txHash: keccak256(rawTx) }, at) };
    } catch (error) {
      if (!isFinalRefusal(error)) throw error;
      return { refused: row.id, failure: NFT_WITHDRAWAL_FAILURE.refused };
    }
  });
  if (outcome === null) return null;
  if ('signed' in outcome) return outcome.signed;
  await failNftWithdrawal(deps, outcome.refused, outcome.failure);
  return 'failed';
}

/**
 * Broadcasts a signed mint's recorded bytes (the same transaction every time: a restart after the recording mints
 * nothing new), then marks it sent. A node that knows it already, or a chain that mined it, counts as sent.
 */
async function broadcast(deps: NftSenderDeps, chain: ChainHandle, row: repo.NftWithdrawalRow): Promise<'sent' | 'failed' | 'retry' | 'resign'> {
  const rawTx = row.rawTx as Hex | null;
  const hash = row.txHash as Hex | null;
  if (!rawTx || !hash) throw new Error(`nft withdrawal ${row.id} is sending without a signed transaction`);
  try {
    await chain.publicClient.sendRawTransaction({ serializedTransaction: rawTx });
  } catch (error) {
    if (!(await transactionKnown(chain.publicClient, hash))) {
      if (isNonceTaken(error)) return (await markResign(deps, row.id)) ? 'resign' : 'retry';
      if (isFinalRefusal(error)) {
        await failNftWithdrawal(deps, row.id, NFT_WITHDRAWAL_FAILURE.refused);
        return 'failed';
      }
      return 'retry';
    }
  }
  await deps.db.transaction(async (tx) => {
    const locked = await repo.lockNftWithdrawal(tx, row.id);
    if (locked?.status === 'sending') await repo.updateNftWithdrawal(tx, row.id, { status: 'sent' }, deps.now());
  });
  return 'sent';
}

/** Another transaction took the recorded nonce, so these bytes can never be mined: sign the mint again. */
async function markResign(deps: NftSenderDeps, id: number): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const row = await repo.lockNftWithdrawal(tx, id);
    if (row?.status !== 'sending') return false;
    await repo.updateNftWithdrawal(tx, id, { status: 'requested', rawTx: null, txHash: null, nonce: null }, deps.now());
    return true;
  });
}

/** Counts a sent mint's confirmations; at 15 the card leaves the platform with the owner's message; reverted → failed, card back. */
async function follow(deps: NftSenderDeps, chain: ChainHandle, row: repo.NftWithdrawalRow, head: bigint): Promise<'confirmed' | 'failed' | 'pending'> {
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
    await failNftWithdrawal(deps, row.id, NFT_WITHDRAWAL_FAILURE.reverted);
    return 'failed';
  }
  const confirmations = receipt ? Math.min(NFT_WITHDRAW_CONFIRMATIONS, Math.max(0, Number(head - receipt.blockNumber) + 1)) : 0;
  const blockNumber = receipt?.blockNumber ?? null;
  return deps.db.transaction(async (tx) => {
    const locked = await repo.lockNftWithdrawal(tx, row.id);
    if (locked?.status !== 'sent') return 'pending';
    if (locked.confirmations === confirmations && locked.blockNumber === blockNumber) return 'pending';
    const at = deps.now();
    const done = confirmations >= NFT_WITHDRAW_CONFIRMATIONS;
    await repo.updateNftWithdrawal(tx, row.id, { confirmations, blockNumber, ...(done ? { status: 'confirmed' as const, confirmedAt: at } : {}) }, at);
    if (!done) return 'pending';
    await changeCardState(tx, { tokenId: locked.tokenId, action: 'completeWithdrawal', by: 'system', now: at, ref: hash });
    await deliverMessage(tx, {
      userId: locked.userId,
      kind: MessageKind.nftWithdrawn,
      params: { tokenId: locked.tokenId, network: CHAIN_NAMES[locked.chainId], address: locked.address, txHash: hash },
      now: at,
    });
    return 'confirmed';
  });
}

/**
 * One pass of the card mints over one chain, the token withdrawal sender's way (withdrawals/sender.ts): broadcasts
 * what a crash left signed but unsent, signs and sends the requested mints one after another, then follows the sent
 * ones to 15 confirmations. Safe to repeat, to run in several processes and after a restart at any point.
 */
export async function runNftWithdrawalSender(deps: NftSenderDeps, chain: ChainHandle): Promise<NftSenderStepResult> {
  const result: NftSenderStepResult = { sent: 0, confirmed: 0, failed: 0 };
  const count = (outcome: string) => {
    if (outcome === 'sent' || outcome === 'confirmed' || outcome === 'failed') result[outcome] += 1;
  };
  for (const row of await repo.openNftWithdrawals(deps.db, chain.chainId, ['sending'], NFT_SENDER_BATCH)) {
    count(await broadcast(deps, chain, row));
  }
  for (let signed = 0; signed < NFT_SENDER_BATCH; signed += 1) {
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
  const open = await repo.openNftWithdrawals(deps.db, chain.chainId, ['sent'], NFT_SENDER_BATCH);
  if (open.length > 0) {
    const head = await chain.publicClient.getBlockNumber({ cacheTime: 0 });
    for (const row of open) count(await follow(deps, chain, row, head));
  }
  return result;
}
