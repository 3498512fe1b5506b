// TopPrize's schedule, pool and vesting live in @fc/shared/contracts/top-prize (DOMAIN.md "TopPrize").

/** Pack series the home page lists (on sale first). [ours] */
export const HOME_PACKS_SHOWN = 3;
/**
 * How often the home page asks again for the packs' supply left, in ms. It polls rather than follow the public stream:
 * `@fc/shared/live` would ride on a guest's first load (0014). [ours]
 */
export const HOME_PACKS_REFRESH_MS = 15_000;

/** Listings each market strip of the home page shows (FP tab). [ours] */
export const HOME_LISTINGS_SHOWN = 4;

/** Clubs of today's TopManager ranking the home page names. [ours] */
export const HOME_LEADERS_SHOWN = 3;
