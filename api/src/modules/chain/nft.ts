import type { NftWithdrawRequest } from '@fc/shared/contracts';
import type { Database, Transaction } from '../../db/client';
import { AppError, invalidParams } from '../../lib/app-error';
import type { SecretBox } from '../../lib/crypto';
import { lockUser } from '../account/repository';
import { changeCardState, findCard } from '../cards/repository';
import { checkMailCode, consumeMailCode, verifyGoogleCode } from '../security/service';
import { FcCard } from './artifacts';
import { NFT_WITHDRAWAL_FAILURE } from './constants';
import { parseAddress, type Chains } from './registry';
import * as repo from './repository';
import { deliverMessage } from '../messages/service';
import { MessageKind } from '../messages/constants';
import { CHAIN_NAMES } from './clients';


/**
 * A card NFT deposit reached its confirmations: the card comes back into the collection of the user who deposited
 * it (the card state machine's `returnFromChain`, which changes hands too), with a message. Only a card this platform
 * withdrew to that chain comes back; any other tokenId answers null (the deposit fails as unknown_card).
 */
export async function returnCardFromChain(tx: Transaction, deposit: repo.DepositRow, now: Date): Promise<number | null> {
  if (deposit.kind !== 'nft' || !deposit.tokenId) return null;
  const withdrawal = await repo.findConfirmedNftWithdrawal(tx, deposit.tokenId, deposit.chainId);
  const card = withdrawal ? await findCard(tx, deposit.tokenId) : undefined;
  if (!withdrawal || !card || card.state !== 'unavailable') return null;
  const ref = `chain:${deposit.chainId}:${deposit.txHash}:${deposit.logIndex}`;
  const back = await changeCardState(tx, { tokenId: card.tokenId, action: 'returnFromChain', by: 'system', now, ref, newOwnerId: deposit.userId });
  await deliverMessage(tx, {
    userId: deposit.userId,
    kind: MessageKind.nftDeposited,
    params: { tokenId: card.tokenId, network: CHAIN_NAMES[deposit.chainId], txHash: deposit.txHash },
    now,
  });
  return back.id;
}

export interface NftWithdrawDeps {
  db: Database;
  chains: Chains;
  now: () => Date;
  codeSecret: string;
  secretBox: SecretBox;
}

/**
 * A card out to the chain: the chain on, the address strict, then an e-mail code (purpose `withdraw`) or a Google
 * code, then the card through the state machine (`withdraw`: resting, not a trial card, wearing nothing → `transfer`)
 * and the withdrawal recorded — all in one transaction. A wrong code's try stays counted (answered after the commit);
 * any other refusal writes nothing. The mint is the job's (NFT_WITHDRAWAL_JOB), queued here.
 */
export async function requestNftWithdrawal(deps: NftWithdrawDeps, userId: number, request: NftWithdrawRequest): Promise<repo.NftWithdrawalRow> {
  const handle = deps.chains.require(request.chainId);
  const address = parseAddress(request.address);
  if (!address) throw new AppError('ADDRESS_INVALID', { field: 'address' });
  if (request.emailCode === undefined && request.googleCode === undefined) throw invalidParams('emailCode', 'send emailCode or googleCode');
  const outcome = await deps.db.transaction(async (tx): Promise<AppError | repo.NftWithdrawalRow> => {
    const now = deps.now();
    await lockUser(tx, userId);
    if (request.googleCode !== undefined) {
      await verifyGoogleCode(tx, deps.secretBox, userId, request.googleCode, now);
    } else {
      const codeId = await checkMailCode(tx, deps.codeSecret, userId, 'withdraw', request.emailCode ?? '', now);
      if (codeId === null || !(await consumeMailCode(tx, userId, 'withdraw', codeId, now))) return new AppError('INVALID_EMAIL_CODE', { field: 'emailCode' });
    }
    const card = await changeCardState(tx, { tokenId: request.tokenId, action: 'withdraw', by: { userId }, now, ref: `chain:${handle.chainId}:${address}` });
    return repo.insertNftWithdrawal(tx, { userId, cardId: card.id, tokenId: card.tokenId, chainId: handle.chainId, address }, now);
  });
  if (outcome instanceof AppError) throw outcome;
  return outcome;
}

/**
 * The job's run for one withdrawal: mints the card (same tokenId) to the user's address from the hot wallet and waits
 * for the receipt; confirmed → the card leaves the platform (`completeWithdrawal`) with a message; reverted, or the
 * chain off → failed and the card back (`cancelWithdrawal`). A retried run never mints twice: the contract refuses an
 * existing tokenId, and a token already at the user's address is taken as this withdrawal's earlier mint.
 */
export async function sendNftWithdrawal(chains: Chains, tx: Transaction, id: number, now: Date): Promise<{ status: string }> {
  const withdrawal = await repo.lockNftWithdrawal(tx, id);
  if (!withdrawal || withdrawal.status !== 'requested') return { status: withdrawal?.status ?? 'missing' };
  const fail = async (failure: string) => {
    await repo.updateNftWithdrawal(tx, id, { status: 'failed', failure }, now);
    await changeCardState(tx, { tokenId: withdrawal.tokenId, action: 'cancelWithdrawal', by: 'system', now, ref: `nft-withdrawal:${id}` });
    return { status: 'failed' };
  };
  const handle = chains.get(withdrawal.chainId);
  if (!handle) return fail(NFT_WITHDRAWAL_FAILURE.chainOff);
  const tokenId = BigInt(withdrawal.tokenId);
  const owner = await handle.publicClient.readContract({ address: handle.contracts.CARD, abi: FcCard.abi, functionName: 'ownerOf', args: [tokenId] }).catch(() => null);
  let txHash: `0x${string}` | null = null;
  let blockNumber: bigint | null = null;
  if (owner === null) {
    txHash = await handle.hotWalletClient.writeContract({ address: handle.contracts.CARD, abi: FcCard.abi, functionName: 'mint', args: [withdrawal.address as `0x${string}`, tokenId] });
    const receipt = await handle.publicClient.waitForTransactionReceipt({ hash: txHash });
    if (receipt.status !== 'success') return fail(NFT_WITHDRAWAL_FAILURE.reverted);
    blockNumber = receipt.blockNumber;
  } else if (owner !== withdrawal.address) {
    return fail(NFT_WITHDRAWAL_FAILURE.onChain);
  }
  await repo.updateNftWithdrawal(tx, id, { status: 'confirmed', txHash, blockNumber, confirmations: 1 }, now);
  await changeCardState(tx, { tokenId: withdrawal.tokenId, action: 'completeWithdrawal', by: 'system', now, ref: txHash ?? `nft-withdrawal:${id}` });
  await deliverMessage(tx, {
    userId: withdrawal.userId,
    kind: MessageKind.nftWithdrawn,
    params: { tokenId: withdrawal.tokenId, network: CHAIN_NAMES[withdrawal.chainId], address: withdrawal.address, txHash: txHash ?? '' },
    now,
  });
  return { status: 'confirmed' };
}
