// Live events (docs/decisions/0010-live-events-over-sse-numbered-at-commit.md). [ours] values, tunable here only.

/** The channel the database notifies (with the user id) when a user's events commit; migration 0014 names it too. */
export const LIVE_CHANNEL = 'fc_live_events';
/**
 * How often an open stream sends a comment (so proxies keep an idle connection open), checks that its session is
 * still live (a signed-out session's stream ends), and reads what it may have missed (a lost notification).
 */
export const LIVE_HEARTBEAT_MS = 20_000;
/** Events kept for resuming: a client away longer gets a `resync` instead. Pruned by housekeeping. */
export const LIVE_EVENT_RETENTION_MS = 24 * 60 * 60_000;
/** Events read per query while a stream catches up. */
export const LIVE_BATCH_SIZE = 100;
