import { and, asc, count, desc, eq, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { utcDay } from '../../lib/time';
import { type CardRow, cards, fpCards } from '../cards';
import { players } from '../catalog';
import type { ParentFacts } from './rules';
import { trainings } from './tables';

export type TrainingRow = typeof trainings.$inferSelect;
export type NewTraining = Omit<typeof trainings.$inferInsert, 'id'>;

/** A card with what training looks at. */
export interface ParentRow {
  card: CardRow;
  level: number | null;
  mintCount: number | null;
  stamina: number | null;
  lastMatchAt: Date | null;
  /** Items it wears. */
  worn: number;
}

export function parentFacts(row: ParentRow, now: Date): ParentFacts {
  return {
    family: row.card.family,
    state: row.card.state,
    trial: row.card.trialUntil !== null,
    stamina: row.stamina,
    playedToday: row.lastMatchAt ? utcDay(row.lastMatchAt) === utcDay(now) : false,
    equipped: row.worn > 0,
    rarity: row.card.rarity,
    level: row.level,
    mintCount: row.mintCount,
  };
}

function selectParents(db: Executor) {
  return db
    .select({
      card: cards,
      level: fpCards.level,
      mintCount: fpCards.mintCount,
      stamina: fpCards.stamina,
      lastMatchAt: fpCards.lastMatchAt,
      worn: sql<number>`(SELECT count(*)::int FROM cards AS worn WHERE worn.equipped_on = ${cards.id})`,
    })
    .from(cards)
    .leftJoin(fpCards, eq(fpCards.cardId, cards.id));
}

/** The user's FP cards that are not gone, oldest first. */
export async function ownedFpParents(db: Executor, ownerId: number): Promise<ParentRow[]> {
  return selectParents(db)
    .where(and(eq(cards.ownerId, ownerId), eq(cards.family, 'fp'), ne(cards.state, 'unavailable')))
    .orderBy(asc(cards.id));
}

/** The cards of these token ids that the user owns (any family), by token id. */
export async function ownedParents(db: Executor, ownerId: number, tokenIds: string[]): Promise<Map<string, ParentRow>> {
  const rows = await selectParents(db).where(and(eq(cards.ownerId, ownerId), inArray(cards.tokenId, tokenIds)));
  return new Map(rows.map((row) => [row.card.tokenId, row]));
}

/** Locks the cards' rows in id order (two starts sharing a card wait for each other, and never deadlock). */
export async function lockCards(tx: Transaction, tokenIds: string[]): Promise<void> {
  await tx.select({ id: cards.id }).from(cards).where(inArray(cards.tokenId, tokenIds)).orderBy(asc(cards.id)).for('update');
}

/** Counts the card's k-th training: only from k − 1, so a count is never skipped or taken twice. */
export async function countTraining(tx: Transaction, cardId: number, k: number): Promise<boolean> {
  const counted = await tx
    .update(fpCards)
    .set({ mintCount: k })
    .where(and(eq(fpCards.cardId, cardId), eq(fpCards.mintCount, k - 1)))
    .returning({ cardId: fpCards.cardId });
  return counted.length === 1;
}

export async function insertTraining(tx: Transaction, training: NewTraining): Promise<TrainingRow> {
  const [row] = await tx.insert(trainings).values(training).returning();
  if (!row) throw new Error('the training insert answered no row');
  return row;
}

export async function trainingsOf(db: Executor, ownerId: number, offset: number, limit: number): Promise<TrainingRow[]> {
  return db.select().from(trainings).where(eq(trainings.ownerId, ownerId)).orderBy(desc(trainings.id)).limit(limit).offset(offset);
}

export async function countTrainingsOf(db: Executor, ownerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(trainings).where(eq(trainings.ownerId, ownerId));
  return row?.n ?? 0;
}

/** The newest training a card took part in. */
export async function latestTrainingOf(db: Executor, cardId: number): Promise<TrainingRow | undefined> {
  const [row] = await db
    .select()
    .from(trainings)
    .where(or(eq(trainings.parentA, cardId), eq(trainings.parentB, cardId)))
    .orderBy(desc(trainings.id))
    .limit(1);
  return row;
}

/** Cards by id (parents and boxes of trainings), with the player's name when there is one. */
export async function cardsById(db: Executor, ids: number[]): Promise<Map<number, { card: CardRow; playerName: string | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ card: cards, playerName: players.name }).from(cards).leftJoin(players, eq(players.id, cards.playerId)).where(inArray(cards.id, ids));
  return new Map(rows.map((row) => [row.card.id, row]));
}

/** Trainings just paid for move to in progress: the job runner has taken them up. */
export async function markInProgress(tx: Transaction): Promise<number> {
  const moved = await tx.update(trainings).set({ state: 'in_progress' }).where(eq(trainings.state, 'started')).returning({ id: trainings.id });
  return moved.length;
}

/**
 * Trainings due by `now` and not finished, locked; rows another worker holds are skipped (it is finishing them), and
 * one it finished meanwhile no longer matches.
 */
export async function lockDueTrainings(tx: Transaction, now: Date, limit: number): Promise<TrainingRow[]> {
  return tx
    .select()
    .from(trainings)
    .where(and(ne(trainings.state, 'finished'), lte(trainings.finishesAt, now)))
    .orderBy(asc(trainings.finishesAt), asc(trainings.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Finishes a training once: a row already finished is left alone (answers false). */
export async function markFinished(tx: Transaction, id: number, result: { childRarity: TrainingRow['childRarity']; childBoxId: number; finishedAt: Date }): Promise<boolean> {
  const finished = await tx
    .update(trainings)
    .set({ state: 'finished', ...result })
    .where(and(eq(trainings.id, id), ne(trainings.state, 'finished')))
    .returning({ id: trainings.id });
  return finished.length === 1;
}
