import { and, asc, count, desc, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { MatchMode } from '@fc/shared/contracts';
import type { Executor } from '../../db/client';
import { cards, fpCards } from '../cards';
import { players } from '../catalog';
import { gameMatches, type MatchRow } from './tables';

const playedBy = (userId: number): SQL => or(eq(gameMatches.homeUserId, userId), eq(gameMatches.awayUserId, userId)) as SQL;

/** A manager's matches, newest first, a page of `limit` (optionally of one mode), and how many there are. */
export async function matchesOf(db: Executor, userId: number, filter: { mode?: MatchMode; page?: number }, limit: number): Promise<{ rows: MatchRow[]; total: number }> {
  const page = filter.page ?? 1;
  const where = and(playedBy(userId), filter.mode ? eq(gameMatches.mode, filter.mode) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select().from(gameMatches).where(where).orderBy(desc(gameMatches.id)).limit(limit).offset((page - 1) * limit),
    db.select({ n: count() }).from(gameMatches).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findMatch(db: Executor, id: number): Promise<MatchRow | undefined> {
  const [match] = await db.select().from(gameMatches).where(eq(gameMatches.id, id));
  return match;
}

/** The manager's FP cards with their growth and player, oldest first (squad.ts says which). */
export function squadRows(db: Executor, userId: number, tokenIds: readonly string[] | undefined, options: { gone?: boolean }) {
  return db
    .select({ card: cards, fp: fpCards, name: players.name, position: players.position, role: players.preferredPosition })
    .from(cards)
    .innerJoin(fpCards, eq(fpCards.cardId, cards.id))
    .innerJoin(players, eq(players.id, cards.playerId))
    .where(
      and(
        eq(cards.ownerId, userId),
        eq(cards.family, 'fp'),
        options.gone ? eq(cards.state, 'unavailable') : ne(cards.state, 'unavailable'),
        ...(tokenIds ? [inArray(cards.tokenId, [...tokenIds])] : []),
      ),
    )
    .orderBy(asc(cards.id));
}
