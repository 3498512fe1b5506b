import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { CardAction, CardFamily, ItemKind, PackKind, Rarity } from '@fc/shared/contracts';
import type { Executor, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isViolation, PgErrorCode } from '../../lib/pg-errors';
import { utcDay } from '../../lib/time';
import { publishLiveEvent } from '../events/repository';
import { CardEventKind, NEW_FP_CARD, STATE_MACHINE_SETTING, SUPPLY_BY_RARITY, SUPPLY_CHECK_CONSTRAINT } from './constants';
import { decide, restState, type CardFacts } from './state-machine';
import { cardEvents, cards, cardSupply, fpCards } from './tables';

export type CardRow = typeof cards.$inferSelect;

/** A random, opaque uint256 in decimal (128 random bits): never sequential, never guessable. */
export function newTokenId(): string {
  let value = 0n;
  while (value === 0n) value = BigInt(`0x${randomBytes(16).toString('hex')}`);
  return value.toString();
}

export type MintSpec =
  | { family: 'collectible'; playerId: number; rarity: Rarity }
  | { family: 'fp'; playerId: number; rarity: Rarity; trialUntil?: Date; parents?: [number, number] }
  | { family: 'pack'; kind: PackKind }
  | { family: 'box'; rarity?: Rarity }
  | { family: 'item'; kind: ItemKind };

/** The next serial of a player card, from its supply counter; past the supply the database refuses it. */
async function nextSerial(tx: Transaction, family: 'collectible' | 'fp', playerId: number, rarity: Rarity): Promise<{ serial: number; supply: number }> {
  const supply = SUPPLY_BY_RARITY[rarity];
  try {
    const [row] = await tx
      .insert(cardSupply)
      .values({ family, playerId, rarity, supply, minted: 1 })
      .onConflictDoUpdate({
        target: [cardSupply.family, cardSupply.playerId, cardSupply.rarity],
        set: { minted: sql`${cardSupply.minted} + 1` },
      })
      .returning({ minted: cardSupply.minted, supply: cardSupply.supply });
    if (!row) throw new Error('the supply counter answered no row');
    return { serial: row.minted, supply: row.supply };
  } catch (error) {
    // The whole transaction is aborted: a caller drawing players picks among those with supply left beforehand.
    if (isViolation(error, PgErrorCode.CHECK_VIOLATION, SUPPLY_CHECK_CONSTRAINT)) throw new AppError('PACK_SOLD_OUT');
    throw error;
  }
}

/**
 * Creates one card for `ownerId` in the caller's transaction: a player card takes the next serial of its supply
 * (a trial card takes none), an FP card starts at level 1 with full stamina, and the mint is the card's first event.
 */
export async function mintCard(tx: Transaction, ownerId: number, spec: MintSpec, now: Date, ref: string | null = null): Promise<CardRow> {
  const trialUntil = spec.family === 'fp' ? (spec.trialUntil ?? null) : null;
  const numbered =
    (spec.family === 'collectible' || spec.family === 'fp') && !trialUntil ? await nextSerial(tx, spec.family, spec.playerId, spec.rarity) : null;
  const state = restState({ trial: trialUntil !== null });
  const [card] = await tx
    .insert(cards)
    .values({
      tokenId: newTokenId(),
      family: spec.family,
      ownerId,
      state,
      playerId: 'playerId' in spec ? spec.playerId : null,
      rarity: 'rarity' in spec ? (spec.rarity ?? null) : null,
      serial: numbered?.serial ?? null,
      supply: numbered?.supply ?? null,
      kind: 'kind' in spec ? spec.kind : null,
      trialUntil,
      stateChangedAt: now,
      createdAt: now,
    })
    .returning();
  if (!card) throw new Error('the card insert answered no row');
  if (spec.family === 'fp') {
    await tx.insert(fpCards).values({
      cardId: card.id,
      ...NEW_FP_CARD,
      ascended: false,
      mintCount: 0,
      parentA: spec.parents?.[0] ?? null,
      parentB: spec.parents?.[1] ?? null,
    });
  }
  await tx.insert(cardEvents).values({ cardId: card.id, action: CardEventKind.mint, fromState: null, toState: state, ownerId, ref, createdAt: now });
  await publishCardEvent(tx, card, now);
  return card;
}

export interface StateChange {
  tokenId: string;
  action: CardAction;
  /** The user acting, who must own the card; `system` for the jobs (trial expiry, training's end, a sale's settlement). */
  by: { userId: number } | 'system';
  now: Date;
  /** What the change belongs to (listing, training, lineup id…). */
  ref?: string | null;
  /** `sell`: the buyer. */
  newOwnerId?: number;
  /** `equip`: the FP card the item is put on. */
  equipOn?: number;
}

