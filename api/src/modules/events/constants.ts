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

// The public live stream (docs/decisions/0017-a-public-live-stream.md).

/** The channel the database notifies (with an event's JSON) when a public change commits; migration 0036 names it. */
export const PUBLIC_LIVE_CHANNEL = 'fc_public_live';
/**
 * How long a process gathers the notifications it hears before writing them to its streams: a listing changed twice
 * meanwhile is written once, in its last state, and each stream gets one write per batch. A quarter of a second at
 * least, so that a change reaches a page well within a second; longer as the process holds more streams, so that it
 * writes at most PUBLIC_WRITES_PER_SECOND (a write to a socket is a system call of tens of microseconds: 2,000 streams
 * written four times a second took a tenth of a core), up to PUBLIC_COALESCE_MAX_MS, which still leaves the page half
 * a second to show it. Past that, more processes hold the streams.
 */
export const PUBLIC_COALESCE_MS = 250;
export const PUBLIC_COALESCE_MAX_MS = 500;
export const PUBLIC_WRITES_PER_SECOND = 4_000;
/**
 * Public streams written per event-loop turn when a batch goes out. A write to a socket costs tens of microseconds,
 * so a slice holds the loop one or two milliseconds: a request's next statement answered meanwhile waits no longer
 * than that (a purchase makes about ten in a row).
 */
export const PUBLIC_WRITES_PER_TURN = 50;
/** How often every public stream gets a comment (one timer for all), so proxies keep an idle connection open. */
export const PUBLIC_HEARTBEAT_MS = LIVE_HEARTBEAT_MS;
/**
 * What may wait unsent to one public stream (bytes): a client that reads slower than the events come is dropped (its
 * EventSource reconnects and refetches on `hello`), so one slow reader never makes the process buffer without limit.
 */
export const PUBLIC_MAX_UNSENT_BYTES = 64 * 1024;
/** When a refused public stream (the process holds PUBLIC_STREAM_MAX) may be tried again (seconds). */
export const PUBLIC_STREAMS_FULL_RETRY_S = 30;
