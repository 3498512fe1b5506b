import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { ItemKind, Position } from '@fc/shared/contracts';
import type { Executor } from '../../db/client';
import { players } from '../catalog';
import type { CardRow } from './repository';
import { campAttempts, cards, fpCards, fpCardSkills } from './tables';

// The queries behind an FP card's growth (improvement.ts).

type FpRow = typeof fpCards.$inferSelect;

/** An FP card's growth row and its player's position; null when the card has none. */
export async function fpRowWithPosition(db: Executor, card: CardRow): Promise<{ fp: FpRow; position: Position } | null> {
  const [found] = await db
    .select({ fp: fpCards, position: players.position })
    .from(fpCards)
    .innerJoin(players, eq(players.id, card.playerId ?? -1))
    .where(eq(fpCards.cardId, card.id));
  return found ?? null;
}

export async function updateFpCard(tx: Executor, cardId: number, change: Partial<Omit<FpRow, 'cardId'>>): Promise<void> {
  await tx.update(fpCards).set(change).where(eq(fpCards.cardId, cardId));
}

/** The user's usable items of a kind, lowest ids first, locked. */
export function lockUsableItems(tx: Executor, userId: number, kind: ItemKind): Promise<{ tokenId: string }[]> {
  return tx
    .select({ tokenId: cards.tokenId })
    .from(cards)
    .where(and(eq(cards.ownerId, userId), eq(cards.family, 'item'), eq(cards.kind, kind), eq(cards.state, 'normal')))
    .orderBy(asc(cards.id))
    .for('update');
}

export async function lockSkill(tx: Executor, cardId: number, slot: number): Promise<typeof fpCardSkills.$inferSelect | null> {
  const [skill] = await tx
    .select()
    .from(fpCardSkills)
    .where(and(eq(fpCardSkills.cardId, cardId), eq(fpCardSkills.slot, slot)))
    .for('update');
  return skill ?? null;
}

export async function setSkillLevel(tx: Executor, cardId: number, slot: number, level: number): Promise<void> {
  await tx.update(fpCardSkills).set({ level }).where(and(eq(fpCardSkills.cardId, cardId), eq(fpCardSkills.slot, slot)));
}

export async function recordCampAttempt(tx: Executor, attempt: typeof campAttempts.$inferInsert): Promise<void> {
  await tx.insert(campAttempts).values(attempt);
}

/** The item of `kind` the card wears, if any. */
export async function itemOfKindOn(tx: Executor, cardId: number, kind: string): Promise<{ tokenId: string } | null> {
  const [item] = await tx
    .select({ tokenId: cards.tokenId })
    .from(cards)
    .where(and(eq(cards.equippedOn, cardId), eq(cards.kind, kind)));
  return item ?? null;
}

/** A match's stamina: `cost` off the card and its last match stamped, unless it has less than `cost`; answers whether it had. */
export async function spendMatchStamina(tx: Executor, cardId: number, cost: number, now: Date): Promise<boolean> {
  const [spent] = await tx
    .update(fpCards)
    .set({ stamina: sql`${fpCards.stamina} - ${cost}`, lastMatchAt: now })
    .where(and(eq(fpCards.cardId, cardId), gte(fpCards.stamina, cost)))
    .returning({ cardId: fpCards.cardId });
  return spent !== undefined;
}
