import { eq, inArray, sql } from 'drizzle-orm';
import { RARITIES, type CardSummary } from '@fc/shared/contracts';
import type { Executor } from '../../db/client';
import { unixSeconds } from '../../lib/time';
import { clubs, players } from '../catalog';
import type { CardRow } from './repository';
import { cards, fpCards } from './tables';

type Club = typeof clubs.$inferSelect;
type Player = typeof players.$inferSelect;
type SummaryGrowth = Pick<typeof fpCards.$inferSelect, 'level' | 'xp' | 'stamina' | 'rating'>;

/** The columns of an FP card a summary shows. */
export const SUMMARY_GROWTH = { level: fpCards.level, xp: fpCards.xp, stamina: fpCards.stamina, rating: fpCards.rating };

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

export const RARITY_RANK = sql`array_position(ARRAY[${sql.join(
  RARITIES.map((rarity) => sql`${rarity}`),
  sql`, `,
)}]::text[], ${cards.rarity})`;

/** Summaries of cards fetched by id, in the given order. */
export async function summariesOf(db: Executor, rows: CardRow[]): Promise<CardSummary[]> {
  if (rows.length === 0) return [];
  const found = await db
    .select({ id: cards.id, player: players, club: clubs, growth: SUMMARY_GROWTH })
    .from(cards)
    .leftJoin(players, eq(players.id, cards.playerId))
    .leftJoin(clubs, eq(clubs.id, players.clubId))
    .leftJoin(fpCards, eq(fpCards.cardId, cards.id))
    .where(inArray(cards.id, rows.map((row) => row.id)));
  const byId = new Map(found.map((row) => [row.id, row]));
  return rows.map((row) => {
    const extra = byId.get(row.id);
    return summary(row, extra?.player ?? null, extra?.club ?? null, extra?.growth ?? null);
  });
}
