import { and, count, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_CARD_PAGE_SIZE,
  RARITIES,
  type CardMineRequest,
  type CardMineResponse,
  type CardOpenResponse,
  type CardSummary,
} from '@fc/shared/contracts';
import type { Database, Executor } from '../../db/client';
import { unixSeconds } from '../../lib/time';
import { clubs, players } from '../catalog/tables';
import { openCard } from './opening';
import type { CardRow } from './repository';
import { cards, fpCards } from './tables';

type Club = typeof clubs.$inferSelect;
type Player = typeof players.$inferSelect;
type Growth = Pick<typeof fpCards.$inferSelect, 'level' | 'xp' | 'stamina'>;

function summary(card: CardRow, player: Player | null, club: Club | null, growth: Growth | null): CardSummary {
  return {
    tokenId: card.tokenId,
    family: card.family,
    state: card.state,
    rarity: card.rarity,
    serial: card.serial,
    supply: card.supply,
    kind: card.kind,
    trialUntil: card.trialUntil ? unixSeconds(card.trialUntil) : null,
    player:
      player && club
        ? {
            id: player.id,
            name: player.name,
            nationality: player.nationality,
            born: player.born,
            position: player.position,
            preferredPosition: player.preferredPosition,
            heightCm: player.heightCm,
            club: { id: club.id, name: club.name, shortName: club.shortName, primaryColor: club.primaryColor, secondaryColor: club.secondaryColor },
          }
        : null,
    fp: growth ? { level: growth.level, xp: growth.xp, stamina: growth.stamina } : null,
  };
}

/** `text` for ILIKE, its wildcards taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

const RARITY_RANK = sql`array_position(ARRAY[${sql.join(
  RARITIES.map((rarity) => sql`${rarity}`),
  sql`, `,
)}]::text[], ${cards.rarity})`;

/** Summaries of cards fetched by id, in the given order. */
export async function summariesOf(db: Executor, rows: CardRow[]): Promise<CardSummary[]> {
  if (rows.length === 0) return [];
  const found = await db
    .select({ id: cards.id, player: players, club: clubs, growth: { level: fpCards.level, xp: fpCards.xp, stamina: fpCards.stamina } })
    .from(cards)
    .leftJoin(players, eq(players.id, cards.playerId))
    .leftJoin(clubs, eq(clubs.id, players.clubId))
    .leftJoin(fpCards, eq(fpCards.cardId, cards.id))
    .where(inArray(cards.id, rows.map((row) => row.id)));
  const byId = new Map(found.map((row) => [row.id, row]));
  return rows.map((row) => {
    const extra = byId.get(row.id);
    return summary(row, extra?.player ?? null, extra?.club ?? null, extra?.growth ?? null);
  });
}

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
          : request.sort === 'rarity'
            ? [sql`${RARITY_RANK} DESC NULLS LAST`, desc(cards.id)]
            : [desc(cards.id)];
      const [rows, [total]] = await Promise.all([
        db
          .select({ card: cards, player: players, club: clubs, growth: { level: fpCards.level, xp: fpCards.xp, stamina: fpCards.stamina } })
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

    async open(userId: number, tokenId: string): Promise<CardOpenResponse> {
      const opening = await db.transaction((tx) => openCard(tx, userId, tokenId, now()));
      return { opened: opening.opened.tokenId, seed: opening.seed, cards: await summariesOf(db, opening.revealed) };
    },
  };
}
