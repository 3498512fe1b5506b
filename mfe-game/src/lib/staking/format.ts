import { currentLanguage, formatAmount, type Amount, type CardSummary } from '@fc/shared';
import { STAKING_TOKEN } from '@fc/shared/contracts/game';

/** An amount of GOAL base units in words: "12.5 GOAL". */
export function goalText(amount: Amount | bigint): string {
  return `${formatAmount(STAKING_TOKEN, amount, currentLanguage())} ${STAKING_TOKEN}`;
}

/** A card's name in a list: its player's name (or its id). */
export function cardName(card: CardSummary): string {
  return card.player?.name ?? card.tokenId;
}
