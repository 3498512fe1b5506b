import {
  CANCEL_FEE,
  FREE_CANCELS_PER_DAY,
  MARKET_HISTORY_DAYS,
  MARKET_PAGE_SIZE,
  marketFee,
  minimumNextBid,
  sellerProceeds,
  type MarketBidRequest,
  type MarketBidResponse,
  type MarketBuyRequest,
  type MarketBuyResponse,
  type MarketCancelRequest,
  type MarketCancelResponse,
  type MarketDetailRequest,
  type MarketDetailResponse,
  type MarketFavoriteRequest,
  type MarketFavoriteResponse,
  type MarketFavoritesRequest,
  type MarketFavoritesResponse,
  type MarketHistoryRequest,
  type MarketHistoryResponse,
  type MarketListedRequest,
  type MarketListedResponse,
  type MarketListing,
  type MarketListRequest,
  type MarketListResponse,
  type MarketSellRequest,
  type MarketSellResponse,
  type MarketVolumeDay,
} from '@fc/shared/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { unixSeconds, utcDay } from '../../lib/time';
import { summariesByIds } from '../cards';
import { bid, buy, cancel, sell } from './lifecycle';
import * as repo from './repository';
import { maskNickName } from './rules';

const DAY_MS = 86_400_000;

const seconds = (date: Date | null): number | null => (date ? unixSeconds(date) : null);

/** Listings as the wire shows them, their cards, sellers and the viewer's favourites fetched once for all. */
export async function listingViews(db: Database, rows: repo.ListingRow[], viewerId: number | null): Promise<MarketListing[]> {
  if (rows.length === 0) return [];
  const [summaries, names, favorites] = await Promise.all([
    summariesByIds(db, [...new Set(rows.map((row) => row.cardId))]),
    repo.nickNames(db, rows.map((row) => row.sellerId)),
    viewerId === null ? Promise.resolve(null) : repo.favoriteIds(db, viewerId, rows.map((row) => row.id)),
  ]);
  return rows.map((row) => {
    const item = summaries.get(row.cardId);
    if (!item) throw new Error(`card ${row.cardId} of listing ${row.id} is missing`);
    const auction = row.saleType === 'auction';
    return {
      transId: String(row.id),
      tab: row.tab,
      saleType: row.saleType,
      state: row.state,
      item,
      price: row.price.toString(),
      startPrice: row.startPrice.toString(),
      minNextBid: auction && row.state === 'listed' ? minimumNextBid(row.startPrice, row.bidCount > 0 ? row.price : null).toString() : null,
      bidCount: row.bidCount,
      seller: maskNickName(names.get(row.sellerId) ?? ''),
      mine: viewerId !== null && row.sellerId === viewerId,
      leading: viewerId === null || !auction ? null : row.leaderId === viewerId,
      favorite: favorites ? favorites.has(row.id) : null,
      listedAt: unixSeconds(row.listedAt),
      endsAt: seconds(row.endsAt),
      closedAt: seconds(row.closedAt),
      soldPrice: row.soldPrice?.toString() ?? null,
    };
  });
}

/** A transId's listing id (the contract's pattern makes it a positive integer). */
function listingId(transId: string): number {
  const id = Number(transId);
  if (!Number.isSafeInteger(id)) throw new AppError('LISTING_NOT_AVAILABLE', { field: 'transId' });
  return id;
}

