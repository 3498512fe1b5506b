import { and, eq, sql } from 'drizzle-orm';
import { BaseError, ExecutionRevertedError, InsufficientFundsError, NonceTooLowError, TransactionNotFoundError, type Hex, type PublicClient } from 'viem';
import type { ChainId } from '@fc/shared/contracts';
import type { Executor } from '../../db/client';
import { withdrawals } from '../withdrawals';
import { HOT_WALLET_LOCK } from './constants';
import { nftWithdrawals } from './tables';

/**
 * The hot wallet has one nonce sequence per chain and two senders use it: token withdrawals (withdrawals/sender.ts) and
 * card mints (nft-sender.ts). Both sign only under this lock and only while nothing either of them signed waits to
 * be broadcast, so the wallet's pending nonce is always the next one and they never race for it.
 */
export async function lockHotWallet(tx: Executor, chainId: ChainId): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${HOT_WALLET_LOCK}::int, ${chainId}::int)`);
}

/** Whether a transaction of the hot wallet on this chain is signed and recorded but not broadcast yet (`sending`). */
export async function hotWalletHasUnsent(tx: Executor, chainId: ChainId): Promise<boolean> {
  const [token] = await tx.select({ id: withdrawals.id }).from(withdrawals).where(and(eq(withdrawals.chainId, chainId), eq(withdrawals.status, 'sending'))).limit(1);
  if (token) return true;
  const [nft] = await tx.select({ id: nftWithdrawals.id }).from(nftWithdrawals).where(and(eq(nftWithdrawals.chainId, chainId), eq(nftWithdrawals.status, 'sending'))).limit(1);
  return nft !== undefined;
}

/** Whether viem's error, or one it wraps, is of `type` or says `pattern` (a node's rejection is not always classified). */
function errorIs(error: unknown, types: (abstract new (...args: never[]) => Error)[], pattern: RegExp): boolean {
  if (!(error instanceof BaseError)) return false;
  return error.walk((cause) => types.some((type) => cause instanceof type) || (cause instanceof BaseError && pattern.test(cause.details ?? ''))) !== null;
}

/** A refusal by the chain that trying again will not change: the send fails for good. */
export function isFinalRefusal(error: unknown): boolean {
  return errorIs(error, [ExecutionRevertedError, InsufficientFundsError], /execution reverted|insufficient funds/i);
}

/** The signed nonce was used by another transaction of the hot wallet (a development top-up, a manual send). */
export function isNonceTaken(error: unknown): boolean {
  return errorIs(error, [NonceTooLowError], /nonce too low/i);
}

export function errorText(error: unknown): string {
  return error instanceof BaseError ? error.shortMessage : String(error);
}

export async function transactionKnown(publicClient: PublicClient, hash: Hex): Promise<boolean> {
  try {
    await publicClient.getTransaction({ hash });
    return true;
  } catch (error) {
    if (error instanceof TransactionNotFoundError) return false;
    throw error;
  }
}
