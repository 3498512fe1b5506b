/**
 * The market's calls (issue 12; SPEC §2 names the pages, DOMAIN.md "Market" the rules): /market/list, detail, sell,
 * buy, bid, cancel, favorite, listed, favorites and history. Prices are TMT base units as decimal strings.
 */
import { Type, type Static } from 'typebox';
import { POSITIONS, RARITIES } from './cards-constants';
import { CardSummary, TokenId } from './cards';
import {
  AUCTION_MAX_HOURS,
  AUCTION_MIN_HOURS,
  LISTING_STATES,
  MARKET_BID_OUTCOMES,
  MARKET_HISTORY_KINDS,
  MARKET_MAX_PAGE_SIZE,
  MARKET_SEARCH_MAX_LENGTH,
  MARKET_SORTS,
  MARKET_TABS,
  SALE_TYPES,
} from './market-constants';
import { MAX_PAGE } from './messages';
import { AMOUNT_PATTERN } from './money';
import { STRICT, StringEnum } from './schema';

const AmountSchema = Type.String({ pattern: AMOUNT_PATTERN });
const NullableAmount = Type.Union([AmountSchema, Type.Null()]);
/** A listing's public id. */
export const TransId = Type.String({ pattern: '^[1-9][0-9]{0,18}$', maxLength: 19 });
const Page = Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE }));
const PageSize = Type.Optional(Type.Integer({ minimum: 1, maximum: MARKET_MAX_PAGE_SIZE }));

/** One listing as a grid, the detail page and the user's lists show it. */
export const MarketListing = Type.Object({
  transId: Type.String(),
  tab: StringEnum(MARKET_TABS),
  saleType: StringEnum(SALE_TYPES),
  state: StringEnum(LISTING_STATES),
  /** The card, pack or box as it is now (its state is `listed` while the listing is). */
  item: CardSummary,
  /** What a buyer pays now: the fixed price, or the highest bid (the starting price before any bid). */
  price: AmountSchema,
  /** The asked price: the fixed price or the auction's starting price. */
  startPrice: AmountSchema,
  /** Auctions: the lowest bid accepted now; null for a fixed price or once the listing is over. */
  minNextBid: NullableAmount,
  bidCount: Type.Integer(),
  /** The seller's nickname, masked. */
  seller: Type.String(),
  /** The caller is the seller; false for a guest. */
  mine: Type.Boolean(),
  /** Auctions: the caller holds the highest bid; null for a guest or a fixed price. */
  leading: Type.Union([Type.Boolean(), Type.Null()]),
  /** The caller's favourite; null for a guest. */
  favorite: Type.Union([Type.Boolean(), Type.Null()]),
  /** Unix seconds. `endsAt`: an auction's end (anti-sniping extensions included); null for a fixed price. */
  listedAt: Type.Integer(),
  endsAt: Type.Union([Type.Integer(), Type.Null()]),
  /** When it completed, timed out or was cancelled; null while listed. */
  closedAt: Type.Union([Type.Integer(), Type.Null()]),
  /** Sold (completed): the price paid. */
  soldPrice: NullableAmount,
});
export type MarketListing = Static<typeof MarketListing>;

/** /market/list — listed items of one tab (guests too). Filters combine; `q` matches a player's name. */
export const MarketListRequest = Type.Object(
  {
    tab: StringEnum(MARKET_TABS),
    saleType: Type.Optional(StringEnum(SALE_TYPES)),
    rarity: Type.Optional(StringEnum(RARITIES)),
    position: Type.Optional(StringEnum(POSITIONS)),
    priceMin: Type.Optional(AmountSchema),
    priceMax: Type.Optional(AmountSchema),
    q: Type.Optional(Type.String({ minLength: 1, maxLength: MARKET_SEARCH_MAX_LENGTH })),
    sort: StringEnum(MARKET_SORTS),
    page: Page,
    pageSize: PageSize,
  },
  STRICT,
);
export type MarketListRequest = Static<typeof MarketListRequest>;
export const MarketListResponse = Type.Object({
  list: Type.Array(MarketListing),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  /** The server clock, unix seconds (the countdowns). */
  now: Type.Integer(),
});
export type MarketListResponse = Static<typeof MarketListResponse>;

export const MarketBid = Type.Object({
  /** The bidder's nickname, masked. */
  bidder: Type.String(),
  price: AmountSchema,
  at: Type.Integer(),
  /** The caller's bid. */
  mine: Type.Boolean(),
  /** Still the highest (held in escrow); the others were refunded. */
  leading: Type.Boolean(),
});
export type MarketBid = Static<typeof MarketBid>;

/** A completed sale of the same player and rarity (or the same pack or box kind). */
export const MarketSalePoint = Type.Object({ at: Type.Integer(), price: AmountSchema });
export type MarketSalePoint = Static<typeof MarketSalePoint>;
export const MarketVolumeDay = Type.Object({
  /** YYYY-MM-DD (UTC). */
  day: Type.String(),
  sales: Type.Integer(),
  amount: AmountSchema,
});
export type MarketVolumeDay = Static<typeof MarketVolumeDay>;

