import type { CardSummary } from '@fc/shared/contracts';
import { unixSeconds } from '../../lib/time';
import type { clubs, players } from '../catalog';
import type { CardRow } from './repository';
import type { fpCards } from './tables';

type Club = typeof clubs.$inferSelect;
type Player = typeof players.$inferSelect;
type SummaryGrowth = Pick<typeof fpCards.$inferSelect, 'level' | 'xp' | 'stamina' | 'rating'>;

/** A card as lists show it: family, state, serial, the player and club, an FP card's level, stamina and rating. */
export function summary(card: CardRow, player: Player | null, club: Club | null, growth: SummaryGrowth | null): CardSummary {
  return {
    tokenId: card.tokenId,
    family: card.family,
    state: card.state,
    rarity: card.rarity,
    serial: card.serial,
    supply: card.supply,
    kind: card.kind,
    trialUntil: card.trialUntil ? unixSeconds(card.trialUntil) : null,
    player:
      player && club
        ? {
            id: player.id,
            name: player.name,
            nationality: player.nationality,
            born: player.born,
            position: player.position,
            preferredPosition: player.preferredPosition,
            heightCm: player.heightCm,
            club: { id: club.id, name: club.name, shortName: club.shortName, primaryColor: club.primaryColor, secondaryColor: club.secondaryColor },
          }
        : null,
    fp: growth ? { level: growth.level, xp: growth.xp, stamina: growth.stamina, rating: growth.rating } : null,
  };
}

/** `text` for ILIKE, its wildcards taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
