/** How often the series are asked again while the public stream is down (supply left), in ms. [ours] */
export const PACKS_FALLBACK_MS = 60_000;

/** The API sends chances in basis points: 10,000 is certain. */
export const BASIS_POINTS = 10_000;

/** My pulls shown a page at a time (the API sends them all). [ours] */
export const PULLS_PAGE_SIZE = 5;

/** Reservations of the lots drawing shown a page at a time (the API sends them all). [ours] */
export const ENTRIES_PAGE_SIZE = 20;