/** /market/detail — the listing (any state), its bids newest first, and the market of the same player and rarity. */
export const MarketDetailRequest = Type.Object({ transId: TransId }, STRICT);
export type MarketDetailRequest = Static<typeof MarketDetailRequest>;
export const MarketDetailResponse = Type.Object({
  listing: MarketListing,
  bids: Type.Array(MarketBid),
  /** Completed sales over MARKET_HISTORY_DAYS, oldest first. */
  priceHistory: Type.Array(MarketSalePoint),
  /** The lowest price listed now for the same player and rarity; null when nothing else is listed. */
  floorPrice: NullableAmount,
  /** Sales per day over MARKET_HISTORY_DAYS, oldest first; days without a sale are left out. */
  volume: Type.Array(MarketVolumeDay),
  /** The fee the seller pays and what the seller receives at the current price. */
  fee: AmountSchema,
  proceeds: AmountSchema,
  now: Type.Integer(),
});
export type MarketDetailResponse = Static<typeof MarketDetailResponse>;

/** /market/sell — lists a card, pack or box the caller holds; `hours` for an auction only. */
export const MarketSellRequest = Type.Object(
  {
    tokenId: TokenId,
    saleType: StringEnum(SALE_TYPES),
    price: AmountSchema,
    hours: Type.Optional(Type.Integer({ minimum: AUCTION_MIN_HOURS, maximum: AUCTION_MAX_HOURS })),
  },
  STRICT,
);
export type MarketSellRequest = Static<typeof MarketSellRequest>;
export const MarketSellResponse = Type.Object({ transId: Type.String() });
export type MarketSellResponse = Static<typeof MarketSellResponse>;

/** /market/buy — buys a fixed-price listing at its price. */
export const MarketBuyRequest = Type.Object({ transId: TransId }, STRICT);
export type MarketBuyRequest = Static<typeof MarketBuyRequest>;
export const MarketBuyResponse = Type.Object({ transId: Type.String(), tokenId: Type.String(), price: AmountSchema });
export type MarketBuyResponse = Static<typeof MarketBuyResponse>;

/** /market/bid — bids on an auction; the price is held in escrow until outbid (refunded) or the auction ends. */
export const MarketBidRequest = Type.Object({ transId: TransId, price: AmountSchema }, STRICT);
export type MarketBidRequest = Static<typeof MarketBidRequest>;
export const MarketBidResponse = Type.Object({ listing: MarketListing });
export type MarketBidResponse = Static<typeof MarketBidResponse>;

/** /market/cancel — the seller takes a listing off; free FREE_CANCELS_PER_DAY times a UTC day, then CANCEL_FEE. */
export const MarketCancelRequest = Type.Object({ transId: TransId }, STRICT);
export type MarketCancelRequest = Static<typeof MarketCancelRequest>;
export const MarketCancelResponse = Type.Object({
  /** What this cancel cost ("0" when free). */
  feePaid: AmountSchema,
  freeCancelsLeft: Type.Integer(),
});
export type MarketCancelResponse = Static<typeof MarketCancelResponse>;

export const MarketFavoriteRequest = Type.Object({ transId: TransId, on: Type.Boolean() }, STRICT);
export type MarketFavoriteRequest = Static<typeof MarketFavoriteRequest>;
export const MarketFavoriteResponse = Type.Object({ on: Type.Boolean() });
export type MarketFavoriteResponse = Static<typeof MarketFavoriteResponse>;

/** /market/listed — the caller's listings, newest first, all states unless one is asked. */
export const MarketListedRequest = Type.Object({ state: Type.Optional(StringEnum(LISTING_STATES)), page: Page, pageSize: PageSize }, STRICT);
export type MarketListedRequest = Static<typeof MarketListedRequest>;
export const MarketListedResponse = Type.Object({
  list: Type.Array(MarketListing),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  /** Free cancels left today (UTC) and what a cancel costs after them. */
  freeCancelsLeft: Type.Integer(),
  cancelFee: AmountSchema,
  now: Type.Integer(),
});
export type MarketListedResponse = Static<typeof MarketListedResponse>;

/** /market/favorites — the listings the caller marked, newest mark first (any state). */
export const MarketFavoritesRequest = Type.Object({ page: Page, pageSize: PageSize }, STRICT);
export type MarketFavoritesRequest = Static<typeof MarketFavoritesRequest>;
export const MarketFavoritesResponse = MarketListResponse;
export type MarketFavoritesResponse = Static<typeof MarketFavoritesResponse>;

export const MarketHistoryEntry = Type.Object({
  kind: StringEnum(MARKET_HISTORY_KINDS),
  transId: Type.String(),
  item: CardSummary,
  /** The price paid or received, the bid, or the cancel fee. */
  amount: AmountSchema,
  /** Sales: the fee kept; the seller received amount − fee. "0" otherwise. */
  fee: AmountSchema,
  /** Bids only. */
  outcome: Type.Union([StringEnum(MARKET_BID_OUTCOMES), Type.Null()]),
  at: Type.Integer(),
});
export type MarketHistoryEntry = Static<typeof MarketHistoryEntry>;

/** /market/history — the caller's purchases, sales, bids and paid cancels, newest first. */
export const MarketHistoryRequest = Type.Object(
  { kind: Type.Optional(StringEnum(MARKET_HISTORY_KINDS)), page: Page, pageSize: PageSize },
  STRICT,
);
export type MarketHistoryRequest = Static<typeof MarketHistoryRequest>;
export const MarketHistoryResponse = Type.Object({
  list: Type.Array(MarketHistoryEntry),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type MarketHistoryResponse = Static<typeof MarketHistoryResponse>;
