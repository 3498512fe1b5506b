import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../account';
import type { CardRow } from './repository';
import { cardEvents, cards, fpCardSkills } from './tables';

// The queries behind a card's page (detail.ts).

export function skillsOf(db: Executor, cardId: number) {
  return db.select().from(fpCardSkills).where(eq(fpCardSkills.cardId, cardId)).orderBy(asc(fpCardSkills.slot));
}

/** The items a card wears, in the order they were made. */
export function itemsWornBy(db: Executor, cardId: number) {
  return db.select({ tokenId: cards.tokenId, kind: cards.kind }).from(cards).where(eq(cards.equippedOn, cardId)).orderBy(asc(cards.id));
}

export function tokenIdsOf(db: Executor, ids: number[]) {
  return db.select({ id: cards.id, tokenId: cards.tokenId }).from(cards).where(inArray(cards.id, ids));
}

/** What happened to a card, oldest first, with the nickname of who held it then. */
export function cardHistory(db: Executor, cardId: number) {
  return db
    .select({ action: cardEvents.action, fromState: cardEvents.fromState, toState: cardEvents.toState, owner: users.nickName, at: cardEvents.createdAt })
    .from(cardEvents)
    .innerJoin(users, eq(users.id, cardEvents.ownerId))
    .where(eq(cardEvents.cardId, cardId))
    .orderBy(asc(cardEvents.id));
}

export async function findCardById(db: Executor, id: number): Promise<CardRow | undefined> {
  const [row] = await db.select().from(cards).where(eq(cards.id, id));
  return row;
}
