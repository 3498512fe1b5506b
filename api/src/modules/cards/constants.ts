import type { EquipmentKind, ItemKind, PackKind, Rarity } from '@fc/shared/contracts';
import type { PreferredPosition } from '../catalog';

/** Cards of one player, rarity and family that can ever exist (DOMAIN.md "What a card is"). [ours] */
export const SUPPLY_BY_RARITY: Record<Rarity, number> = { unique: 1, legendary: 10, epic: 100, rare: 1_000, common: 10_000 };

/** Stamina per FP card: the cap, and what every card gets back at 00:00 UTC. [public] */
export const STAMINA_CAP = 120;
export const DAILY_STAMINA = 120;
/** What a home match costs, the most a match can: a card with less cannot be listed or train ("short of stamina"). [ours] */
export const MIN_STAMINA_TO_LIST_OR_TRAIN = 50;

/** A new FP card starts at level 1, with no XP and full stamina. [ours] */
export const NEW_FP_CARD = { level: 1, xp: 0, stamina: STAMINA_CAP } as const;

/** Trial cards: every new account gets these for 30 days. [public] */
export const TRIAL_DAYS = 30;
/** The trial squad: 11 common level-1 FP cards, one per position of a 4-4-2. [ours] */
export const TRIAL_SQUAD: readonly PreferredPosition[] = ['GK', 'LB', 'CB', 'CB', 'RB', 'LM', 'CM', 'CM', 'RM', 'ST', 'ST'];
export const TRIAL_RARITY: Rarity = 'common';

/** Every card's stamina comes back at 00:00 UTC (DOMAIN.md "Scheduled work"). */
export const DAILY_STAMINA_JOB = 'cards-daily-stamina';
export const DAILY_STAMINA_CRON = '0 0 * * *';
/** Trial cards past their 30 days leave play within 10 minutes. [ours] */
export const TRIAL_EXPIRY_JOB = 'cards-trial-expiry';
export const TRIAL_EXPIRY_CRON = '*/10 * * * *';

/** The card states a card rests in between actions: a trial card's is `trial`. */
export const REST_STATE = { owned: 'normal', trial: 'trial' } as const;

/** The transaction-local setting the database's trigger asks for before a card's state may change (0010_cards.sql). */
export const STATE_MACHINE_SETTING = 'fc.card_state_machine';

/** Why a card_events row exists besides a state-machine action. */
export const CardEventKind = { mint: 'mint' } as const;

/** The supply counter's check (0010_cards.sql): a mint past the supply is refused by it. */
export const SUPPLY_CHECK_CONSTRAINT = 'card_supply_not_exceeded';

/** Odds in basis points (of 10,000), rarest last; each table sums to 10,000. */
export type RarityOdds = Partial<Record<Rarity, number>>;
export const ODDS_SCALE = 10_000;

// What a pack holds and a box's odds are @fc/shared's: the browser's verifier (/fair) maps a digest with them too.
export { BOX_ODDS, PACK_CONTENTS } from '@fc/shared/contracts';

/**
 * The demo account's collection (seed.ts): the first FP card is in training, the second wears the first item (boots).
 * Player ids are catalog ids (0009_catalog_data.sql). [ours]
 */
export const DEMO_COLLECTION: {
  fpCards: { playerId: number; rarity: Rarity; level: number }[];
  collectibles: { playerId: number; rarity: Rarity }[];
  packs: PackKind[];
  boxes: Rarity[];
  items: ItemKind[];
} = {
  fpCards: [
    { playerId: 24, rarity: 'rare', level: 5 },
    { playerId: 10, rarity: 'epic', level: 4 },
    { playerId: 1, rarity: 'common', level: 1 },
    { playerId: 35, rarity: 'common', level: 3 },
    { playerId: 60, rarity: 'rare', level: 2 },
    { playerId: 88, rarity: 'legendary', level: 6 },
    { playerId: 122, rarity: 'unique', level: 8 },
  ],
  collectibles: [
    { playerId: 150, rarity: 'common' },
    { playerId: 151, rarity: 'rare' },
    { playerId: 201, rarity: 'epic' },
    { playerId: 250, rarity: 'legendary' },
  ],
  packs: ['allStar', 'legend'],
  boxes: ['rare'],
  items: ['boots', 'gloves', 'shirt', 'energyDrink', 'staminaPotion', 'staminaPotion', 'xpCard', 'xpCard', 'xpCard', 'skillBook', 'skillBook', 'skillBook', 'skillBook'],
};

