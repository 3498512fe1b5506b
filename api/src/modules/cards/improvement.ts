import {
  EQUIPMENT_KINDS,
  MAX_SKILL_LEVEL,
  PRODUCTIVE_ATTRIBUTES,
  toBaseUnits,
  type CampStep,
  type CardAllocateRequest,
  type ConsumableKind,
  type EquipmentKind,
  type ItemKind,
  type Position,
} from '@fc/shared/contracts';
import type { Executor, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { campAttemptSuccess } from '@fc/shared/fair';
import { ENERGY_DRINK, changeEnergy } from '../energy';
import { takeFairDraw, type FairDraw } from '../fair';
import { LedgerReason, applyLedgerEntry } from '../wallet';
import { ASCEND_COST_TMT, CAMP_STEP, MAX_LEVEL, STAMINA_CAP, STAMINA_POTION, XP_CARD } from './constants';
import { addXp, levelCap, rating, xpFull, type Growth, type Productive } from './growth';
import { actOnCard, changeCardState, lockOwnedCard, type CardRow } from './repository';
import { findCardById, itemsWornBy } from './detail-repository';
import { fpRowWithPosition, itemOfKindOn, lockSkill, lockUsableItems, recordCampAttempt, setSkillLevel, updateFpCard } from './growth-repository';
import type { fpCards } from './tables';

/**
 * FP card growth in the caller's transaction: allocate potential, ascend, the camp, equipment and consumables. Each
 * asks the card state machine first (`improve` or `upgrade`), so a busy card is refused as everywhere else, then pays,
 * spends items and writes the card's new growth; a refusal throws before anything is kept.
 */

type FpRow = typeof fpCards.$inferSelect;

export interface FpCard {
  card: CardRow;
  fp: FpRow;
  position: Position;
  worn: EquipmentKind[];
}

export async function wornEquipment(db: Executor, cardId: number): Promise<EquipmentKind[]> {
  const rows = await itemsWornBy(db, cardId);
  return rows.map((row) => row.kind).filter((kind): kind is EquipmentKind => (EQUIPMENT_KINDS as readonly (string | null)[]).includes(kind));
}

export async function loadFpCard(db: Executor, card: CardRow): Promise<FpCard> {
  const found = await fpRowWithPosition(db, card);
  if (!found) throw new AppError('CARD_ACTION_UNAVAILABLE', { field: 'tokenId' });
  return { card, fp: found.fp, position: found.position, worn: await wornEquipment(db, card.id) };
}

export function growthOf(fp: FpRow): Growth {
  const productive = Object.fromEntries(PRODUCTIVE_ATTRIBUTES.map((name) => [name, fp[name]])) as Productive;
  return { level: fp.level, xp: fp.xp, ascended: fp.ascended, ability: fp.ability, productive, potential: fp.potential };
}

async function saveGrowth(tx: Transaction, card: FpCard, growth: Growth): Promise<void> {
  await updateFpCard(tx, card.card.id, {
    level: growth.level,
    xp: growth.xp,
    ascended: growth.ascended,
    ability: growth.ability,
    ...growth.productive,
    potential: growth.potential,
    rating: rating(growth.ability, card.position, card.worn),
  });
}

/** An FP card the user owns, locked, that the state machine lets do `action`. */
async function fpCardFor(tx: Transaction, userId: number, tokenId: string, action: 'improve' | 'upgrade', step: string, now: Date, field = 'tokenId'): Promise<FpCard> {
  const card = await actOnCard(tx, { tokenId, action, by: { userId }, now, ref: step, field });
  return loadFpCard(tx, card);
}

async function payTmt(tx: Transaction, userId: number, whole: number, reason: LedgerReason, ref: string, now: Date): Promise<bigint> {
  const delta = toBaseUnits('TMT', String(whole));
  if (delta > 0n) await applyLedgerEntry(tx, { userId, currency: 'TMT', delta: -delta, reason, ref }, now);
  return delta;
}

/** Uses up `quantity` of the user's items of a kind (lowest ids first), through the state machine. */
async function consumeItems(tx: Transaction, userId: number, kind: ItemKind, quantity: number, ref: string, now: Date): Promise<number> {
  const rows = await lockUsableItems(tx, userId, kind);
  if (rows.length < quantity) throw new AppError('ITEM_QUANTITY_INSUFFICIENT', { field: 'kind' });
  for (const row of rows.slice(0, quantity)) await changeCardState(tx, { tokenId: row.tokenId, action: 'consume', by: { userId }, now, ref });
  return rows.length - quantity;
}

export async function allocatePotential(tx: Transaction, userId: number, request: CardAllocateRequest, now: Date): Promise<void> {
  const card = await fpCardFor(tx, userId, request.tokenId, 'improve', 'allocate', now);
  const spent = PRODUCTIVE_ATTRIBUTES.reduce((sum, name) => sum + (request.points[name] ?? 0), 0);
  if (spent === 0) throw new AppError('INVALID_PARAMS', { field: 'points' });
  const growth = growthOf(card.fp);
  if (spent > growth.potential) throw new AppError('POTENTIAL_NOT_ENOUGH', { field: 'points' });
  const productive = { ...growth.productive };
  for (const name of PRODUCTIVE_ATTRIBUTES) productive[name] += request.points[name] ?? 0;
  await saveGrowth(tx, card, { ...growth, productive, potential: growth.potential - spent });
}

/** Why a card cannot ascend now, or null: it ascends once, at its cap (level 5). */
export function ascendRefusal(fp: Pick<FpRow, 'ascended' | 'level'>): 'ALREADY_ASCENDED' | 'LEVEL_NOT_ENOUGH' | null {
  if (fp.ascended) return 'ALREADY_ASCENDED';
  if (fp.level < levelCap(false)) return 'LEVEL_NOT_ENOUGH';
  return null;
}

export async function ascend(tx: Transaction, userId: number, tokenId: string, now: Date): Promise<void> {
  const card = await fpCardFor(tx, userId, tokenId, 'upgrade', 'ascend', now);
  const refusal = ascendRefusal(card.fp);
  if (refusal) throw new AppError(refusal, { field: 'tokenId' });
  const rarity = card.card.rarity ?? 'common';
  await payTmt(tx, userId, ASCEND_COST_TMT[rarity], LedgerReason.ascend, tokenId, now);
  // A bar filled at the old cap turns into the next level now.
  const { growth } = addXp({ ...growthOf(card.fp), ascended: true }, rarity, 0);
  await saveGrowth(tx, card, growth);
}

export interface CampOutcome {
  step: CampStep;
  success: boolean;
  level: number;
  oddsPercent: number;
  /** The provably fair draw's digest. */
  seed: string;
  fair: FairDraw;
}

/** The camp's next step for a skill at `level`: awakening from 0, a level up after; null at the top. */
export function campStepAt(level: number): (typeof CAMP_STEP)[number] & { step: CampStep; toLevel: number } | null {
  const entry = CAMP_STEP[level];
  if (level >= MAX_SKILL_LEVEL || !entry) return null;
  return { ...entry, step: level === 0 ? 'awaken' : 'levelUp', toLevel: level + 1 };
}

export async function campAttempt(tx: Transaction, userId: number, tokenId: string, slot: number, now: Date): Promise<CampOutcome> {
  const card = await fpCardFor(tx, userId, tokenId, 'upgrade', 'camp', now);
  const skill = await lockSkill(tx, card.card.id, slot);
  const next = skill ? campStepAt(skill.level) : null;
  if (!skill || !next) throw new AppError('SKILL_LOCKED_OR_CAPPED', { field: 'slot' });
  const cost = await payTmt(tx, userId, next.costTmt, LedgerReason.camp, tokenId, now);
  await consumeItems(tx, userId, 'skillBook', next.skillBooks, `camp:${tokenId}`, now);
  const fair = await takeFairDraw(tx, userId, 'camp', `camp:${tokenId}:${slot}`, now);
  const seed = fair.digest;
  const success = campAttemptSuccess(seed, next.oddsPercent);
  const level = success ? next.toLevel : skill.level;
  if (success) await setSkillLevel(tx, card.card.id, slot, level);
  await recordCampAttempt(tx, {
    cardId: card.card.id,
    ownerId: userId,
    slot,
    step: next.step,
    fromLevel: skill.level,
    oddsPercent: next.oddsPercent,
    success,
    cost,
    skillBooks: next.skillBooks,
    seed,
    createdAt: now,
    fairPairId: fair.pairId,
    fairNonce: fair.nonce,
    fairPurpose: fair.purpose,
  });
  return { step: next.step, success, level, oddsPercent: next.oddsPercent, seed, fair };
}

async function refreshRating(tx: Transaction, cardId: number): Promise<void> {
  const card = await findCardById(tx, cardId);
  if (!card) return;
  const fp = await loadFpCard(tx, card);
  await saveGrowth(tx, fp, growthOf(fp.fp));
}

async function equipmentItem(tx: Transaction, userId: number, itemTokenId: string): Promise<CardRow & { kind: EquipmentKind }> {
  const item = await lockOwnedCard(tx, itemTokenId, { userId }, 'itemTokenId');
  if (item.family !== 'item' || !(EQUIPMENT_KINDS as readonly (string | null)[]).includes(item.kind)) {
    throw new AppError('CARD_ACTION_UNAVAILABLE', { field: 'itemTokenId' });
  }
  return item as CardRow & { kind: EquipmentKind };
}

/** Puts an equipment item on an FP card: off whoever wore it, and the card's own item of that kind comes off. */
export async function equip(tx: Transaction, userId: number, itemTokenId: string, cardTokenId: string, now: Date): Promise<void> {
  const item = await equipmentItem(tx, userId, itemTokenId);
  const target = await fpCardFor(tx, userId, cardTokenId, 'improve', `equip:${item.kind}`, now, 'cardTokenId');
  if (item.equippedOn === target.card.id) return;
  const by = { userId };
  if (item.equippedOn !== null) {
    await changeCardState(tx, { tokenId: item.tokenId, action: 'unequip', by, now, ref: 'equip' });
    await refreshRating(tx, item.equippedOn);
  }
  const sameKind = await itemOfKindOn(tx, target.card.id, item.kind);
  if (sameKind) await changeCardState(tx, { tokenId: sameKind.tokenId, action: 'unequip', by, now, ref: 'equip' });
  await changeCardState(tx, { tokenId: item.tokenId, action: 'equip', by, now, equipOn: target.card.id, ref: cardTokenId });
  await refreshRating(tx, target.card.id);
}

export async function unequip(tx: Transaction, userId: number, itemTokenId: string, now: Date): Promise<CardRow | null> {
  const item = await equipmentItem(tx, userId, itemTokenId);
  if (item.equippedOn === null) throw new AppError('CARD_ACTION_UNAVAILABLE', { field: 'itemTokenId' });
  const wearer = await findCardById(tx, item.equippedOn);
  if (!wearer) throw new Error(`item ${item.tokenId} is worn by a card that does not exist`);
  await fpCardFor(tx, userId, wearer.tokenId, 'improve', `unequip:${item.kind}`, now);
  await changeCardState(tx, { tokenId: item.tokenId, action: 'unequip', by: { userId }, now, ref: wearer.tokenId });
  await refreshRating(tx, wearer.id);
  return wearer;
}

export interface ConsumableUse {
  left: number;
  xpLost: number;
  energy: number | null;
}

/** Uses one consumable: a stamina potion or an XP card on an FP card, an energy drink on the manager. */
export async function consumeOne(tx: Transaction, userId: number, kind: ConsumableKind, cardTokenId: string | undefined, now: Date): Promise<ConsumableUse> {
  if (kind === 'energyDrink') {
    const energy = await changeEnergy(tx, userId, ENERGY_DRINK, now);
    return { left: await consumeItems(tx, userId, kind, 1, 'energy', now), xpLost: 0, energy };
  }
  if (!cardTokenId) throw new AppError('INVALID_PARAMS', { field: 'cardTokenId' });
  const card = await fpCardFor(tx, userId, cardTokenId, 'improve', kind, now, 'cardTokenId');
  if (kind === 'staminaPotion') {
    if (card.fp.stamina + STAMINA_POTION > STAMINA_CAP) throw new AppError('STAMINA_EXCEEDED', { field: 'cardTokenId' });
    await updateFpCard(tx, card.card.id, { stamina: card.fp.stamina + STAMINA_POTION });
    return { left: await consumeItems(tx, userId, kind, 1, cardTokenId, now), xpLost: 0, energy: null };
  }
  const growth = growthOf(card.fp);
  if (xpFull(growth)) throw new AppError(growth.level >= MAX_LEVEL ? 'MAX_LEVEL_REACHED' : 'EXPERIENCE_OVERFLOWED', { field: 'cardTokenId' });
  const result = addXp(growth, card.card.rarity ?? 'common', XP_CARD);
  await saveGrowth(tx, card, result.growth);
  return { left: await consumeItems(tx, userId, kind, 1, cardTokenId, now), xpLost: result.lost, energy: null };
}
