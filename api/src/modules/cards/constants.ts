import type { ItemKind, PackKind, Rarity } from '@fc/shared/contracts';
import type { PreferredPosition } from '../catalog/constants';

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

/**
 * What a pack holds (DOMAIN.md "Packs, shop and bidding sale", shown on the pack page before purchase): All Star,
 * 5 cards; Legend, 3 cards with at least one epic or better. [ours]
 */
export const PACK_CONTENTS: Record<PackKind, { cards: number; odds: RarityOdds; atLeastOne?: Rarity }> = {
  allStar: { cards: 5, odds: { common: 7_000, rare: 2_200, epic: 650, legendary: 140, unique: 10 } },
  legend: { cards: 3, odds: { rare: 6_000, epic: 3_000, legendary: 900, unique: 100 }, atLeastOne: 'epic' },
};

/** A mystery box that does not already know its card's rarity (a bidding-sale box) draws it with these odds. [ours] */
export const BOX_ODDS: RarityOdds = PACK_CONTENTS.allStar.odds;

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
  items: ['boots', 'gloves', 'energyDrink', 'staminaPotion', 'xpCard'],
};
