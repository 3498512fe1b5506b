import type { LiveEvent, LiveEventType } from '@fc/shared';

export type LiveHandler<T extends LiveEventType> = (event: LiveEvent<T>) => void;

const handlers = new Map<LiveEventType, Set<(event: LiveEvent) => void>>();

/** A failure in a live event's handling: logged, and the stream goes on. */
export function reportLiveError(error: unknown): void {
  console.error('[live] handling an event failed', error);
}

/** Calls `handler` with every live event of `type` until the returned function is called. */
export function onLiveEvent<T extends LiveEventType>(type: T, handler: LiveHandler<T>): () => void {
  let set = handlers.get(type);
  if (!set) {
    set = new Set();
    handlers.set(type, set);
  }
  // Only events of `type` reach this set (dispatchLiveEvent picks it by the event's type).
  const untyped = handler as unknown as (event: LiveEvent) => void;
  set.add(untyped);
  return () => {
    set.delete(untyped);
  };
}

/** Hands an event to everyone subscribed to its type; a failing handler does not keep it from the others. */
export function dispatchLiveEvent(event: LiveEvent): void {
  for (const handler of [...(handlers.get(event.type) ?? [])]) {
    try {
      handler(event);
    } catch (error) {
      reportLiveError(error);
    }
  }
}
