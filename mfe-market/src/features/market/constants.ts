// The market pages' own numbers; the market's rules (fees, bid step, anti-sniping) are in @fc/shared/contracts/sales.

/**
 * How often a grid, a listing and the user's lists are asked again while the public stream is down (prices, new
 * listings), in ms; while it is up its events keep them fresh. [ours]
 */
export const MARKET_FALLBACK_MS = 60_000;
/**
 * How long a grid's answer is shown without asking again, in ms: one fetched as a link to the grid was about to be
 * followed (the route's prefetch) is taken by the page within this, and asked again after it. [ours]
 */
export const MARKET_LIST_FRESH_MS = 5_000;
/** How often a running auction's detail is asked again while the public stream is down (bids, the end moving), in ms. [ours] */
export const AUCTION_REFRESH_MS = 4_000;
/** A burst of `listing` events (several bids) reloads once, after this many ms. [ours] */
export const LIVE_SETTLE_MS = 250;
/** Rows per page of the user's lists (listed, favourites, history). [ours] */
export const MY_LISTS_PAGE_SIZE = 20;
