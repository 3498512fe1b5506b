import { createHash } from 'node:crypto';
import {
  GOALKEEPER_ABILITIES,
  OUTFIELD_ABILITIES,
  PRODUCTIVE_ATTRIBUTES,
  SKILLS,
  type AbilityAttribute,
  type EquipmentKind,
  type Position,
  type ProductiveAttribute,
  type Rarity,
  type Skill,
} from '@fc/shared/contracts';
import {
  ABILITY_BASE,
  ABILITY_MAX,
  ABILITY_PER_LEVEL,
  ABILITY_SPREAD,
  EQUIPMENT_ATTRIBUTE,
  EQUIPMENT_BONUS,
  LEVEL_CAP_BEFORE_ASCEND,
  LINE_EMPHASIS,
  MAX_LEVEL,
  PHYSICAL_STAMINA_DIVISOR,
  POTENTIAL_PER_LEVEL,
  PRODUCTIVE_BASE,
  PRODUCTIVE_SPREAD,
  SKILL_SLOTS,
  xpToNextLevel,
} from './constants';

/**
 * FP card growth (DOMAIN.md "Cards"), pure: a new card's attributes, XP and levels, the cap and ascending, rating,
 * equipment and the stamina a match costs. The repository stores what these answer.
 */

export type Productive = Record<ProductiveAttribute, number>;

export interface Growth {
  level: number;
  xp: number;
  ascended: boolean;
  /** Ability attributes in the line's contract order (OUTFIELD_ABILITIES or GOALKEEPER_ABILITIES). */
  ability: number[];
  productive: Productive;
  potential: number;
}

export function abilityNames(position: Position): readonly AbilityAttribute[] {
  return position === 'GK' ? GOALKEEPER_ABILITIES : OUTFIELD_ABILITIES;
}

export function levelCap(ascended: boolean): number {
  return ascended ? MAX_LEVEL : LEVEL_CAP_BEFORE_ASCEND;
}

/** A number in [-spread, spread] drawn from the card's token id (random and recorded) and what it is for. */
function drawn(tokenId: string, what: string, spread: number): number {
  const digest = createHash('sha256').update(`${tokenId}:${what}`).digest();
  return (digest.readUInt32BE(0) % (2 * spread + 1)) - spread;
}

function clampAbility(value: number): number {
  return Math.max(1, Math.min(ABILITY_MAX, value));
}

/** A new FP card at `level`: abilities with the levels' gains and the potential points of the levels, unspent. */
export function initialGrowth(card: { tokenId: string; rarity: Rarity; position: Position; level: number }): Growth {
  const emphasis = LINE_EMPHASIS[card.position];
  const ability = abilityNames(card.position).map((name, index) =>
    clampAbility(ABILITY_BASE[card.rarity] + (emphasis[index] ?? 0) + drawn(card.tokenId, name, ABILITY_SPREAD) + (card.level - 1) * ABILITY_PER_LEVEL),
  );
  const productive = Object.fromEntries(
    PRODUCTIVE_ATTRIBUTES.map((name) => [name, Math.max(0, PRODUCTIVE_BASE[card.rarity] + drawn(card.tokenId, name, PRODUCTIVE_SPREAD))]),
  ) as Productive;
  // A card made above the first cap (the demo's, a reward) has ascended.
  return { level: card.level, xp: 0, ascended: card.level > LEVEL_CAP_BEFORE_ASCEND, ability, productive, potential: (card.level - 1) * POTENTIAL_PER_LEVEL[card.rarity] };
}

export interface XpResult {
  growth: Growth;
  levelsGained: number;
  /** XP above the cap, lost. */
  lost: number;
}

/**
 * Adds XP: every full bar is a level up (+1 to each ability, the rarity's potential points) until the cap, where the
 * bar fills and the rest is lost ("experience overflowed, train after ascend"). `amount` 0 settles a full bar after
 * ascending.
 */
export function addXp(growth: Growth, rarity: Rarity, amount: number): XpResult {
  const cap = levelCap(growth.ascended);
  let { level, xp, potential } = growth;
  let ability = growth.ability;
  let levelsGained = 0;
  xp += amount;
  while (level < cap && xp >= xpToNextLevel(level)) {
    xp -= xpToNextLevel(level);
    level += 1;
    levelsGained += 1;
    potential += POTENTIAL_PER_LEVEL[rarity];
    ability = ability.map((value) => clampAbility(value + ABILITY_PER_LEVEL));
  }
  const full = xpToNextLevel(level);
  const lost = Math.max(0, xp - full);
  return { growth: { ...growth, level, xp: Math.min(xp, full), potential, ability }, levelsGained, lost };
}

/** The bar is full at the cap: more XP would be lost. */
export function xpFull(growth: Pick<Growth, 'level' | 'xp' | 'ascended'>): boolean {
  return growth.level >= levelCap(growth.ascended) && growth.xp >= xpToNextLevel(growth.level);
}

/** The ability index an equipment kind raises for a player of this line. */
export function equipmentTarget(kind: EquipmentKind, position: Position): number {
  return position === 'GK' ? EQUIPMENT_ATTRIBUTE[kind].goalkeeper : EQUIPMENT_ATTRIBUTE[kind].outfield;
}

/** Abilities with the equipment worn, and what the equipment adds to each. */
export function effectiveAbility(ability: readonly number[], position: Position, worn: readonly EquipmentKind[]): { value: number; bonus: number }[] {
  const bonus = ability.map(() => 0);
  for (const kind of worn) {
    const index = equipmentTarget(kind, position);
    bonus[index] = (bonus[index] ?? 0) + EQUIPMENT_BONUS;
  }
  return ability.map((value, index) => ({ value: clampAbility(value + (bonus[index] ?? 0)), bonus: bonus[index] ?? 0 }));
}

/** Rating (power): the mean of the abilities with the equipment worn, rounded. */
export function rating(ability: readonly number[], position: Position, worn: readonly EquipmentKind[]): number {
  const values = effectiveAbility(ability, position, worn).map((entry) => entry.value);
  return Math.round(values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length));
}

/** The stamina a match costs a card: basic / (1 + physical / 300), rounded up. [public] */
export function staminaCost(basic: number, physical: number): number {
  return Math.ceil(basic / (1 + physical / PHYSICAL_STAMINA_DIVISOR));
}

/** The skill in each of a card's slots. */
export function skillSlots(rarity: Rarity, position: Position): Skill[] {
  return SKILLS[position].slice(0, SKILL_SLOTS[rarity]);
}
