import { RARITIES, toBaseUnits, type ErrorCodeName, type Rarity, type RarityChance } from '@fc/shared/contracts';
import { trainingChildRarity } from '@fc/shared/fair';
import { decide, pickRarity, uniform, type RarityOdds, type TrainableCardFacts } from '../cards';
import { CHILD_ODDS, MINT_LIMIT, TRAINING_CURRENCY, TRAINING_STEPS } from './constants';

/**
 * The rules of training (DOMAIN.md "Training (mint)"), pure: how often a card may train, what its next training needs
 * and costs, why it cannot train now, and the child's odds. The card's state, trial and stamina are the card state
 * machine's to judge (`train`); this adds the mint count and the level.
 */

/** What a parent's eligibility looks at: the state machine's facts, and the card's rarity, level and mint count. */
export type ParentFacts = TrainableCardFacts;

export interface Step {
  /** Which training of the card it is: mint count + 1. */
  k: number;
  level: number;
  /** TMT base units. */
  cost: bigint;
}

export function mintLimit(rarity: Rarity | null): number {
  return rarity ? MINT_LIMIT[rarity] : 0;
}

/** The card's next training, or null when it has trained as often as its rarity allows. */
export function nextStep(rarity: Rarity | null, mintCount: number): Step | null {
  const k = mintCount + 1;
  const row = TRAINING_STEPS[k - 1];
  const whole = rarity ? row?.cost[rarity] : undefined;
  if (!rarity || k > mintLimit(rarity) || !row || whole === undefined) return null;
  return { k, level: row.level, cost: toBaseUnits(TRAINING_CURRENCY, String(whole)) };
}

/**
 * Why the card cannot train now, or null: not an FP card, a trial card, no training left, then whatever the state
 * machine refuses (busy, in a lineup or TopPrize, short of stamina), then a level below what its next training needs.
 */
export function trainingRefusal(card: ParentFacts): ErrorCodeName | null {
  if (card.family !== 'fp') return 'CARD_ACTION_UNAVAILABLE';
  if (card.trial) return 'TRIAL_CARD_FORBIDDEN';
  const step = nextStep(card.rarity, card.mintCount ?? 0);
  if (!step) return 'TRAINING_TIMES_NOT_ENOUGH';
  const decision = decide(card, 'train');
  if (!decision.ok) return decision.code;
  return (card.level ?? 0) < step.level ? 'LEVEL_NOT_ENOUGH' : null;
}

/** The child's odds for two parents' rarities, whichever order they come in; null when either cannot train. */
export function childOdds(a: Rarity | null, b: Rarity | null): RarityOdds | null {
  if (!a || !b) return null;
  const [lower, higher] = RARITIES.indexOf(a) <= RARITIES.indexOf(b) ? [a, b] : [b, a];
  if (lower === 'unique' || higher === 'unique') return null;
  return CHILD_ODDS[`${lower}+${higher}`] ?? null;
}

/** Odds as the wire carries them: every rarity with a chance, in rarity order. */
export function oddsList(odds: RarityOdds): RarityChance[] {
  return RARITIES.filter((rarity) => (odds[rarity] ?? 0) > 0).map((rarity) => ({ rarity, chance: odds[rarity] ?? 0 }));
}

/**
 * The child's rarity, replayable by anyone holding the seed: `trainingChildRarity` of @fc/shared/fair from the
 * training's provably fair digest; a training started before the scheme (no pair) keeps the odds' pick at its seed's
 * first number.
 */
export function drawChildRarity(training: { odds: RarityOdds; seed: string; fairPairId: number | null }): Rarity {
  if (training.fairPairId === null) return pickRarity(training.odds, uniform(training.seed, 0));
  return trainingChildRarity(training.seed, training.odds);
}
