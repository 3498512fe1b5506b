/**
 * The market's rules (DOMAIN.md "Market", SPEC §4–5): listings of FP cards, collectible cards, packs and mystery boxes
 * at a fixed price or by auction, in TMT. Pure constants and arithmetic, no TypeBox: the API's market module and the
 * market pages both read them (entry `@fc/shared/contracts/sales`).
 */
import type { CardFamily } from './cards-constants';

/** The market's three grids: FP cards (`center`), collectible cards (`cardrol`), packs and mystery boxes (`pack`). */
export const MARKET_TABS = ['fp', 'rol', 'pack'] as const;
export type MarketTab = (typeof MARKET_TABS)[number];
/** The families each tab lists. */
export const MARKET_TAB_FAMILIES: Record<MarketTab, readonly CardFamily[]> = {
  fp: ['fp'],
  rol: ['collectible'],
  pack: ['pack', 'box'],
};
/** The detail page's kind in its path (`/market/detail/{kind}/{transId}`) for a listed family. */
export const MARKET_DETAIL_KIND = { fp: 'fp', collectible: 'rol', pack: 'box', box: 'box' } as const;

export const SALE_TYPES = ['fixed', 'auction'] as const;
export type SaleType = (typeof SALE_TYPES)[number];

/** A listing's states (SPEC §4): listed → completed (sold) | timeout (an auction ended without a bid) | cancelled. */
export const LISTING_STATES = ['listed', 'completed', 'timeout', 'cancelled'] as const;
export type ListingState = (typeof LISTING_STATES)[number];

/** What a history row records: a purchase, a sale (with its fee), a bid (held, refunded, won) or a paid cancel. */
export const MARKET_HISTORY_KINDS = ['purchase', 'sale', 'bid', 'cancel'] as const;
export type MarketHistoryKind = (typeof MARKET_HISTORY_KINDS)[number];
export const MARKET_BID_OUTCOMES = ['leading', 'outbid', 'won', 'lost'] as const;
export type MarketBidOutcome = (typeof MARKET_BID_OUTCOMES)[number];

/** The grids' orders; `endingSoon` puts auctions ending first first (fixed-price listings after them). [ours] */
export const MARKET_SORTS = ['newest', 'priceAsc', 'priceDesc', 'endingSoon'] as const;
export type MarketSort = (typeof MARKET_SORTS)[number];

/** The market's one currency. [spec] */
export const MARKET_CURRENCY = 'TMT';
const TMT = 10n ** 18n;
/** Price bounds, TMT base units: 1 to 10,000,000 TMT. [ours] */
export const MARKET_MIN_PRICE = 1n * TMT;
export const MARKET_MAX_PRICE = 10_000_000n * TMT;
/** An auction starts at 10 TMT or more. [ours] */
export const AUCTION_MIN_START_PRICE = 10n * TMT;
/** Prices are whole multiples of 0.0001 TMT, what a page shows (DISPLAY_DECIMALS). [ours] */
export const MARKET_PRICE_STEP = 10n ** 14n;
/** An auction lasts 1 to 72 whole hours. [ours] */
export const AUCTION_MIN_HOURS = 1;
export const AUCTION_MAX_HOURS = 72;
/** Each bid beats the current price by at least 5 % of the starting price (basis points). [ours] */
export const BID_STEP_BPS = 500n;
/** A bid in the last 5 minutes moves the end 5 minutes later (anti-sniping). [ours] */
export const ANTI_SNIPING_WINDOW_S = 5 * 60;
export const ANTI_SNIPING_EXTENSION_S = 5 * 60;
/** The seller pays 5 % of the price on completion (basis points, rounded down). [ours] */
export const MARKET_FEE_BPS = 500n;
/** Free cancels per UTC day; each further cancel costs 5 TMT. An auction with a bid cannot be cancelled. [ours] */
export const FREE_CANCELS_PER_DAY = 3;
export const CANCEL_FEE = 5n * TMT;
/** Grid paging. [ours] */
export const MARKET_PAGE_SIZE = 24;
export const MARKET_MAX_PAGE_SIZE = 60;
/**
 * A grid's `total` counts at most this many listings (counting every listed row would dominate the page's time): at
 * the cap a page says "1,000+" and its pager stops there; filters narrow it. [ours]
 */
export const MARKET_TOTAL_CAP = 1_000;
/** Longest search (a player's name, a pack's name). [ours] */
export const MARKET_SEARCH_MAX_LENGTH = 40;
/** Days of price history and volume the detail page shows. [ours] */
export const MARKET_HISTORY_DAYS = 90;

const BPS = 10_000n;

/** What the seller pays the platform when `price` is paid. */
export function marketFee(price: bigint): bigint {
  return (price * MARKET_FEE_BPS) / BPS;
}

/** What the seller receives of `price`. */
export function sellerProceeds(price: bigint): bigint {
  return price - marketFee(price);
}

/** The smallest raise over the current price: 5 % of the starting price, rounded up to the price step. */
export function bidStep(startPrice: bigint): bigint {
  const raw = (startPrice * BID_STEP_BPS + BPS - 1n) / BPS;
  return ((raw + MARKET_PRICE_STEP - 1n) / MARKET_PRICE_STEP) * MARKET_PRICE_STEP;
}

/** The lowest bid accepted now: the starting price while nobody has bid, else the highest bid plus the step. */
export function minimumNextBid(startPrice: bigint, highestBid: bigint | null): bigint {
  return highestBid === null ? startPrice : highestBid + bidStep(startPrice);
}

/** Why a price cannot be asked (SPEC §5), or null: out of bounds, not on the step, an auction starting too low. */
export function priceProblem(
  saleType: SaleType,
  price: bigint,
): 'MARKET_PRICE_OUT_OF_RANGE' | 'MARKET_PRICE_STEP' | 'AUCTION_START_TOO_LOW' | null {
  if (price < MARKET_MIN_PRICE || price > MARKET_MAX_PRICE) return 'MARKET_PRICE_OUT_OF_RANGE';
  if (price % MARKET_PRICE_STEP !== 0n) return 'MARKET_PRICE_STEP';
  if (saleType === 'auction' && price < AUCTION_MIN_START_PRICE) return 'AUCTION_START_TOO_LOW';
  return null;
}
