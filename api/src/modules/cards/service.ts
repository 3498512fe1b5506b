import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import { DEFAULT_CARD_PAGE_SIZE, type CardFamily, type CardMineResponse, type CardOpenResponse, type CardSummary } from '@fc/shared/contracts';
import type { Database, Executor } from '../../db/client';
import { unixSeconds } from '../../lib/time';
import { clubs, players } from '../catalog/tables';
import { openCard } from './opening';
import type { CardRow } from './repository';
import { cards } from './tables';

/** Cards with their player and club, as the pages show them. */
async function summaries(db: Executor, rows: CardRow[]): Promise<CardSummary[]> {
  const playerIds = [...new Set(rows.flatMap((row) => (row.playerId === null ? [] : [row.playerId])))];
  const found = playerIds.length
    ? await db
        .select({ player: players, club: clubs })
        .from(players)
        .innerJoin(clubs, eq(clubs.id, players.clubId))
        .where(inArray(players.id, playerIds))
    : [];
  const byId = new Map(found.map(({ player, club }) => [player.id, { player, club }]));
  return rows.map((row) => {
    const entry = row.playerId === null ? undefined : byId.get(row.playerId);
    return {
      tokenId: row.tokenId,
      family: row.family,
      state: row.state,
      rarity: row.rarity,
      serial: row.serial,
      supply: row.supply,
      kind: row.kind,
      trialUntil: row.trialUntil ? unixSeconds(row.trialUntil) : null,
      player: entry
        ? {
            id: entry.player.id,
            name: entry.player.name,
            nationality: entry.player.nationality,
            born: entry.player.born,
            position: entry.player.position,
            preferredPosition: entry.player.preferredPosition,
            heightCm: entry.player.heightCm,
            club: {
              id: entry.club.id,
              name: entry.club.name,
              shortName: entry.club.shortName,
              primaryColor: entry.club.primaryColor,
              secondaryColor: entry.club.secondaryColor,
            },
          }
        : null,
    };
  });
}

export function createCardsService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;
  return {
    /** What the user holds of a family, newest first; gone cards (opened, withdrawn, expired) are not listed. */
    async mine(userId: number, family: CardFamily | undefined, page = 1, pageSize = DEFAULT_CARD_PAGE_SIZE): Promise<CardMineResponse> {
      const where = and(eq(cards.ownerId, userId), ne(cards.state, 'unavailable'), family ? eq(cards.family, family) : undefined);
      const [rows, [total]] = await Promise.all([
        db.select().from(cards).where(where).orderBy(desc(cards.id)).limit(pageSize).offset((page - 1) * pageSize),
        db.select({ total: count() }).from(cards).where(where),
      ]);
      return { list: await summaries(db, rows), total: total?.total ?? 0, page, pageSize };
    },

    async open(userId: number, tokenId: string): Promise<CardOpenResponse> {
      const opening = await db.transaction((tx) => openCard(tx, userId, tokenId, now()));
      return { opened: opening.opened.tokenId, seed: opening.seed, cards: await summaries(db, opening.revealed) };
    },
  };
}
