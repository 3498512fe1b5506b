import { topPrizePower, type TopPrizePower } from '@fc/shared/contracts';
import type { Executor } from '../../db/client';
import { eventCards, type EventCard } from './repository';

/** A participant's power now: the one power function over the cards the user has in the event. */
export interface Standing {
  userId: number;
  power: TopPrizePower;
  cards: EventCard[];
}

export function powerOf(cards: readonly EventCard[]): TopPrizePower {
  return topPrizePower(cards.map((card) => ({ tokenId: card.tokenId, rarity: card.rarity, playerId: card.playerId, position: card.position, clubId: card.clubId, nationality: card.nationality, trial: card.trial })));
}

/** Every participant by power, most first (ties: the earlier user first), and the total power. */
export async function standings(db: Executor): Promise<{ list: Standing[]; totalPower: number }> {
  const byUser = new Map<number, EventCard[]>();
  for (const card of await eventCards(db)) byUser.set(card.userId, [...(byUser.get(card.userId) ?? []), card]);
  const list = [...byUser].map(([userId, cards]) => ({ userId, cards, power: powerOf(cards) })).filter((standing) => standing.power.total > 0);
  list.sort((a, b) => b.power.total - a.power.total || a.userId - b.userId);
  return { list, totalPower: list.reduce((total, standing) => total + standing.power.total, 0) };
}
