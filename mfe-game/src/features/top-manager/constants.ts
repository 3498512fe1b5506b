/** How often the home asks the queue's state while waiting, in case the live stream dropped. [ours] */
export const QUEUE_POLL_MS = 3_000;
/** The top of the season ranking a guest sees on the home. [ours] */
export const GUEST_RANKING_ROWS = 5;
