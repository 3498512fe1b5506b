import type { CardSummary } from '@fc/shared';

/** A card's name in a list: its player's name (or its id). */
export function cardName(card: CardSummary): string {
  return card.player?.name ?? card.tokenId;
}
