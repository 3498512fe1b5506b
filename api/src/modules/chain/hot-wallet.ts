import { BaseError, ExecutionRevertedError, InsufficientFundsError, NonceTooLowError, TransactionNotFoundError, type Hex, type PublicClient } from 'viem';

// How the hot-wallet sender (hot-wallet-sender.ts) reads the chain's answers.

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
