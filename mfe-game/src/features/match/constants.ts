/** A match minute lasts a second of replay at ×1 (a match in a minute and a half). */
export const REPLAY_MINUTE_MS = 1_000;
export const REPLAY_SPEEDS = [1, 4, 16] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];
/** How often a match page asks again while its match is drawn but not yet played (the matchmaker's next step). */
export const MATCH_SCHEDULED_POLL_MS = 2_000;
