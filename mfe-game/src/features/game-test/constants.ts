import { DEFAULT_FORMATION, type Formation } from '@fc/shared/contracts/game';

/** How many matches a run plays: the page's choices. [ours] */
export const RUN_SIZES = [100, 1_000, 10_000] as const;
export type RunSize = (typeof RUN_SIZES)[number];

/** Matches played between two yields to the browser: ~1 ms each, so the page stays responsive. [ours] */
export const MATCHES_PER_CHUNK = 25;

/** The worker posts its tally every this many matches. [ours] */
export const WORKER_PROGRESS_EVERY = 100;

/** The most common scores the histogram shows. [ours] */
export const TOP_SCORES = 10;

/** A generated team's rating range and starting value (npcTeam clamps to 4–96). [ours] */
export const GENERATED_RATING_MIN = 40;
export const GENERATED_RATING_MAX = 95;
export const GENERATED_RATING_DEFAULT = 65;
export const GENERATED_FORMATION_DEFAULT: Formation = DEFAULT_FORMATION;

/**
 * A system card's productive attributes: the common card's base (the API's PRODUCTIVE_BASE.common, which the web does
 * not import). The squad call shows a card's physical but not its efficiency and lucky, so a saved lineup's card
 * plays with its physical for those two: they grow from the same rarity base. [ours]
 */
export const SYSTEM_CARD_PRODUCTIVE = 5;
export const SYSTEM_CARD_NAME = 'System';
