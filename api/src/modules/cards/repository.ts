import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, inArray, isNotNull, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { CardAction, CardFamily, CardState, ItemKind, PackKind, Rarity } from '@fc/shared/contracts';
import type { Executor, Transaction } from '../../db/client';
import { DeferredWrite } from '../../db/deferred-writes';
import { AppError } from '../../lib/app-error';
import { isViolation, PgErrorCode } from '../../lib/pg-errors';
import { utcDay } from '../../lib/time';
import { publishLiveEvent } from '../events';
import { CardEventKind, NEW_FP_CARD, STATE_MACHINE_SETTING, SUPPLY_BY_RARITY, SUPPLY_CHECK_CONSTRAINT } from './constants';
import { players } from '../catalog';
import { initialGrowth, rating, skillSlots } from './growth';
import { CARD_RULES, decide, guardsOnFpFacts, isCardState, restState, type CardFacts } from './state-machine';
import { cardEvents, cardOpenings, cards, cardSupply, fpCards, fpCardSkills } from './tables';

export type CardRow = typeof cards.$inferSelect;

/** A card's history rows, inserted in one statement at the end of their transaction (db/deferred-writes.ts). */
const pendingCardEvents = new DeferredWrite<typeof cardEvents.$inferInsert>((tx, rows) => tx.insert(cardEvents).values(rows));

function recordCardEvent(tx: Transaction, event: typeof cardEvents.$inferInsert): Promise<void> {
  return pendingCardEvents.add(tx, event);
}

/** A random, opaque uint256 in decimal (128 random bits): never sequential, never guessable. */
export function newTokenId(): string {
  let value = 0n;
  while (value === 0n) value = BigInt(`0x${randomBytes(16).toString('hex')}`);
  return value.toString();
}

export type MintSpec =
  | { family: 'collectible'; playerId: number; rarity: Rarity }
  | { family: 'fp'; playerId: number; rarity: Rarity; trialUntil?: Date; parents?: [number, number]; level?: number }
  | { family: 'pack'; kind: PackKind }
  | { family: 'box'; rarity?: Rarity; parents?: [number, number] }
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
 * Creates collectible player cards for `ownerId` in the caller's transaction, as `mintCard` would one by one, in two
 * statements whatever their number: the supply counters they draw on moved at once (by player and rarity, in that
 * order, so two openings lock shared counters in one order), then the cards. A card takes its serial in the order
 * given among those of its player and rarity. Past a supply the database refuses it: PACK_SOLD_OUT.
 */
