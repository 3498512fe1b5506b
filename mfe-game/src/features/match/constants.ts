/** A match minute lasts a second of replay at ×1 (a match in a minute and a half). */
export const REPLAY_MINUTE_MS = 1_000;
export const REPLAY_SPEEDS = [1, 4, 16] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];
