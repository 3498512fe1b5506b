import type { NftWithdrawInfoRequest, NftWithdrawInfoResponse, NftWithdrawRequest } from '@fc/shared/contracts';
import type { Database, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { SecretBox } from '../../lib/crypto';
import { unixSeconds } from '../../lib/time';
import { lockUser } from '../account';
import { cardFacts, changeCardState, findCard, decide, summariesOf } from '../cards';
import { checkActionCode, hasGoogleAuthenticator, withdrawalsSuspendedUntil } from '../security';
import { parseAddress, type Chains } from './registry';
import * as repo from './repository';
import { deliverMessage, MessageKind } from '../messages';
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
 * What the withdraw page shows before a code is asked: the networks that are on, the state machine's refusal code for
 * `withdraw` as the card is now (null when it may leave), Google Authenticator bound, and the 24 h suspension.
 */
export async function nftWithdrawInfo(deps: NftWithdrawDeps, userId: number, request: NftWithdrawInfoRequest): Promise<NftWithdrawInfoResponse> {
  const card = await findCard(deps.db, request.tokenId);
  if (!card || card.ownerId !== userId) throw new AppError('NOT_FOUND', { field: 'tokenId' });
  const now = deps.now();
  const decision = decide(await cardFacts(deps.db, card, now), 'withdraw');
  const [[summary], google2fa, until] = await Promise.all([
    summariesOf(deps.db, [card]),
    hasGoogleAuthenticator(deps.db, userId),
    withdrawalsSuspendedUntil(deps.db, userId, now),
  ]);
  if (!summary) throw new Error(`card ${card.tokenId} has no summary`);
  return {
    tokenId: card.tokenId,
    card: summary,
    networks: deps.chains.ids,
    blocked: decision.ok ? null : decision.code,
    google2fa,
    suspendedUntil: until ? unixSeconds(until) : null,
  };
}

/**
 * A card out to the chain, as a token withdrawal is: the chain on, the address strict, Google Authenticator bound and
 * no credentials change in the last 24 h, then the action code (`checkActionCode`: an e-mail code of purpose
 * `withdraw` or a Google code), then the card through the state machine (`withdraw`: resting, not a trial card,
 * wearing nothing → `transfer`) and the withdrawal recorded — all in one transaction. A wrong e-mail code's try stays
 * counted (answered after the commit); any other refusal writes nothing. The hot-wallet sender mints it
 * (nft-sender.ts).
 */
export async function requestNftWithdrawal(deps: NftWithdrawDeps, userId: number, request: NftWithdrawRequest): Promise<repo.NftWithdrawalRow> {
  const handle = deps.chains.require(request.chainId);
  const address = parseAddress(request.address);
  if (!address) throw new AppError('ADDRESS_INVALID', { field: 'address' });
  const codeDeps = { codeSecret: deps.codeSecret, secretBox: deps.secretBox };
  const outcome = await deps.db.transaction(async (tx): Promise<AppError | repo.NftWithdrawalRow> => {
    const now = deps.now();
    await lockUser(tx, userId);
    if (!(await hasGoogleAuthenticator(tx, userId))) throw new AppError('GOOGLE_2FA_REQUIRED');
    if (await withdrawalsSuspendedUntil(tx, userId, now)) throw new AppError('WITHDRAW_SUSPENDED');
    const refusal = await checkActionCode(tx, codeDeps, { userId, purpose: 'withdraw', code: request, now });
    if (refusal) return refusal;
    const card = await changeCardState(tx, { tokenId: request.tokenId, action: 'withdraw', by: { userId }, now, ref: `chain:${handle.chainId}:${address}` });
    return repo.insertNftWithdrawal(tx, { userId, cardId: card.id, tokenId: card.tokenId, chainId: handle.chainId, address }, now);
  });
  if (outcome instanceof AppError) throw outcome;
  return outcome;
}
