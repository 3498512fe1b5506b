import type { CardAction, CardFamily, CardState, ErrorCodeName } from '@fc/shared/contracts';
import { MIN_STAMINA_TO_LIST_OR_TRAIN, REST_STATE } from './constants';

/**
 * The one card state machine (SPEC §4, DOMAIN.md "Cards"): for a card as it is now and an action, either the state
 * it moves to or the refusal a user sees. Pure; `changeCardState` (repository.ts) loads the facts, asks here and
 * writes the answer, and it is the only code the database lets change a card's state.
 */

/** What the rules look at. */
export interface CardFacts {
  family: CardFamily;
  state: CardState;
  /** A trial card (free, for 30 days): it rests in `trial` instead of `normal`. */
  trial: boolean;
  /** FP cards: stamina now; null for other families. */
  stamina: number | null;
  /** FP cards: played a match today (UTC). */
  playedToday: boolean;
  /** FP cards: wears at least one equipment item. */
  equipped: boolean;
}

export type Decision = { ok: true; to: CardState } | { ok: false; code: ErrorCodeName };

type Guard = 'stamina' | 'playedToday' | 'equipped';

interface Rule {
  families: readonly CardFamily[];
  /** `rest`: the card's resting state (normal, or trial for a trial card). */
  from: 'rest' | readonly CardState[];
  /** States allowed besides the resting one. */
  alsoFrom?: readonly CardState[];
  /** `same`: an action that leaves the state as it is (growth). */
  to: 'rest' | 'same' | CardState;
  /** Whether a trial card may do it; `only` for what only trial cards do. */
  trial: boolean | 'only';
  guards?: readonly Guard[];
}

const PLAYER_CARDS = ['collectible', 'fp'] as const;
const TRADABLE = ['collectible', 'fp', 'pack', 'box'] as const;
const EVERY_FAMILY = ['collectible', 'fp', 'pack', 'box', 'item'] as const;

export const CARD_RULES: Record<CardAction, Rule> = {
  // The market. Listing asks for the lineup recalled and the equipment taken off first (SPEC §4).
  list: { families: TRADABLE, from: 'rest', to: 'listed', trial: false, guards: ['stamina', 'playedToday', 'equipped'] },
  unlist: { families: TRADABLE, from: ['listed'], to: 'rest', trial: false },
  sell: { families: TRADABLE, from: ['listed'], to: 'normal', trial: false },
  // Training (mint): the parent is busy for 24 hours.
  train: { families: ['fp'], from: 'rest', to: 'training', trial: false, guards: ['stamina'] },
  finishTraining: { families: ['fp'], from: ['training'], to: 'rest', trial: false },
  stake: { families: PLAYER_CARDS, from: 'rest', to: 'staking', trial: false, guards: ['playedToday'] },
  unstake: { families: PLAYER_CARDS, from: ['staking'], to: 'rest', trial: false },
  // TopPrize takes trial cards too: they play and earn.
  sendToTopPrize: { families: PLAYER_CARDS, from: 'rest', to: 'in_use', trial: true },
  recallFromTopPrize: { families: PLAYER_CARDS, from: ['in_use'], to: 'rest', trial: true },
  enterCamp: { families: ['fp'], from: 'rest', to: 'camp', trial: false },
  leaveCamp: { families: ['fp'], from: ['camp'], to: 'rest', trial: false },
  joinLineup: { families: ['fp'], from: 'rest', to: 'battling', trial: true },
  leaveLineup: { families: ['fp'], from: ['battling'], to: 'rest', trial: true },
  // Out to the chain as an NFT: in transfer until the transaction is final, then gone from the platform.
  withdraw: { families: PLAYER_CARDS, from: 'rest', to: 'transfer', trial: false, guards: ['equipped'] },
  completeWithdrawal: { families: PLAYER_CARDS, from: ['transfer'], to: 'unavailable', trial: false },
  cancelWithdrawal: { families: PLAYER_CARDS, from: ['transfer'], to: 'rest', trial: false },
  // The one way out of `unavailable`: only a player card that is not a trial card gets there by a withdrawal (an
  // expired trial card is refused here), and the chain module asks only for a card it withdrew.
  returnFromChain: { families: PLAYER_CARDS, from: ['unavailable'], to: 'rest', trial: false },
  // Support holds a card (a dispute, a suspected theft).
  lock: { families: EVERY_FAMILY, from: 'rest', to: 'locked', trial: true },
  unlock: { families: EVERY_FAMILY, from: ['locked'], to: 'rest', trial: true },
  open: { families: ['pack', 'box'], from: ['normal'], to: 'unavailable', trial: false },
  equip: { families: ['item'], from: ['normal'], to: 'in_use', trial: false },
  unequip: { families: ['item'], from: ['in_use'], to: 'normal', trial: false },
  consume: { families: ['item'], from: ['normal'], to: 'unavailable', trial: false },
  // The job that ends trials also takes a trial card out of a lineup or TopPrize.
  expireTrial: { families: ['fp'], from: ['trial', 'battling', 'in_use'], to: 'unavailable', trial: 'only' },
  // Growth. A card in the lineup may still be improved (a potion before the match); one that is listed, staked, in
  // training or in TopPrize is busy. Ascending and the camp cost TMT: not for trial cards.
  improve: { families: ['fp'], from: 'rest', alsoFrom: ['battling'], to: 'same', trial: true },
  upgrade: { families: ['fp'], from: 'rest', alsoFrom: ['battling'], to: 'same', trial: false },
};

