import {
  PACK_CARDS_PAGE_SIZE,
  PACK_PERIODS,
  RARITIES,
  type PackBuyRequest,
  type PackBuyResponse,
  type PackCardRequest,
  type PackCardResponse,
  type PackCardsRequest,
  type PackCardsResponse,
  type PackDetailRequest,
  type PackListResponse,
  type PackMine,
  type PackPullsRequest,
  type PackPullsResponse,
  type PackReserveRequest,
  type PackSeriesDetail,
  type PackSeriesSummary,
  type RarityChance,
} from '@fc/shared/contracts';
import { LOTS_NONCE, lotsSeedHash } from '@fc/shared/fair';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { unixSeconds, utcDay } from '../../lib/time';
import { PACK_CONTENTS, SUPPLY_BY_RARITY, type RarityOdds } from '../cards';
import { buyWithTmt, reserve } from './lifecycle';
import * as repo from './repository';
import { nextPeriodStart, periodAt } from './rules';


function oddsOf(odds: RarityOdds): RarityChance[] {
  return RARITIES.filter((rarity) => (odds[rarity] ?? 0) > 0).map((rarity) => ({ rarity, chance: odds[rarity] ?? 0 }));
}

async function mineOf(db: Executor, series: repo.SeriesRow, userId: number, now: Date): Promise<PackMine> {
  const { bought, boughtToday } = await repo.boughtBy(db, series.id, userId, utcDay(now));
  return mineFrom(series, bought, boughtToday, await repo.findReservation(db, series.id, userId));
}

/** The series (as it is now, by its public id) and the user's part in it, in one statement. */
async function seriesMineOf(db: Executor, seriesId: string, userId: number, now: Date): Promise<PackMine> {
  const found = await repo.seriesWithMine(db, seriesId, userId, utcDay(now));
  if (!found) throw new AppError('NOT_FOUND', { field: 'seriesId' });
  return mineFrom(found.series, found.bought, found.boughtToday, found.reservation ?? undefined);
}

function mineFrom(series: repo.SeriesRow, bought: number, boughtToday: number, reservation: repo.ReservationRow | undefined): PackMine {
  return {
    bought,
    left: Math.max(0, series.maxPerUser - bought),
    boughtToday,
    leftToday: Math.max(0, series.dailyLimit - boughtToday),
    // What it won is shown once the seed is revealed, like everyone's.
    reservation: reservation ? { entry: reservation.entry, quantity: reservation.quantity, state: reservation.state, won: series.revealedAt ? reservation.won : 0 } : null,
  };
}

async function summaryOf(db: Executor, series: repo.SeriesRow, userId: number | null, now: Date): Promise<PackSeriesSummary> {
  const starts = repo.periodStarts(series);
  const next = nextPeriodStart(starts, now);
  return {
    seriesId: series.publicId,
    kind: series.kind,
    period: periodAt(starts, now),
    periods: PACK_PERIODS.map((period) => ({ period, startsAt: unixSeconds(starts[period]) })),
    nextPeriodAt: next ? unixSeconds(next) : null,
    priceTmt: series.priceTmt.toString(),
    priceUsd: series.priceUsd.toString(),
    supply: series.supply,
    left: series.remaining,
    maxPerUser: series.maxPerUser,
    dailyLimit: series.dailyLimit,
    lots: series.lots,
    mine: userId === null ? null : await mineOf(db, series, userId, now),
    now: unixSeconds(now),
  };
}

