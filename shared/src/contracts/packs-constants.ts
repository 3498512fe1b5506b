/** The pack sale's constants the pages and the API share (the payloads are in packs.ts). */

/** A series' sale periods, in order (SPEC §4 "Pack sale periods"). */
export const PACK_PERIODS = ['exhibition', 'reservation', 'drawing', 'beforeSale', 'onSale', 'end'] as const;
export type PackPeriod = (typeof PACK_PERIODS)[number];

/** A reservation's states: reserved (reservation open), drawing lots, then won or lost once drawn. */
export const RESERVATION_STATES = ['reserved', 'drawing', 'won', 'lost'] as const;
export type ReservationState = (typeof RESERVATION_STATES)[number];

/** Most packs one call reserves or buys. [ours] */
export const MAX_PACKS_PER_CALL = 10;
/** /cardPack/cards' page size. [ours] */
export const PACK_CARDS_PAGE_SIZE = 24;
/** How often the pack pages ask again for the public figures (supply left), in ms. [ours] */
export const PACK_REFRESH_MS = 5_000;

/** The rules a series' lots drawing was drawn by: `legacy` before provably fair (issue 29), `fair` since (decision 0020). */
export const LOTS_RULES = ['legacy', 'fair'] as const;
export type LotsRule = (typeof LOTS_RULES)[number];
