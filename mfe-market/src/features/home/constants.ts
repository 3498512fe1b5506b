// DOMAIN.md "TopPrize" (SPEC.md "Values and limits"): the payout schedule is fixed, so the home page can count down
// to the next payout without asking the server.
import { toBaseUnits } from '@fc/shared';

/** A payout every 30 minutes, on the half hour (UTC). */
export const TOP_PRIZE_PAYOUT_INTERVAL_S = 1800;
/** TMT shared among the participants at each payout. */
export const TOP_PRIZE_PAYOUT_TMT = toBaseUnits('TMT', '2600');
/** TMT the event pays in all. */
export const TOP_PRIZE_TOTAL_TMT = toBaseUnits('TMT', '10000000');
/** Days over which each payout vests. */
export const TOP_PRIZE_VESTING_DAYS = 180;

/** Pack series the home page lists (on sale first). [ours] */
export const HOME_PACKS_SHOWN = 3;
/** How often the home page asks again for the packs' supply left, in ms. [ours] */
export const HOME_PACKS_REFRESH_MS = 15_000;

/** Listings each market strip of the home page shows (FP tab). [ours] */
export const HOME_LISTINGS_SHOWN = 4;

/** Clubs of today's TopManager ranking the home page names. [ours] */
export const HOME_LEADERS_SHOWN = 3;