export function createPacksService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;

  async function series(seriesId: string): Promise<repo.SeriesRow> {
    const row = await repo.findSeries(db, seriesId);
    if (!row) throw new AppError('NOT_FOUND', { field: 'seriesId' });
    return row;
  }

  return {
    async list(userId: number | null): Promise<PackListResponse> {
      const at = now();
      const rows = await repo.allSeries(db);
      return { list: await Promise.all(rows.map((row) => summaryOf(db, row, userId, at))) };
    },

    async detail(userId: number | null, request: PackDetailRequest): Promise<PackSeriesDetail> {
      const at = now();
      const row = await series(request.seriesId);
      const contents = PACK_CONTENTS[row.kind];
      const entries = row.hashPublishedAt ? await repo.reservationsOf(db, row.id) : [];
      return {
        ...(await summaryOf(db, row, userId, at)),
        cardsPerPack: contents.cards,
        odds: oddsOf(contents.odds),
        atLeastOne: contents.atLeastOne ?? null,
        seedHash: row.hashPublishedAt ? lotsSeedHash(row.lotsRule, row.seed) : null,
        seed: row.revealedAt ? row.seed : null,
        entries: entries.map((entry) => ({ position: entry.position, entry: entry.entry, quantity: entry.quantity, won: row.revealedAt ? entry.won : null })),
        lotsRule: row.lotsRule,
        playerSeed: row.lotsListHash,
        nonce: row.lotsRule === 'fair' ? LOTS_NONCE : null,
      };
    },

    async cards(request: PackCardsRequest): Promise<PackCardsResponse> {
      await series(request.seriesId);
      const page = request.page ?? 1;
      const { rows, total } = await repo.pullablePlayers(db, (page - 1) * PACK_CARDS_PAGE_SIZE, PACK_CARDS_PAGE_SIZE);
      return { list: rows.map((row) => ({ cardId: String(row.id), playerId: row.id, name: row.name, club: row.club, position: row.position })), total, page, pageSize: PACK_CARDS_PAGE_SIZE };
    },

    async card(request: PackCardRequest): Promise<PackCardResponse> {
      const row = await series(request.seriesId);
      const found = await repo.playerWithClub(db, Number(request.cardId));
      if (!found) throw new AppError('NOT_FOUND', { field: 'cardId' });
      const pulled = await repo.pulledOf(db, found.player.id);
      const { player } = found;
      return {
        seriesId: row.publicId,
        kind: row.kind,
        cardId: String(player.id),
        playerId: player.id,
        name: player.name,
        club: found.club,
        nationality: player.nationality,
        born: player.born,
        position: player.position,
        preferredPosition: player.preferredPosition,
        heightCm: player.heightCm,
        rarities: oddsOf(PACK_CONTENTS[row.kind].odds).map(({ rarity, chance }) => ({ rarity, chance, supply: SUPPLY_BY_RARITY[rarity], pulled: pulled.get(rarity) ?? 0 })),
      };
    },

    async reserve(userId: number, request: PackReserveRequest): Promise<PackMine> {
      const at = now();
      await db.transaction((tx) => reserve(tx, { userId, ...request, now: at }));
      return seriesMineOf(db, request.seriesId, userId, at);
    },

    async buy(userId: number, request: PackBuyRequest): Promise<PackBuyResponse> {
      const at = now();
      const bought = await buyWithTmt(db, { userId, ...request, now: at });
      return {
        seriesId: request.seriesId,
        tokenIds: bought.tokenIds,
        cost: bought.purchase.cost.toString(),
        balance: bought.balance.toString(),
        mine: mineFrom(bought.series, bought.bought, bought.boughtToday, bought.reservation ?? undefined),
      };
    },

    async pulls(userId: number, request: PackPullsRequest): Promise<PackPullsResponse> {
      const row = await series(request.seriesId);
      const purchases = await repo.purchasesOf(db, row.id, userId);
      const { packs, openings, revealed } = await repo.packsAndReveals(db, purchases.flatMap((purchase) => purchase.cardIds));
      return {
        list: purchases.flatMap((purchase) =>
          purchase.cardIds.map((cardId) => {
            const opened = openings.get(cardId);
            return {
              tokenId: packs.get(cardId)?.tokenId ?? '',
              paidWith: purchase.currency,
              boughtAt: unixSeconds(purchase.createdAt),
              opened: opened !== undefined,
              revealed: (opened ?? []).map((tokenId) => {
                const card = revealed.get(tokenId);
                return { tokenId, playerId: card?.playerId ?? 0, name: card?.name ?? '', rarity: card?.rarity ?? 'common' };
              }),
            };
          }),
        ),
      };
    },
  };
}