export async function mintCollectibles(tx: Transaction, ownerId: number, picks: readonly { playerId: number; rarity: Rarity }[], now: Date, ref: string | null): Promise<CardRow[]> {
  if (picks.length === 0) return [];
  const keyOf = (pick: { playerId: number; rarity: Rarity }) => `${pick.playerId}:${pick.rarity}`;
  const wanted = new Map<string, { playerId: number; rarity: Rarity; count: number }>();
  for (const pick of picks) {
    const group = wanted.get(keyOf(pick));
    if (group) group.count += 1;
    else wanted.set(keyOf(pick), { ...pick, count: 1 });
  }
  const groups = [...wanted.values()].sort((a, b) => a.playerId - b.playerId || a.rarity.localeCompare(b.rarity));
  let counters: { playerId: number; rarity: Rarity; minted: number; supply: number }[];
  try {
    counters = await tx
      .insert(cardSupply)
      .values(groups.map((group) => ({ family: 'collectible' as const, playerId: group.playerId, rarity: group.rarity, supply: SUPPLY_BY_RARITY[group.rarity], minted: group.count })))
      .onConflictDoUpdate({
        target: [cardSupply.family, cardSupply.playerId, cardSupply.rarity],
        set: { minted: sql`${cardSupply.minted} + excluded.minted` },
      })
      .returning({ playerId: cardSupply.playerId, rarity: cardSupply.rarity, minted: cardSupply.minted, supply: cardSupply.supply });
  } catch (error) {
    if (isViolation(error, PgErrorCode.CHECK_VIOLATION, SUPPLY_CHECK_CONSTRAINT)) throw new AppError('PACK_SOLD_OUT');
    throw error;
  }
  // The serials each group took, first to last.
  const next = new Map<string, { serial: number; supply: number }>();
  for (const counter of counters) {
    const group = wanted.get(keyOf(counter));
    if (!group) throw new Error(`the supply counters answered ${keyOf(counter)}, which was not asked`);
    next.set(keyOf(counter), { serial: counter.minted - group.count + 1, supply: counter.supply });
  }
  const state = restState({ trial: false });
  const values = picks.map((pick) => {
    const numbered = next.get(keyOf(pick));
    if (!numbered) throw new Error(`no supply counter for ${keyOf(pick)}`);
    const serial = numbered.serial;
    numbered.serial += 1;
    return { tokenId: newTokenId(), family: 'collectible' as const, ownerId, state, playerId: pick.playerId, rarity: pick.rarity, serial, supply: numbered.supply, stateChangedAt: now, createdAt: now };
  });
  const inserted = await tx.insert(cards).values(values).returning();
  const byToken = new Map(inserted.map((card) => [card.tokenId, card]));
  const minted = values.map((value) => requireValue(byToken.get(value.tokenId), 'the card insert answered no row'));
  for (const card of minted) {
    await recordCardEvent(tx, { cardId: card.id, action: CardEventKind.mint, fromState: null, toState: state, ownerId, ref, createdAt: now });
    await publishCardEvent(tx, card, now);
  }
  return minted;
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
      parentA: spec.family === 'box' ? (spec.parents?.[0] ?? null) : null,
      parentB: spec.family === 'box' ? (spec.parents?.[1] ?? null) : null,
      stateChangedAt: now,
      createdAt: now,
    })
    .returning();
  if (!card) throw new Error('the card insert answered no row');
  if (spec.family === 'fp') {
    const [player] = await tx.select({ position: players.position }).from(players).where(eq(players.id, spec.playerId));
    if (!player) throw new Error(`no player ${spec.playerId}`);
    const growth = initialGrowth({ tokenId: card.tokenId, rarity: spec.rarity, position: player.position, level: spec.level ?? NEW_FP_CARD.level });
    await tx.insert(fpCards).values({
      cardId: card.id,
      ...NEW_FP_CARD,
      level: growth.level,
      ascended: growth.ascended,
      mintCount: 0,
      parentA: spec.parents?.[0] ?? null,
      parentB: spec.parents?.[1] ?? null,
      ability: growth.ability,
      ...growth.productive,
      potential: growth.potential,
      rating: rating(growth.ability, player.position, []),
    });
    const slots = skillSlots(spec.rarity, player.position);
    await tx.insert(fpCardSkills).values(slots.map((skill, slot) => ({ cardId: card.id, slot, skill, level: 0 })));
  }
  await recordCardEvent(tx, { cardId: card.id, action: CardEventKind.mint, fromState: null, toState: state, ownerId, ref, createdAt: now });
  await publishCardEvent(tx, card, now);
  return card;
}

/**
 * The card a change is about: by tokenId (what users send), by id (what a listing keeps), or already locked by the
 * caller in this transaction with the state machine's facts read under that lock (the market's sell decides before it
 * writes the listing), which spares reading and locking it again.
 */
export type CardToChange =
  | { tokenId: string }
  | { cardId: number }
  | { locked: { card: CardRow; facts: CardFacts } }
  | { cardId: number; heldAs: HeldCard };

/**
 * A card's state and owner as the caller knows them under a lock of its own that every change of the card from that
 * state takes first (a listed card changes only through its listing, whose row the market locks).
 */
export interface HeldCard {
  state: CardState;
  ownerId: number;
}

interface StateChangeDetails {
  /** Growth (`improve`, `upgrade`) leaves the state as it is: see `actOnCard`. */
  action: Exclude<CardAction, 'improve' | 'upgrade'>;
  /** The user acting, who must own the card; `system` for the jobs (trial expiry, training's end, a sale's settlement). */
  by: { userId: number } | 'system';
  now: Date;
  /** What the change belongs to (listing, training, lineup id…). */
  ref?: string | null;
  /** `sell`: the buyer; `returnFromChain`: who deposited it. */
  newOwnerId?: number;
  /** `equip`: the FP card the item is put on. */
  equipOn?: number;
}

