/** The pairs /fair/history answers per page unless asked. [ours] */
export const FAIR_HISTORY_PAGE_SIZE = 10;
/** The outcomes /fair/outcomes answers per page unless asked. [ours] */
export const FAIR_OUTCOMES_PAGE_SIZE = 20;

/** A server seed: 32 random bytes, hex. A default player seed: 16 random bytes, hex (the player may set their own). */
export const SERVER_SEED_BYTES = 32;
export const DEFAULT_PLAYER_SEED_BYTES = 16;
