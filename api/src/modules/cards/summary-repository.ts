import { and, count, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_CARD_PAGE_SIZE, RARITIES, type CardMineRequest, type CardSummary } from '@fc/shared/contracts';
import type { Database, Executor } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { clubs, players } from '../catalog';
import type { CardRow } from './repository';
import { containing, summary } from './summaries';
import { cards, fpCards } from './tables';

// The queries behind card summaries: a card with its player, club and growth.

/** The columns of an FP card a summary shows. */
const SUMMARY_GROWTH = { level: fpCards.level, xp: fpCards.xp, stamina: fpCards.stamina, rating: fpCards.rating };

const RARITY_RANK = sql`array_position(ARRAY[${sql.join(
  RARITIES.map((rarity) => sql`${rarity}`),
  sql`, `,
)}]::text[], ${cards.rarity})`;

/** Summaries of cards fetched by id, in the given order. */
export async function summariesOf(db: Executor, rows: CardRow[]): Promise<CardSummary[]> {
  if (rows.length === 0) return [];
  const found = await db
    .select({ id: cards.id, player: players, club: clubs, growth: SUMMARY_GROWTH })
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

/** Summaries of the cards with these ids, by id, in one statement (the card rows fetched with what they show), prepared. */
export async function summariesByIds(db: Database, ids: readonly number[]): Promise<Map<number, CardSummary>> {
  if (ids.length === 0) return new Map();
  const found = await preparedOnce(db, 'fc_card_summaries_by_ids', () =>
    db
      .select({ card: cards, player: players, club: clubs, growth: SUMMARY_GROWTH })
      .from(cards)
      .leftJoin(players, eq(players.id, cards.playerId))
      .leftJoin(clubs, eq(clubs.id, players.clubId))
      .leftJoin(fpCards, eq(fpCards.cardId, cards.id))
      .where(sql`${cards.id} = any(${sql.placeholder('ids')})`),
  ).execute({ ids: [...ids] });
  return new Map(found.map((row) => [row.card.id, summary(row.card, row.player, row.club, row.growth)]));
}

/** A page of the user's cards as `/card/mine` filters and sorts them, and how many match. */
export async function mineSummaries(db: Executor, userId: number, request: CardMineRequest): Promise<{ list: CardSummary[]; total: number; page: number; pageSize: number }> {
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
  return { list: rows.map((row) => summary(row.card, row.player, row.club, row.growth)), total: total?.total ?? 0, page, pageSize };
}
