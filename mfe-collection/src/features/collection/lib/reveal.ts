import { type CardSummary, type Rarity } from '@fc/shared';
import { RARITIES } from '@fc/shared/contracts/cards';

/**
 * The reveal of a pack or a box, as presentation only: the server has already drawn and recorded what it held
 * (/card/open); this only decides what the user sees when. `pack`: the pack's art while the server answers and a
 * moment after; `cards`: the cards turn one at a time, `revealed` of them face up; `summary`: every card pulled.
 */
export type RevealStage = 'pack' | 'cards' | 'summary';

export interface RevealState {
  stage: RevealStage;
  /** The cards in the order they turn (see `revealOrder`); empty until the server answered. */
  cards: CardSummary[];
  revealed: number;
}

export type RevealEvent =
  /** The server's answer: what the pack held. */
  | { type: 'arrived'; cards: CardSummary[] }
  /** Turn the next card (from the pack: lay the cards out face down); after the last one, the summary. */
  | { type: 'next' }
  /** Reveal all and go to the summary. */
  | { type: 'skip' };

export const REVEAL_START: RevealState = { stage: 'pack', cards: [], revealed: 0 };

const rank = (rarity: Rarity | null) => (rarity === null ? -1 : RARITIES.indexOf(rarity));

/** Rarest last, so the best card is the last to turn; the server's order within a rarity. */
export function revealOrder(cards: readonly CardSummary[]): CardSummary[] {
  return cards
    .map((card, index) => ({ card, index }))
    .sort((a, b) => rank(a.card.rarity) - rank(b.card.rarity) || a.index - b.index)
    .map(({ card }) => card);
}

export function revealReducer(state: RevealState, event: RevealEvent): RevealState {
  switch (event.type) {
    case 'arrived':
      return state.cards.length > 0 ? state : { ...state, cards: revealOrder(event.cards) };
    case 'next':
      if (state.cards.length === 0 || state.stage === 'summary') return state;
      if (state.stage === 'pack') return { ...state, stage: 'cards', revealed: 0 };
      return state.revealed < state.cards.length ? { ...state, revealed: state.revealed + 1 } : { ...state, stage: 'summary' };
    case 'skip':
      return state.cards.length === 0 ? state : { ...state, stage: 'summary', revealed: state.cards.length };
  }
}

/** The card face up on the stage now: the last one turned (none before the first). */
export function currentCard(state: RevealState): CardSummary | null {
  return state.stage === 'cards' && state.revealed > 0 ? (state.cards[state.revealed - 1] ?? null) : null;
}

/** What "Next" does from here: turn a card, or show the summary once every card is face up. */
export function nextAction(state: RevealState): 'reveal' | 'summary' {
  return state.stage === 'cards' && state.revealed >= state.cards.length ? 'summary' : 'reveal';
}

/**
 * How strongly a card arrives: a common card just turns, a rare one glows in its colour, epic and better burst
 * (a longer, brighter glow). Reduced motion shows none of it (CSS).
 */
export type RevealEmphasis = 'plain' | 'glow' | 'burst';

export function revealEmphasis(rarity: Rarity | null): RevealEmphasis {
  const at = rank(rarity);
  if (at >= RARITIES.indexOf('epic')) return 'burst';
  if (at >= RARITIES.indexOf('rare')) return 'glow';
  return 'plain';
}

/** The other unopened holdings like the one just opened: the same pack kind, or boxes of the same rarity. */
export function othersLike(opened: CardSummary, holdings: readonly CardSummary[]): CardSummary[] {
  return holdings.filter(
    (card) =>
      card.tokenId !== opened.tokenId &&
      card.family === opened.family &&
      card.state === 'normal' &&
      (opened.family === 'pack' ? card.kind === opened.kind : card.rarity === opened.rarity),
  );
}
