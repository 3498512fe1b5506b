import type { Currency, Rarity } from '@fc/shared/contracts';
import type { RarityOdds } from '../cards';

/** A training takes 24 hours from payment to the child's box (DOMAIN.md "Training (mint)"). [ours] */
export const TRAINING_DURATION_S = 24 * 60 * 60;

/** Each parent pays its own training in TMT. [public] */
export const TRAINING_CURRENCY: Currency = 'TMT';

/** How many times a card of each rarity can train in its life. [public] */
export const MINT_LIMIT: Record<Rarity, number> = { common: 7, rare: 7, epic: 7, legendary: 3, unique: 0 };

/**
 * A parent's k-th training (row k − 1): the level the parent needs and its cost in whole TMT by rarity. [public]
 * The levels pass the alpha cap of level 10 from row 3 on, so only the first two trainings of a card are reachable
 * for now: a card that trained twice is refused LEVEL_NOT_ENOUGH until the cap rises. [ours]
 */
export const TRAINING_STEPS: readonly { level: number; cost: Partial<Record<Rarity, number>> }[] = [
  { level: 5, cost: { common: 30, rare: 60, epic: 250, legendary: 1250 } },
  { level: 10, cost: { common: 30, rare: 60, epic: 300, legendary: 1500 } },
  { level: 20, cost: { common: 36, rare: 72, epic: 350, legendary: 1850 } },
  { level: 30, cost: { common: 42, rare: 84, epic: 400 } },
  { level: 40, cost: { common: 48, rare: 96, epic: 450 } },
  { level: 50, cost: { common: 54, rare: 108, epic: 520 } },
  { level: 60, cost: { common: 60, rare: 120, epic: 600 } },
];

/**
 * Stamina: a parent needs what the card state machine asks of a card that trains (MIN_STAMINA_TO_LIST_OR_TRAIN, its
 * `stamina` guard), and training spends none: the parent is out of play for 24 hours anyway and every card's stamina
 * comes back at 00:00 UTC, so a cost would rarely be felt. [ours]
 */

/** The rarities that can train (unique never does). */
type Trainable = Exclude<Rarity, 'unique'>;

/**
 * The child's rarity odds by the parents' rarities, in basis points (each row sums to 10,000), shown before paying
 * and kept with the training. Mostly the lower parent's rarity or one above; unique only from a legendary parent. [ours]
 */
/** Keyed `lower+higher` (RARITIES order). */
export const CHILD_ODDS: Partial<Record<`${Trainable}+${Trainable}`, RarityOdds>> = {
  'common+common': { common: 8_500, rare: 1_300, epic: 200 },
  'common+rare': { common: 6_000, rare: 3_400, epic: 550, legendary: 50 },
  'common+epic': { common: 4_500, rare: 3_900, epic: 1_450, legendary: 150 },
  'common+legendary': { common: 3_500, rare: 4_000, epic: 2_000, legendary: 500 },
  'rare+rare': { common: 1_500, rare: 7_300, epic: 1_100, legendary: 100 },
  'rare+epic': { common: 500, rare: 5_800, epic: 3_400, legendary: 300 },
  'rare+legendary': { rare: 5_000, epic: 4_200, legendary: 800 },
  'epic+epic': { rare: 2_000, epic: 7_200, legendary: 800 },
  'epic+legendary': { rare: 500, epic: 6_500, legendary: 2_900, unique: 100 },
  'legendary+legendary': { epic: 3_000, legendary: 6_500, unique: 500 },
};

/** Every minute the job runner moves new trainings to in progress and finishes those due (DOMAIN.md "Scheduled work"). */
export const TRAINING_JOB = 'training-finish';
export const TRAINING_JOB_CRON = '* * * * *';

/** Most trainings one run of the job finishes; the next minute takes the rest. [ours] */
export const TRAINING_JOB_BATCH = 500;

/** /training/list's page size unless asked. [ours] */
export const TRAINING_LIST_PAGE_SIZE = 10;

/** Why the wallet's ledger rows of a training exist (`ref`: training:<id>). */
export const TRAINING_LEDGER_REF_PREFIX = 'training:';

/** The demo account's running training: its rare level-5 and legendary level-6 cards (DEMO_COLLECTION), 6 hours in. [ours] */
export const DEMO_TRAINING: { parents: [{ playerId: number; rarity: Rarity }, { playerId: number; rarity: Rarity }]; startedHoursAgo: number } = {
  parents: [
    { playerId: 24, rarity: 'rare' },
    { playerId: 88, rarity: 'legendary' },
  ],
  startedHoursAgo: 6,
};
