// `@fc/shared/live`, a Module Federation singleton of its own (SHARED_ENTRIES): the signed-in browser's live events
// (server-sent events), loaded with the navbar's signed-in chunk, and the public stream every visitor's market, pack
// and TopPrize pages follow (one per page, whichever remotes hold it).
export { useLiveConnection, useLiveEvent } from './use-live';
export { onLiveEvent, type LiveHandler } from './dispatch';
export { createLiveConnection, streamUrl, type LiveConnectionOptions } from './connection';
export { backoffMs, LiveClient, type EventSourceLike, type LiveClientOptions, type Timers } from './live-client';
export { applyToCaches } from './cache-updates';
export { createPublicLive, publicLive, type PublicLive, type PublicLiveHandler, type PublicLiveOptions } from './public-live';
export { usePublicLive, usePublicLiveEvent, usePublicLiveUp } from './use-public-live';
export { PUBLIC_LIVE_SPREAD_MS, refetchSoon, type RefetchSoonOptions } from './refetch-soon';
