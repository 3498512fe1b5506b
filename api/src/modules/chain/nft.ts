import type { Transaction } from '../../db/client';
import { changeCardState, findCard } from '../cards/repository';
import { deliverMessage } from '../messages/service';
import { MessageKind } from '../messages/constants';
import { CHAIN_NAMES } from './clients';
import { findConfirmedNftWithdrawal, type DepositRow } from './repository';

/**
 * A card NFT deposit reached its confirmations: the card comes back into the collection of the user who deposited
 * it (the card state machine's `returnFromChain`, which changes hands too), with a message. Only a card this platform
 * withdrew to that chain comes back; any other tokenId answers null (the deposit fails as unknown_card).
 */
export async function returnCardFromChain(tx: Transaction, deposit: DepositRow, now: Date): Promise<number | null> {
  if (deposit.kind !== 'nft' || !deposit.tokenId) return null;
  const withdrawal = await findConfirmedNftWithdrawal(tx, deposit.tokenId, deposit.chainId);
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