function paging(request: { page?: number; pageSize?: number }) {
  const page = request.page ?? 1;
  const pageSize = request.pageSize ?? MARKET_PAGE_SIZE;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

export function createMarketService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;

  return {
    async list(viewerId: number | null, request: MarketListRequest): Promise<MarketListResponse> {
      const { page, pageSize, offset } = paging(request);
      const { q, ...filters } = request;
      const query: repo.ListQuery = q === undefined ? filters : { ...filters, names: await repo.namesMatching(db, q) };
      if (query.names?.length === 0) return { list: [], total: 0, page, pageSize, now: unixSeconds(now()) };
      const [rows, total] = await Promise.all([repo.listPage(db, query, offset, pageSize), repo.countListed(db, query)]);
      return { list: await listingViews(db, rows, viewerId), total, page, pageSize, now: unixSeconds(now()) };
    },

    async detail(viewerId: number | null, request: MarketDetailRequest): Promise<MarketDetailResponse> {
      const at = now();
      const row = await repo.findListing(db, listingId(request.transId));
      if (!row) throw new AppError('NOT_FOUND', { field: 'transId' });
      const since = new Date(at.getTime() - MARKET_HISTORY_DAYS * DAY_MS);
      const [[listing], bids, sales, floor] = await Promise.all([
        listingViews(db, [row], viewerId),
        repo.bidsOf(db, row.id),
        repo.salesOf(db, row.subject, since),
        repo.floorPrice(db, row.subject, row.id),
      ]);
      if (!listing) throw new Error(`listing ${row.id} has no view`);
      const volume = new Map<string, MarketVolumeDay>();
      const priceHistory = sales.flatMap(({ at: soldAt, price }) => {
        if (!soldAt || price === null) return [];
        const day = utcDay(soldAt);
        const entry = volume.get(day) ?? { day, sales: 0, amount: '0' };
        volume.set(day, { day, sales: entry.sales + 1, amount: (BigInt(entry.amount) + price).toString() });
        return [{ at: unixSeconds(soldAt), price: price.toString() }];
      });
      const price = row.soldPrice ?? row.price;
      return {
        listing,
        bids: bids.map((entry) => ({
          bidder: maskNickName(entry.nickName),
          price: entry.price.toString(),
          at: unixSeconds(entry.createdAt),
          mine: viewerId !== null && entry.bidderId === viewerId,
          leading: entry.state === 'leading',
        })),
        priceHistory,
        floorPrice: floor?.toString() ?? null,
        volume: [...volume.values()],
        fee: marketFee(price).toString(),
        proceeds: sellerProceeds(price).toString(),
        now: unixSeconds(at),
      };
    },

    async sell(userId: number, request: MarketSellRequest): Promise<MarketSellResponse> {
      const listing = await db.transaction((tx) => sell(tx, { userId, tokenId: request.tokenId, saleType: request.saleType, price: BigInt(request.price), hours: request.hours, now: now() }));
      return { transId: String(listing.id) };
    },

    async buy(userId: number, request: MarketBuyRequest): Promise<MarketBuyResponse> {
      const { listing, tokenId } = await db.transaction((tx) => buy(tx, { userId, listingId: listingId(request.transId), now: now() }));
      return { transId: String(listing.id), tokenId, price: (listing.soldPrice ?? listing.price).toString() };
    },

    async bid(userId: number, request: MarketBidRequest): Promise<MarketBidResponse> {
      const listing = await db.transaction((tx) => bid(tx, { userId, listingId: listingId(request.transId), price: BigInt(request.price), now: now() }));
      // The listing as the bid left it (the transaction answered its row: no need to read it again).
      const [updated] = await listingViews(db, [listing], userId);
      if (!updated) throw new Error(`listing ${listing.id} has no view`);
      return { listing: updated };
    },

    async cancel(userId: number, request: MarketCancelRequest): Promise<MarketCancelResponse> {
      const result = await db.transaction((tx) => cancel(tx, { userId, listingId: listingId(request.transId), now: now() }));
      return { feePaid: result.feePaid.toString(), freeCancelsLeft: result.freeCancelsLeft };
    },

    async favorite(userId: number, request: MarketFavoriteRequest): Promise<MarketFavoriteResponse> {
      const id = listingId(request.transId);
      if (!(await repo.findListing(db, id))) throw new AppError('NOT_FOUND', { field: 'transId' });
      await repo.setFavorite(db, userId, id, request.on, now());
      return { on: request.on };
    },

    async listed(userId: number, request: MarketListedRequest): Promise<MarketListedResponse> {
      const { page, pageSize, offset } = paging(request);
      const at = now();
      const [{ rows, total }, cancels] = await Promise.all([repo.listingsOfSeller(db, userId, request.state, offset, pageSize), repo.cancelsOn(db, userId, utcDay(at))]);
      return {
        list: await listingViews(db, rows, userId),
        total,
        page,
        pageSize,
        freeCancelsLeft: Math.max(0, FREE_CANCELS_PER_DAY - cancels),
        cancelFee: CANCEL_FEE.toString(),
        now: unixSeconds(at),
      };
    },

    async favorites(userId: number, request: MarketFavoritesRequest): Promise<MarketFavoritesResponse> {
      const { page, pageSize, offset } = paging(request);
      const { rows, total } = await repo.favoritesOf(db, userId, offset, pageSize);
      return { list: await listingViews(db, rows, userId), total, page, pageSize, now: unixSeconds(now()) };
    },

    async history(userId: number, request: MarketHistoryRequest): Promise<MarketHistoryResponse> {
      const { page, pageSize, offset } = paging(request);
      const { rows, total } = await repo.historyOf(db, userId, request.kind, offset, pageSize);
      const listings = new Map<number, repo.ListingRow>();
      for (const id of new Set(rows.map((row) => Number(row.listing_id)))) {
        const found = await repo.findListing(db, id);
        if (found) listings.set(id, found);
      }
      const views = new Map((await listingViews(db, [...listings.values()], userId)).map((listing) => [Number(listing.transId), listing]));
      return {
        list: rows.map((row) => {
          const listing = views.get(Number(row.listing_id));
          if (!listing) throw new Error(`listing ${row.listing_id} of the history is missing`);
          return {
            kind: row.kind,
            transId: row.listing_id,
            item: listing.item,
            amount: row.amount,
            fee: row.fee,
            outcome: row.outcome,
            at: unixSeconds(new Date(row.at)),
          };
        }),
        total,
        page,
        pageSize,
      };
    },
  };
}
