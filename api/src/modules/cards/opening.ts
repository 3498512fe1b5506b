import type { Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { boxOpeningRarity } from '@fc/shared/fair';
import { takeFairDraw, type FairDraw } from '../fair';
import { BOX_ODDS } from './constants';
import { packRarities, pickPlayer } from './draw';
import { changeCardState, mintCard, mintCollectibles, playersWithSupplyLeft, recordOpening, supplyLeftByRarity, type CardRow } from './repository';

export interface Opening {
  opened: CardRow;
  /** The provably fair draw's digest. */
  seed: string;
  fair: FairDraw;
  revealed: CardRow[];
}

/**
 * Opens a pack (collectible cards, odds by its kind) or a mystery box (one FP card), in the caller's transaction:
 * the state machine consumes it exactly once (its row lock makes a second opening, from another tab or a
 * double click, wait and then find it opened), the draws come from the user's next provably fair digest (purpose
 * `pack` or `box`), recorded with its pair, nonce and purpose and what they revealed.
 */
export async function openCard(tx: Transaction, userId: number, tokenId: string, now: Date): Promise<Opening> {
  const opened = await changeCardState(tx, { tokenId, action: 'open', by: { userId }, now });
  const ref = `open:${opened.tokenId}`;
  const purpose = opened.family === 'pack' ? 'pack' : 'box';
  const fair = await takeFairDraw(tx, userId, purpose, ref, now);
  const seed = fair.digest;
  const revealed: CardRow[] = [];
  if (opened.family === 'pack') {
    const kind = opened.kind === 'legend' || opened.kind === 'allStar' ? opened.kind : null;
    if (!kind) throw new Error(`pack ${opened.tokenId} has no known kind`);
    const rarities = packRarities(kind, seed);
    // The supply left of every rarity drawn, read once and counted down with each card minted here.
    const supplyLeft = await supplyLeftByRarity(tx, 'collectible', [...new Set(rarities)]);
    const picks = rarities.map((rarity, index) => {
      const left = supplyLeft.get(rarity) ?? new Map<number, number>();
      const candidates = [...left].filter(([, n]) => n > 0).map(([playerId]) => playerId);
      if (candidates.length === 0) throw new AppError('PACK_SOLD_OUT');
      const playerId = pickPlayer(candidates, seed, index);
      left.set(playerId, (left.get(playerId) ?? 1) - 1);
      return { playerId, rarity };
    });
    revealed.push(...(await mintCollectibles(tx, userId, picks, now, ref)));
  } else {
    const rarity = opened.rarity ?? boxOpeningRarity(seed, BOX_ODDS);
    const candidates = await playersWithSupplyLeft(tx, 'fp', rarity);
    if (candidates.length === 0) throw new AppError('PACK_SOLD_OUT');
    // A box from training passes its parents on to the card inside.
    const parents: [number, number] | undefined = opened.parentA && opened.parentB ? [opened.parentA, opened.parentB] : undefined;
    revealed.push(await mintCard(tx, userId, { family: 'fp', playerId: pickPlayer(candidates, seed, 0), rarity, parents }, now, ref));
  }
  await recordOpening(tx, {
    cardId: opened.id,
    ownerId: userId,
    seed,
    revealed: revealed.map((card) => card.tokenId),
    createdAt: now,
    fairPairId: fair.pairId,
    fairNonce: fair.nonce,
    fairPurpose: purpose,
  });
  return { opened, seed, fair, revealed };
}