/** FP card growth (DOMAIN.md "Cards"). XP from level n to n + 1: 16 × (n + 1) up to n = 7, then 128. [spec, public] */
export const MAX_LEVEL = 10;
export const LEVEL_CAP_BEFORE_ASCEND = 5;
export function xpToNextLevel(level: number): number {
  return level <= 7 ? 16 * (level + 1) : 128;
}
/** Potential points each level up gives, by rarity. [spec, public] */
export const POTENTIAL_PER_LEVEL: Record<Rarity, number> = { common: 1, rare: 3, epic: 6, legendary: 10, unique: 10 };
/** Ascending raises the cap from 5 to 10 and costs TMT (whole TMT here; base units in the ledger). [ours] */
export const ASCEND_COST_TMT: Record<Rarity, number> = { common: 20, rare: 50, epic: 200, legendary: 800, unique: 1500 };

/**
 * A new FP card's attributes: each ability starts at its rarity's base, moved by a few points for the player's line
 * and by the card's own draw (from its tokenId, random and recorded); each level above 1 adds a point to every
 * ability. Productive attributes start at the rarity's base, moved by the draw. [ours]
 */
export const ABILITY_BASE: Record<Rarity, number> = { common: 52, rare: 61, epic: 70, legendary: 79, unique: 88 };
export const ABILITY_SPREAD = 4;
export const ABILITY_PER_LEVEL = 1;
export const ABILITY_MAX = 99;
/** A line's strengths: what its players have above (+) or below (−) the base, ability by ability (contract order). */
export const LINE_EMPHASIS: Record<'GK' | 'DF' | 'MF' | 'FW', readonly number[]> = {
  GK: [4, 3, 2, 0, 1],
  DF: [0, -3, -5, 5, 5],
  MF: [5, 4, 0, 1, -2],
  FW: [1, 4, 6, -4, -5],
};
export const PRODUCTIVE_BASE: Record<Rarity, number> = { common: 5, rare: 8, epic: 12, legendary: 16, unique: 20 };
export const PRODUCTIVE_SPREAD = 2;

/** Physical lowers the stamina a match costs: actual = basic / (1 + physical / 300). [public] */
export const PHYSICAL_STAMINA_DIVISOR = 300;

/** Skill slots by rarity, each locked until awakened in the camp. [ours] */
export const SKILL_SLOTS: Record<Rarity, number> = { common: 1, rare: 2, epic: 3, legendary: 4, unique: 5 };
/**
 * The camp: the step to skill level 1 (awakening) … 5, its chance of success in percent, its TMT (whole) and the
 * skill books it spends; a failure spends them and keeps the level. [ours]
 */
export const CAMP_STEP: readonly { oddsPercent: number; costTmt: number; skillBooks: number }[] = [
  { oddsPercent: 100, costTmt: 20, skillBooks: 1 },
  { oddsPercent: 80, costTmt: 40, skillBooks: 1 },
  { oddsPercent: 60, costTmt: 80, skillBooks: 2 },
  { oddsPercent: 40, costTmt: 160, skillBooks: 2 },
  { oddsPercent: 20, costTmt: 320, skillBooks: 3 },
];

/** Equipment: what each kind adds, and to which ability of the wearer's line. [ours] */
export const EQUIPMENT_BONUS = 3;
export const EQUIPMENT_ATTRIBUTE: Record<EquipmentKind, { outfield: number; goalkeeper: number }> = {
  // Indexes into OUTFIELD_ABILITIES / GOALKEEPER_ABILITIES.
  boots: { outfield: 2, goalkeeper: 3 },
  gloves: { outfield: 0, goalkeeper: 0 },
  shirt: { outfield: 1, goalkeeper: 4 },
  shinGuards: { outfield: 4, goalkeeper: 2 },
};

/** Consumables (DOMAIN.md "What a card is"): stamina potion +40 within the cap, XP card +16 XP, energy drink +10. */
export const STAMINA_POTION = 40;
export const XP_CARD = 16;