/** A rule's `to` that names a state (rather than the card's resting or present one). */
export function isCardState(to: Rule['to']): to is CardState {
  return to !== 'rest' && to !== 'same';
}

/** Whether the rule of `action` looks at an FP card's own facts (stamina, last match, worn equipment). */
export function guardsOnFpFacts(action: CardAction): boolean {
  return (CARD_RULES[action].guards?.length ?? 0) > 0;
}

export function restState(card: Pick<CardFacts, 'trial'>): CardState {
  return card.trial ? REST_STATE.trial : REST_STATE.owned;
}

/** The refusal for a card whose state does not allow the action: what the user must do first, where there is one. */
function refusalFor(card: CardFacts): ErrorCodeName {
  if (card.state === 'in_use' && card.family !== 'item') return 'RECALL_FROM_TOPPRIZE_FIRST';
  if (card.state === 'battling') return 'CARD_IN_LINEUP';
  if (card.state === 'unavailable') return 'CARD_ACTION_UNAVAILABLE';
  return 'CARD_BUSY';
}

function failedGuard(card: CardFacts, guards: readonly Guard[]): ErrorCodeName | null {
  for (const guard of guards) {
    if (guard === 'stamina' && card.stamina !== null && card.stamina < MIN_STAMINA_TO_LIST_OR_TRAIN) return 'STAMINA_NOT_ENOUGH';
    if (guard === 'playedToday' && card.playedToday) return 'CARD_PLAYED_TODAY';
    if (guard === 'equipped' && card.equipped) return 'CARD_EQUIPPED';
  }
  return null;
}

export function decide(card: CardFacts, action: CardAction): Decision {
  const rule = CARD_RULES[action];
  if (!rule.families.includes(card.family)) return { ok: false, code: 'CARD_ACTION_UNAVAILABLE' };
  if (rule.trial === 'only' && !card.trial) return { ok: false, code: 'CARD_ACTION_UNAVAILABLE' };
  if (card.trial && rule.trial === false) return { ok: false, code: 'TRIAL_CARD_FORBIDDEN' };
  const from = [...(rule.from === 'rest' ? [restState(card)] : rule.from), ...(rule.alsoFrom ?? [])];
  if (!from.includes(card.state)) return { ok: false, code: refusalFor(card) };
  const guard = failedGuard(card, rule.guards ?? []);
  if (guard) return { ok: false, code: guard };
  return { ok: true, to: rule.to === 'rest' ? restState(card) : rule.to === 'same' ? card.state : rule.to };
}
