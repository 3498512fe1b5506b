// `@fc/shared/live`: the signed-in browser's live events (server-sent events), a Module Federation singleton of its
// own (SHARED_ENTRIES), loaded with the navbar's signed-in chunk: a guest's page never loads it.
export { useLiveConnection, useLiveEvent } from './use-live';
export { onLiveEvent, type LiveHandler } from './dispatch';
export { createLiveConnection, streamUrl, type LiveConnectionOptions } from './connection';
export { backoffMs, LiveClient, type EventSourceLike, type LiveClientOptions, type Timers } from './live-client';
export { applyToCaches } from './cache-updates';