/**
 * The only way a card's state changes: locks the card's row, asks the state machine (state-machine.ts), writes the
 * new state and the card's event, all in the caller's transaction. A refusal is an AppError with the code the user
 * sees (SPEC §8); a card someone else owns is NOT_FOUND. Two concurrent changes of one card are serialized by the
 * row lock, so the second sees the first's result (a pack opens once).
 */
export async function changeCardState(tx: Transaction, change: StateChange): Promise<CardRow> {
  const [found] = await tx
    .select({ card: cards, fp: { stamina: fpCards.stamina, lastMatchAt: fpCards.lastMatchAt } })
    .from(cards)
    .leftJoin(fpCards, eq(fpCards.cardId, cards.id))
    .where(eq(cards.tokenId, change.tokenId))
    .for('update', { of: cards });
  if (!found || (change.by !== 'system' && found.card.ownerId !== change.by.userId)) throw new AppError('NOT_FOUND', { field: 'tokenId' });
  const { card } = found;
  const facts: CardFacts = {
    family: card.family,
    state: card.state,
    trial: card.trialUntil !== null,
    stamina: found.fp?.stamina ?? null,
    playedToday: found.fp?.lastMatchAt ? utcDay(found.fp.lastMatchAt) === utcDay(change.now) : false,
    equipped: card.family === 'fp' ? await wearsEquipment(tx, card.id) : false,
  };
  const decision = decide(facts, change.action);
  if (!decision.ok) throw new AppError(decision.code, { field: 'tokenId' });

  const ownerId = change.action === 'sell' ? requireValue(change.newOwnerId, 'sell needs the buyer') : card.ownerId;
  const equippedOn = change.action === 'equip' ? requireValue(change.equipOn, 'equip needs the card to wear it') : change.action === 'unequip' ? null : card.equippedOn;
  await tx.execute(sql`SELECT set_config(${STATE_MACHINE_SETTING}, 'on', true)`);
  const [updated] = await tx
    .update(cards)
    .set({ state: decision.to, ownerId, equippedOn, stateChangedAt: change.now })
    .where(and(eq(cards.id, card.id), eq(cards.state, card.state)))
    .returning();
  await tx.execute(sql`SELECT set_config(${STATE_MACHINE_SETTING}, '', true)`);
  if (!updated) throw new Error(`card ${card.tokenId} changed under its row lock`);
  await tx.insert(cardEvents).values({
    cardId: card.id,
    action: change.action,
    fromState: card.state,
    toState: decision.to,
    ownerId,
    ref: change.ref ?? null,
    createdAt: change.now,
  });
  if (ownerId !== card.ownerId) await publishLiveEvent(tx, card.ownerId, { type: 'card', tokenId: card.tokenId, family: card.family, state: decision.to, owned: false }, change.now);
  await publishCardEvent(tx, updated, change.now);
  return updated;
}

/** Tells the card's owner its new state (live events, at commit). */
function publishCardEvent(tx: Transaction, card: CardRow, now: Date): Promise<void> {
  return publishLiveEvent(tx, card.ownerId, { type: 'card', tokenId: card.tokenId, family: card.family, state: card.state, owned: true }, now);
}

function requireValue<T>(value: T | undefined, message: string): T {
  if (value === undefined) throw new TypeError(message);
  return value;
}

async function wearsEquipment(db: Executor, cardId: number): Promise<boolean> {
  const [row] = await db.select({ worn: count() }).from(cards).where(eq(cards.equippedOn, cardId));
  return (row?.worn ?? 0) > 0;
}

export async function findCard(db: Executor, tokenId: string): Promise<CardRow | undefined> {
  const [card] = await db.select().from(cards).where(eq(cards.tokenId, tokenId));
  return card;
}

export async function ownedCards(db: Executor, ownerId: number, family?: CardFamily): Promise<CardRow[]> {
  return db
    .select()
    .from(cards)
    .where(family ? and(eq(cards.ownerId, ownerId), eq(cards.family, family)) : eq(cards.ownerId, ownerId))
    .orderBy(asc(cards.id));
}

/** A card's events, oldest first: its mint, every action and every change of hands. */
export async function cardHistory(db: Executor, cardId: number) {
  return db.select().from(cardEvents).where(eq(cardEvents.cardId, cardId)).orderBy(asc(cardEvents.id));
}
