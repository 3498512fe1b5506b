import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { MatchMode } from '@fc/shared/contracts';
import type { Executor } from '../../db/client';
import { cards, fpCards } from '../cards';
import { players } from '../catalog';
import { gameMatches, pveClears, type MatchRow } from './tables';

const playedBy = (userId: number): SQL => or(eq(gameMatches.homeUserId, userId), eq(gameMatches.awayUserId, userId)) as SQL;

/** A manager's played matches, newest first, a page of `limit` (optionally of one mode), and how many there are. */
export async function matchesOf(db: Executor, userId: number, filter: { mode?: MatchMode; page?: number }, limit: number): Promise<{ rows: MatchRow[]; total: number }> {
  const page = filter.page ?? 1;
  const where = and(playedBy(userId), isNotNull(gameMatches.playedAt), filter.mode ? eq(gameMatches.mode, filter.mode) : undefined);
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

/** The PvE stages the manager has cleared. */
export async function clearedStages(db: Executor, userId: number): Promise<number[]> {
  const rows = await db.select({ stage: pveClears.stage }).from(pveClears).where(eq(pveClears.userId, userId));
  return rows.map((row) => row.stage);
}

/** The manager's latest match of a PvE stage, or null. */
export async function lastPveMatch(db: Executor, userId: number, stage: number): Promise<{ id: number } | null> {
  const [last] = await db
    .select({ id: gameMatches.id })
    .from(gameMatches)
    .where(and(eq(gameMatches.homeUserId, userId), eq(gameMatches.mode, 'pve'), eq(gameMatches.stage, stage), isNotNull(gameMatches.playedAt)))
    .orderBy(desc(gameMatches.id))
    .limit(1);
  return last ?? null;
}

export async function insertPveClear(tx: Executor, clear: typeof pveClears.$inferInsert): Promise<void> {
  await tx.insert(pveClears).values(clear);
}

export async function insertMatch(tx: Executor, values: typeof gameMatches.$inferInsert): Promise<MatchRow> {
  const [inserted] = await tx.insert(gameMatches).values(values).returning();
  if (!inserted) throw new Error('the match insert answered no row');
  return inserted;
}

export async function updateMatch(tx: Executor, id: number, change: Partial<typeof gameMatches.$inferInsert>): Promise<MatchRow> {
  const [match] = await tx.update(gameMatches).set(change).where(eq(gameMatches.id, id)).returning();
  if (!match) throw new Error(`match ${id} vanished`);
  return match;
}

/** The id the next match is written with, taken first so that its fair draws can name it. */
export async function nextMatchId(tx: Executor): Promise<number> {
  const result = await tx.execute(sql`select nextval(pg_get_serial_sequence('game_matches', 'id'))::text as id`);
  const id = Number((result as unknown as { rows: { id: string }[] }).rows[0]?.id);
  if (!Number.isSafeInteger(id)) throw new Error('no next match id');
  return id;
}

/** Matches written but neither played nor voided, oldest first (the matchmaker's play step). */
export async function scheduledMatchIds(db: Executor, mode: MatchMode): Promise<number[]> {
  const rows = await db
    .select({ id: gameMatches.id })
    .from(gameMatches)
    .where(and(eq(gameMatches.mode, mode), isNull(gameMatches.playedAt), isNull(gameMatches.voidedAt)))
    .orderBy(asc(gameMatches.id));
  return rows.map((row) => row.id);
}

/** A match still to play, locked; undefined when played, voided, or held by another pass (SKIP LOCKED). */
export async function lockScheduledMatch(tx: Executor, id: number): Promise<MatchRow | undefined> {
  const [match] = await tx
    .select()
    .from(gameMatches)
    .where(and(eq(gameMatches.id, id), isNull(gameMatches.playedAt), isNull(gameMatches.voidedAt)))
    .for('update', { skipLocked: true });
  return match;
}
