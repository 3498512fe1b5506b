import {
  type CardAllocateRequest,
  type CardCampRequest,
  type CardCampResponse,
  type CardDetailResponse,
  type CardMineRequest,
  type CardMineResponse,
  type CardOpenResponse,
  type ItemEquipRequest,
  type ItemUnequipRequest,
  type ItemUseRequest,
  type ItemUseResponse,
} from '@fc/shared/contracts';
import type { Database } from '../../db/client';
import { cardDetail } from './detail';
import { allocatePotential, ascend, campAttempt, equip, unequip, consumeOne } from './improvement';
import { openCard } from './opening';
import { mineSummaries, summariesOf } from './summary-repository';

export function createCardsService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;
  return {
    mine(userId: number, request: CardMineRequest): Promise<CardMineResponse> {
      return mineSummaries(db, userId, request);
    },

    detail(userId: number, tokenId: string): Promise<CardDetailResponse> {
      return cardDetail(db, userId, tokenId, now());
    },

    async allocate(userId: number, request: CardAllocateRequest): Promise<CardDetailResponse> {
      await db.transaction((tx) => allocatePotential(tx, userId, request, now()));
      return cardDetail(db, userId, request.tokenId, now());
    },

    async ascend(userId: number, tokenId: string): Promise<CardDetailResponse> {
      await db.transaction((tx) => ascend(tx, userId, tokenId, now()));
      return cardDetail(db, userId, tokenId, now());
    },

    async camp(userId: number, request: CardCampRequest): Promise<CardCampResponse> {
      const outcome = await db.transaction((tx) => campAttempt(tx, userId, request.tokenId, request.slot, now()));
      return { ...outcome, detail: await cardDetail(db, userId, request.tokenId, now()) };
    },

    async equip(userId: number, request: ItemEquipRequest): Promise<CardDetailResponse> {
      await db.transaction((tx) => equip(tx, userId, request.itemTokenId, request.cardTokenId, now()));
      return cardDetail(db, userId, request.cardTokenId, now());
    },

    /** Answers the card that wore the item, as it is now. */
    async unequip(userId: number, request: ItemUnequipRequest): Promise<CardDetailResponse> {
      const wearer = await db.transaction((tx) => unequip(tx, userId, request.itemTokenId, now()));
      return cardDetail(db, userId, wearer?.tokenId ?? request.itemTokenId, now());
    },

    async use(userId: number, request: ItemUseRequest): Promise<ItemUseResponse> {
      const used = await db.transaction((tx) => consumeOne(tx, userId, request.kind, request.cardTokenId, now()));
      const card = request.kind !== 'energyDrink' && request.cardTokenId ? await cardDetail(db, userId, request.cardTokenId, now()) : null;
      return { kind: request.kind, ...used, card };
    },

    async open(userId: number, tokenId: string): Promise<CardOpenResponse> {
      const opening = await db.transaction((tx) => openCard(tx, userId, tokenId, now()));
      return { opened: opening.opened.tokenId, seed: opening.seed, fair: opening.fair, cards: await summariesOf(db, opening.revealed) };
    },
  };
}
