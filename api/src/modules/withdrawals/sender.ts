import { encodeFunctionData, erc20Abi, type Address } from 'viem';
import { fromBaseUnits, type ChainToken } from '@fc/shared/contracts';
import { errorText, runHotWalletSender, type HotWalletChain, type HotWalletSendKind, type HotWalletSenderDeps, type HotWalletSenderResult } from '../chain';
import { deliverMessage, MessageKind } from '../messages';
import { LedgerReason, applyLedgerEntry } from '../wallet';
import { TOKEN_WITHDRAWAL_SENDING, WITHDRAWAL_LEDGER_REF_PREFIX } from './constants';
import * as repo from './repository';
import { publishWithdrawal } from './service';

/** What the sender needs of one chain: its clients, the hot wallet, and where each token lives. */
export interface WithdrawalChain extends HotWalletChain {
  /** The token's ERC-20 contract on this chain; null for the chain's own coin (BNB on BNB Smart Chain). */
  tokenContract(token: ChainToken): Address | null;
}

/** Token withdrawals as the hot-wallet sender sends them (chain's hot-wallet-sender.ts). */
function tokenWithdrawals(chain: WithdrawalChain): HotWalletSendKind<repo.WithdrawalRow> {
  return {
    ...TOKEN_WITHDRAWAL_SENDING,
    open: repo.openWithdrawals,
    lock: async (tx, id) => (await repo.lockWithdrawals(tx, [id]))[0] ?? null,
    lockNextRequested: async (tx, chainId) => (await repo.lockOpenWithdrawals(tx, chainId, ['requested'], 1))[0] ?? null,
    update: (tx, id, change, at) => repo.updateWithdrawal(tx, id, { ...change, updatedAt: at }),
    async call(row) {
      const contract = chain.tokenContract(row.token);
      return contract
        ? { to: contract, value: 0n, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [row.toAddress as Address, row.amount] }) }
        : { to: row.toAddress as Address, value: row.amount };
    },
    refused: errorText,
    reverted: 'the transaction reverted',
    /** The hold (amount and fee) comes back to the balance. */
    async fail(tx, row, failure, at) {
      const failed = await repo.updateWithdrawal(tx, row.id, { status: 'failed', failure: failure.slice(0, 500), updatedAt: at });
      await applyLedgerEntry(
        tx,
        { userId: row.userId, currency: row.token, delta: row.amount + row.fee, reason: LedgerReason.withdrawalRefund, ref: `${WITHDRAWAL_LEDGER_REF_PREFIX}${row.publicId}` },
        at,
      );
      await publishWithdrawal(tx, failed, at);
    },
    changed: publishWithdrawal,
    /** The owner's message. */
    async confirmed(tx, row, hash, at) {
      await deliverMessage(tx, {
        userId: row.userId,
        kind: MessageKind.withdrawalConfirmed,
        params: { amount: fromBaseUnits(row.token, row.amount), token: row.token, txHash: hash },
        now: at,
      });
    },
  };
}

/**
 * One pass of the token withdrawals over one chain (chain's hot-wallet sender, shared with the card mints): broadcasts
 * what a crash left signed but unsent, signs and sends the requested withdrawals one after another, then follows the
 * sent ones to 15 confirmations. Safe to repeat, to run in several processes and after a restart at any point.
 */
export function runWithdrawalSender(deps: HotWalletSenderDeps, chain: WithdrawalChain): Promise<HotWalletSenderResult> {
  return runHotWalletSender(deps, tokenWithdrawals(chain), chain);
}