export type StateChange = CardToChange & StateChangeDetails;

/**
 * The only way a card's state changes: locks the card's row, asks the state machine (state-machine.ts), writes the
 * new state and the card's event, all in the caller's transaction. A refusal is an AppError with the code the user
 * sees (SPEC §8); a card someone else owns is NOT_FOUND. Two concurrent changes of one card are serialized by the
 * row lock, so the second sees the first's result (a pack opens once).
 */
export async function changeCardState(tx: Transaction, change: StateChange): Promise<CardRow> {
  if ('heldAs' in change) {
    const changed = await changeHeldCard(tx, change, change.heldAs);
    if (changed) return changed;
  }
  const { card, facts } = await lockedWithFacts(tx, change);
  const decision = decide(facts, change.action);
  if (!decision.ok) throw new AppError(decision.code, { field: 'tokenId' });

  const ownerId = changesHands(change.action) ? requireValue(change.newOwnerId, `${change.action} needs the new owner`) : card.ownerId;
  const equippedOn = change.action === 'equip' ? requireValue(change.equipOn, 'equip needs the card to wear it') : change.action === 'unequip' ? null : card.equippedOn;
  const [updated] = await tx
    .update(cards)
    .set({ state: permittedState(decision.to), ownerId, equippedOn, stateChangedAt: change.now })
    .where(and(eq(cards.id, card.id), eq(cards.state, card.state)))
    .returning();
  if (!updated) throw new Error(`card ${card.tokenId} changed under its row lock`);
  await recordCardEvent(tx, {
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

function changesHands(action: CardAction): boolean {
  return action === 'sell' || action === 'returnFromChain';
}

/**
 * A change of a card held as the caller says (`HeldCard`) in one statement instead of two: an UPDATE whose WHERE is
 * the state machine's rule for the action (family, trial, the state it starts from), so it matches only a card the
 * rule lets through. Only for an action that guards on no FP facts, moves to a state of its own and leaves the worn
 * equipment alone (a purchase's `sell`). Null when nothing matched (the card is not as held, or the rule refuses
 * it): the caller goes the long way, which locks, asks the state machine and tells the refusal.
 */
async function changeHeldCard(tx: Transaction, change: StateChange & { cardId: number }, held: HeldCard): Promise<CardRow | null> {
  const { action } = change;
  const rule = CARD_RULES[action];
  const from = rule.from === 'rest' ? [] : [...rule.from, ...(rule.alsoFrom ?? [])];
  if (guardsOnFpFacts(action) || !isCardState(rule.to) || action === 'equip' || action === 'unequip' || !from.includes(held.state)) return null;
  if (change.by !== 'system' && change.by.userId !== held.ownerId) return null;
  const to = rule.to;
  const ownerId = changesHands(action) ? requireValue(change.newOwnerId, `${action} needs the new owner`) : held.ownerId;
  const trial = rule.trial === 'only' ? isNotNull(cards.trialUntil) : rule.trial ? undefined : isNull(cards.trialUntil);
  const [updated] = await tx
    .update(cards)
    .set({ state: permittedState(to), ownerId, stateChangedAt: change.now })
    .where(and(eq(cards.id, change.cardId), eq(cards.state, held.state), eq(cards.ownerId, held.ownerId), inArray(cards.family, [...rule.families]), trial))
    .returning();
  if (!updated) return null;
  // The WHERE above says the rule again in SQL: the state machine must agree, or the two have drifted apart.
  const decision = decide(factsOf({ ...updated, state: held.state }, null, false, change.now), action);
  if (!decision.ok || decision.to !== to) throw new Error(`card ${updated.tokenId}: the held change of ${action} disagrees with the state machine`);
  await recordCardEvent(tx, { cardId: updated.id, action, fromState: held.state, toState: to, ownerId, ref: change.ref ?? null, createdAt: change.now });
  if (ownerId !== held.ownerId) await publishLiveEvent(tx, held.ownerId, { type: 'card', tokenId: updated.tokenId, family: updated.family, state: to, owned: false }, change.now);
  await publishCardEvent(tx, updated, change.now);
  return updated;
}

/**
 * The new state, with the database's permission for this one change (the trigger of migrations 0010 and 0038 lets a
 * card's state change only so, and uses the permission up): given inside the UPDATE's own SET, which is computed for
 * the matched row just before the trigger looks, so a change takes one statement instead of three.
 */
function permittedState(to: CardState): SQL {
  return sql`(CASE WHEN set_config(${STATE_MACHINE_SETTING}, 'on', true) = 'on' THEN ${to} END)`;
}

async function lockedWithFacts(tx: Transaction, change: StateChange): Promise<{ card: CardRow; facts: CardFacts }> {
  if ('locked' in change) {
    if (change.by !== 'system' && change.locked.card.ownerId !== change.by.userId) throw new AppError('NOT_FOUND', { field: 'tokenId' });
    return change.locked;
  }
  const where = 'tokenId' in change ? eq(cards.tokenId, change.tokenId) : eq(cards.id, change.cardId);
  return lockCardFor(tx, change.action, where, change.by, change.now, 'tokenId');
}

/**
 * Locks a card's row and gathers what the state machine looks at for `action`. An FP card's own facts (stamina, last
 * match, worn equipment) are read only for an action whose rule guards on them, a purchase's `sell` not: a round trip
 * fewer. They are read by a statement of their own after the lock: a statement that waited for the lock still sees
 * the other tables as they were when it started, so one lock-and-join statement could miss what the lock's holder
 * changed (a match played, equipment put on).
 */
async function lockCardFor(tx: Transaction, action: CardAction, where: SQL, by: StateChange['by'], now: Date, field: string): Promise<{ card: CardRow; facts: CardFacts }> {
  const card = await lockCard(tx, where, by, field);
  return { card, facts: guardsOnFpFacts(action) ? await cardFacts(tx, card, now) : factsOf(card, null, false, now) };
}

/** `lockOwnedCard` with what the state machine looks at for `action` (see `lockCardFor`). */
export function lockOwnedCardFor(tx: Transaction, action: CardAction, tokenId: string, by: StateChange['by'], now: Date, field = 'tokenId'): Promise<{ card: CardRow; facts: CardFacts }> {
  return lockCardFor(tx, action, eq(cards.tokenId, tokenId), by, now, field);
}

/** Locks a card's row for the caller's transaction; a card someone else owns is NOT_FOUND, as one that does not exist. */
export function lockOwnedCard(tx: Transaction, tokenId: string, by: StateChange['by'], field = 'tokenId'): Promise<CardRow> {
  return lockCard(tx, eq(cards.tokenId, tokenId), by, field);
}

async function lockCard(tx: Transaction, where: SQL, by: StateChange['by'], field: string): Promise<CardRow> {
  const [card] = await tx.select().from(cards).where(where).for('update');
  if (!card || (by !== 'system' && card.ownerId !== by.userId)) throw new AppError('NOT_FOUND', { field });
  return card;
}

/** What the state machine looks at, for a card as it is now. */
export async function cardFacts(db: Executor, card: CardRow, now: Date): Promise<CardFacts> {
  // An FP card's stamina and whether it wears equipment in one statement.
  const [fp] =
    card.family === 'fp'
      ? await db
          .select({ stamina: fpCards.stamina, lastMatchAt: fpCards.lastMatchAt, worn: sql<boolean>`exists (select 1 from ${cards} where ${cards.equippedOn} = ${card.id})` })
          .from(fpCards)
          .where(eq(fpCards.cardId, card.id))
      : [];
  const worn = card.family === 'fp' && (fp ? fp.worn === true : await wearsEquipment(db, card.id));
  return factsOf(card, fp ?? null, worn, now);
}

function factsOf(card: CardRow, fp: { stamina: number; lastMatchAt: Date | null } | null, worn: boolean, now: Date): CardFacts {
  return {
    family: card.family,
    state: card.state,
    trial: card.trialUntil !== null,
    stamina: card.family === 'fp' ? (fp?.stamina ?? null) : null,
    playedToday: card.family === 'fp' && fp?.lastMatchAt ? utcDay(fp.lastMatchAt) === utcDay(now) : false,
    equipped: card.family === 'fp' && worn,
  };
}

/**
 * For what leaves the state as it is (growth: `improve`, `upgrade`): locks the card, asks the state machine as
 * `changeCardState` does and records the step in the card's history, in the caller's transaction.
 */
export async function actOnCard(
  tx: Transaction,
  act: { tokenId: string; action: Extract<CardAction, 'improve' | 'upgrade'>; by: StateChange['by']; now: Date; ref: string; field?: string },
): Promise<CardRow> {
  const { card, facts } = await lockOwnedCardFor(tx, act.action, act.tokenId, act.by, act.now, act.field);
  const decision = decide(facts, act.action);
  if (!decision.ok) throw new AppError(decision.code, { field: act.field ?? 'tokenId' });
  await recordCardEvent(tx, { cardId: card.id, action: act.ref, fromState: card.state, toState: card.state, ownerId: card.ownerId, ref: null, createdAt: act.now });
  // Its state is the same, its page is not: the owner's other tabs reload it.
  await publishCardEvent(tx, card, act.now);
  return card;
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

/** Players with a card of this family and rarity left to mint, in id order. */
export async function playersWithSupplyLeft(tx: Executor, family: 'collectible' | 'fp', rarity: Rarity): Promise<number[]> {
  const rows = await tx
    .select({ id: players.id })
    .from(players)
    .leftJoin(cardSupply, and(eq(cardSupply.family, family), eq(cardSupply.playerId, players.id), eq(cardSupply.rarity, rarity)))
    .where(sql`coalesce(${cardSupply.minted}, 0) < ${SUPPLY_BY_RARITY[rarity]}`)
    .orderBy(asc(players.id));
  return rows.map((row) => row.id);
}

/**
 * `playersWithSupplyLeft` for several rarities in one statement: per rarity, each player's supply left, by player id
 * (players with none left included, at 0), for a caller that mints several and counts its own mints down.
 */
export async function supplyLeftByRarity(tx: Executor, family: 'collectible' | 'fp', rarities: readonly Rarity[]): Promise<Map<Rarity, Map<number, number>>> {
  const left = new Map<Rarity, Map<number, number>>(rarities.map((rarity) => [rarity, new Map()]));
  if (rarities.length === 0) return left;
  const wanted = sql.join(rarities.map((rarity) => sql`(${rarity})`), sql`, `);
  const rows = await tx
    .select({ id: players.id, rarity: sql<Rarity>`wanted.rarity`, minted: sql<number>`coalesce(${cardSupply.minted}, 0)`.mapWith(Number) })
    .from(players)
    .crossJoin(sql`(values ${wanted}) as wanted(rarity)`)
    .leftJoin(cardSupply, and(eq(cardSupply.family, family), eq(cardSupply.playerId, players.id), sql`${cardSupply.rarity} = wanted.rarity`))
    .orderBy(asc(players.id));
  for (const row of rows) left.get(row.rarity)?.set(row.id, Math.max(0, SUPPLY_BY_RARITY[row.rarity] - row.minted));
  return left;
}

/** The record of an opening: what it revealed, from which seed. */
export async function recordOpening(tx: Executor, opening: typeof cardOpenings.$inferInsert): Promise<void> {
  await tx.insert(cardOpenings).values(opening);
}

/** The daily stamina: every FP card gets `amount` back, up to `cap`; answers how many cards got some. */
export async function restoreStamina(tx: Executor, amount: number, cap: number): Promise<number> {
  const restored = await tx
    .update(fpCards)
    .set({ stamina: sql`LEAST(${cap}, ${fpCards.stamina} + ${amount})` })
    .where(lt(fpCards.stamina, cap))
    .returning({ cardId: fpCards.cardId });
  return restored.length;
}

/** Trial cards past their end that are still in play (at rest, in a lineup or TopPrize). */
export function endedTrialCards(tx: Executor, now: Date): Promise<{ tokenId: string }[]> {
  return tx
    .select({ tokenId: cards.tokenId })
    .from(cards)
    .where(and(isNotNull(cards.trialUntil), lte(cards.trialUntil, now), inArray(cards.state, ['trial', 'battling', 'in_use'])));
}
