import { and, count, desc, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_CARD_PAGE_SIZE,
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
import { clubs, players } from '../catalog';
import { cardDetail } from './detail';
import { allocatePotential, ascend, campAttempt, equip, unequip, consumeOne } from './improvement';
import { openCard } from './opening';
import { containing, RARITY_RANK, SUMMARY_GROWTH, summariesOf, summary } from './summaries';
import { cards, fpCards } from './tables';

export function createCardsService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;
  return {
    async mine(userId: number, request: CardMineRequest): Promise<CardMineResponse> {
      const page = request.page ?? 1;
      const pageSize = request.pageSize ?? DEFAULT_CARD_PAGE_SIZE;
      const filters: (SQL | undefined)[] = [
        eq(cards.ownerId, userId),
        ne(cards.state, 'unavailable'),
        request.family ? eq(cards.family, request.family) : undefined,
        request.rarity ? eq(cards.rarity, request.rarity) : undefined,
        request.state ? eq(cards.state, request.state) : undefined,
        request.position ? eq(players.position, request.position) : undefined,
        request.search ? ilike(players.name, containing(request.search.trim())) : undefined,
      ];
      const where = and(...filters);
      const order =
        request.sort === 'level'
          ? [sql`${fpCards.level} DESC NULLS LAST`, desc(cards.id)]
          : request.sort === 'rating'
            ? [sql`${fpCards.rating} DESC NULLS LAST`, desc(cards.id)]
          : request.sort === 'rarity'
            ? [sql`${RARITY_RANK} DESC NULLS LAST`, desc(cards.id)]
            : [desc(cards.id)];
      const [rows, [total]] = await Promise.all([
        db
          .select({ card: cards, player: players, club: clubs, growth: SUMMARY_GROWTH })
          .from(cards)
          .leftJoin(players, eq(players.id, cards.playerId))
          .leftJoin(clubs, eq(clubs.id, players.clubId))
          .leftJoin(fpCards, eq(fpCards.cardId, cards.id))
          .where(where)
          .orderBy(...order)
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        // The player is joined only when a filter reads it.
        request.position || request.search
          ? db.select({ total: count() }).from(cards).leftJoin(players, eq(players.id, cards.playerId)).where(where)
          : db.select({ total: count() }).from(cards).where(where),
      ]);
      return {
        list: rows.map((row) => summary(row.card, row.player, row.club, row.growth)),
        total: total?.total ?? 0,
        page,
        pageSize,
      };
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
      return { opened: opening.opened.tokenId, seed: opening.seed, cards: await summariesOf(db, opening.revealed) };
    },
  };
}
