import { formatNumber, type CardSummary, type TopPrizeBonus, type TopPrizeCard, type TopPrizeEventResponse, type TopPrizeMyCard, type TopPrizePower } from '@fc/shared';
import { TOP_PRIZE_POWER_SCALE, topPrizePower, topPrizeProjectedShare } from '@fc/shared/contracts/top-prize';

/** A card of the event as the power function reads it. */
export function eventCardInput(card: TopPrizeMyCard): TopPrizeCard {
  return { tokenId: card.tokenId, rarity: card.rarity, playerId: card.playerId, position: card.position, clubId: card.clubId, nationality: card.nationality, trial: card.trial };
}

/** A card of the collection list as the power function reads it; null for one without a player. */
export function summaryInput(card: CardSummary): TopPrizeCard | null {
  if (!card.player || !card.rarity) return null;
  return { tokenId: card.tokenId, rarity: card.rarity, playerId: card.player.id, position: card.player.position, clubId: card.player.club.id, nationality: card.player.nationality, trial: card.trialUntil !== null };
}

/** Resting player cards: what may be sent (collectible and FP; trial cards too). */
export function isEligible(card: CardSummary): boolean {
  return (card.family === 'fp' || card.family === 'collectible') && (card.state === 'normal' || card.state === 'trial') && summaryInput(card) !== null;
}

export interface PowerPreview {
  before: TopPrizePower;
  after: TopPrizePower;
  gained: TopPrizeBonus[];
  lost: TopPrizeBonus[];
  /** The projected share of the next payout now and with the change (base units). */
  shareBefore: bigint;
  shareAfter: bigint;
}

/** The caller's power and projected share now and with `after` instead of the cards in the event (the same function the server pays by). */
export function previewPower(event: TopPrizeEventResponse, after: readonly TopPrizeCard[]): PowerPreview {
  const current = (event.me?.cards ?? []).map(eventCardInput);
  const before = topPrizePower(current);
  const next = topPrizePower(after);
  const poolLeft = BigInt(event.poolLeft);
  const othersPower = Math.max(0, event.totalPower - before.total);
  return {
    before,
    after: next,
    gained: next.bonuses.filter((bonus) => !before.bonuses.includes(bonus)),
    lost: before.bonuses.filter((bonus) => !next.bonuses.includes(bonus)),
    shareBefore: topPrizeProjectedShare(poolLeft, before.total, othersPower + before.total),
    shareAfter: topPrizeProjectedShare(poolLeft, next.total, othersPower + next.total),
  };
}

/** Power in hundredths as text: 1210 → "12.1". */
export function powerText(power: number): string {
  return formatNumber(power / TOP_PRIZE_POWER_SCALE);
}
