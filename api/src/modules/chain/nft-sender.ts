import { encodeFunctionData, type Address } from 'viem';
import { changeCardState } from '../cards';
import { deliverMessage, MessageKind } from '../messages';
import { FcCard } from './artifacts';
import { CHAIN_NAMES } from './clients';
import { NFT_MINT_SENDING, NFT_WITHDRAWAL_FAILURE } from './constants';
import { runHotWalletSender, type HotWalletSendKind, type HotWalletSenderDeps, type HotWalletSenderResult } from './hot-wallet-sender';
import type { ChainHandle } from './registry';
import * as repo from './repository';

/** Card mints as the hot-wallet sender sends them (hot-wallet-sender.ts). */
function cardMints(chain: ChainHandle): HotWalletSendKind<repo.NftWithdrawalRow> {
  return {
    ...NFT_MINT_SENDING,
    open: repo.openNftWithdrawals,
    lock: repo.lockNftWithdrawal,
    lockNextRequested: repo.lockNextRequestedNftWithdrawal,
    update: repo.updateNftWithdrawal,
    /** A tokenId already on chain is never minted again: the withdrawal fails (`on_chain`) and the card comes back. */
    async call(row) {
      const tokenId = BigInt(row.tokenId);
      const owner = await chain.publicClient.readContract({ address: chain.contracts.CARD, abi: FcCard.abi, functionName: 'ownerOf', args: [tokenId] }).catch(() => null);
      if (owner !== null) return { failure: NFT_WITHDRAWAL_FAILURE.onChain };
      return { to: chain.contracts.CARD, value: 0n, data: encodeFunctionData({ abi: FcCard.abi, functionName: 'mint', args: [row.address as Address, tokenId] }) };
    },
    refused: () => NFT_WITHDRAWAL_FAILURE.refused,
    reverted: NFT_WITHDRAWAL_FAILURE.reverted,
    /** The card is back in the collection. */
    async fail(tx, row, failure, at) {
      await repo.updateNftWithdrawal(tx, row.id, { status: 'failed', failure }, at);
      await changeCardState(tx, { tokenId: row.tokenId, action: 'cancelWithdrawal', by: 'system', now: at, ref: `nft-withdrawal:${row.id}` });
    },
    changed: async () => undefined,
    /** The card leaves the platform, with the owner's message. */
    async confirmed(tx, row, hash, at) {
      await changeCardState(tx, { tokenId: row.tokenId, action: 'completeWithdrawal', by: 'system', now: at, ref: hash });
      await deliverMessage(tx, {
        userId: row.userId,
        kind: MessageKind.nftWithdrawn,
        params: { tokenId: row.tokenId, network: CHAIN_NAMES[row.chainId], address: row.address, txHash: hash },
        now: at,
      });
    },
  };
}

/**
 * One pass of the card mints over one chain (hot-wallet-sender.ts, shared with the token withdrawals): broadcasts what a
 * crash left signed but unsent, signs and sends the requested mints one after another, then follows the sent ones to
 * 15 confirmations. Safe to repeat, to run in several processes and after a restart at any point.
 */
export function runNftWithdrawalSender(deps: HotWalletSenderDeps, chain: ChainHandle): Promise<HotWalletSenderResult> {
  return runHotWalletSender(deps, cardMints(chain), { chainId: chain.chainId, publicClient: chain.publicClient, hotWallet: chain.hotWalletClient });
}
