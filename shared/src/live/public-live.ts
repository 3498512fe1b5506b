import { API_BASE, ApiPaths, PUBLIC_LIVE_EVENT_TYPES, type PublicLiveEvent, type PublicLiveEventType } from '@fc/shared';
import { reportLiveError } from './dispatch';
import { backoffMs, parseEventData, type EventSourceLike, type Timers } from './live-client';

export type PublicLiveHandler<T extends PublicLiveEventType> = (event: PublicLiveEvent<T>) => void;

export interface PublicLiveOptions {
  /** Opens the stream (`new EventSource(url)` in the browser); null where the browser has no EventSource. */
  open(url: string): EventSourceLike | null;
  url?: string;
  /** Waits before the n-th reconnection in a row (n from 1); `backoffMs` by default. */
  delayMs?(attempt: number): number;
  timers?: Timers;
  /** Where the browser says it is back online (`window`); tests give their own. */
  onlineTarget?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
}

/** The public stream as the pages use it: kept open while retained, its events, and whether it is up. */
export interface PublicLive {
  /** Keeps the stream open until the returned function is called (each caller releases its own hold once). */
  retain(): () => void;
  /** Calls `handler` with every event of `type` until the returned function is called. */
  on<T extends PublicLiveEventType>(type: T, handler: PublicLiveHandler<T>): () => void;
  /** Open and greeted (`hello`): what happens is being told, so the pages need not poll. */
  isUp(): boolean;
  subscribeUp(listener: () => void): () => void;
}

const defaultTimers: Timers = {
  set: (run, ms) => window.setTimeout(run, ms),
  clear: (timer) => window.clearTimeout(timer),
};

/**
 * One public stream shared by everyone on the page who holds it: opened by the first hold, closed right after the last
 * (unless another holds it by then). A failed stream is closed and opened again after a back-off (at once when the
 * browser comes back online): the server numbers nothing here, so EventSource's own retry would gain nothing and its
 * pace would not be ours.
 */
export function createPublicLive({ open, url = `${API_BASE}${ApiPaths.publicStream}`, delayMs = backoffMs, timers = defaultTimers, onlineTarget = null }: PublicLiveOptions): PublicLive {
  const handlers = new Map<PublicLiveEventType, Set<(event: PublicLiveEvent) => void>>();
  const upListeners = new Set<() => void>();
  let holds = 0;
  let source: EventSourceLike | null = null;
  let timer: number | null = null;
  let closing: number | null = null;
  let attempt = 0;
  let up = false;
  /** Bumped by every (re)connection and by closing: what an older source still says is ignored. */
  let generation = 0;

  const setUp = (next: boolean) => {
    if (up === next) return;
    up = next;
    for (const listener of [...upListeners]) listener();
  };

  const dispatch = (event: PublicLiveEvent) => {
    for (const handler of [...(handlers.get(event.type) ?? [])]) {
      try {
        handler(event);
      } catch (error) {
        reportLiveError(error);
      }
    }
  };

  const receive = (type: PublicLiveEventType, data: string) => {
    const payload = parseEventData(data);
    if (!payload) return;
    if (type === 'hello') {
      attempt = 0;
      setUp(true);
    }
    dispatch({ ...payload, type } as PublicLiveEvent);
  };

  const reconnectLater = () => {
    attempt += 1;
    timer = timers.set(() => {
      timer = null;
      connect();
    }, delayMs(attempt));
  };

  function connect() {
    const current = ++generation;
    const opened = open(url);
    // No EventSource in this browser: the pages keep their slow polling.
    if (!opened) return;
    source = opened;
    opened.addEventListener('error', () => {
      if (current !== generation) return;
      opened.close();
      source = null;
      setUp(false);
      reconnectLater();
    });
    for (const type of PUBLIC_LIVE_EVENT_TYPES) {
      opened.addEventListener(type, (message) => {
        if (current === generation) receive(type, message.data);
      });
    }
  }

  const retryNow = () => {
    if (timer === null) return;
    timers.clear(timer);
    timer = null;
    connect();
  };

  const close = () => {
    generation += 1;
    source?.close();
    source = null;
    if (timer !== null) timers.clear(timer);
    timer = null;
    attempt = 0;
    onlineTarget?.removeEventListener('online', retryNow);
    setUp(false);
  };

  return {
    retain() {
      holds += 1;
      if (closing !== null) {
        timers.clear(closing);
        closing = null;
      } else if (holds === 1) {
        onlineTarget?.addEventListener('online', retryNow);
        connect();
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds -= 1;
        // A page giving way to another unmounts before the next one mounts (one commit): the stream is kept for it.
        if (holds === 0)
          closing = timers.set(() => {
            closing = null;
            close();
          }, 0);
      };
    },
    on(type, handler) {
      let set = handlers.get(type);
      if (!set) {
        set = new Set();
        handlers.set(type, set);
      }
      // Only events of `type` reach this set (dispatch picks it by the event's type).
      const untyped = handler as unknown as (event: PublicLiveEvent) => void;
      set.add(untyped);
      return () => {
        set.delete(untyped);
      };
    },
    isUp: () => up,
    subscribeUp(listener) {
      upListeners.add(listener);
      return () => {
        upListeners.delete(listener);
      };
    },
  };
}

let pagePublicLive: PublicLive | null = null;

/** The page's one public stream (this module is a singleton every remote shares, so there is one per page). */
export function publicLive(): PublicLive {
  pagePublicLive ??= createPublicLive({
    open: (url) => (typeof EventSource === 'undefined' ? null : new EventSource(url)),
    onlineTarget: typeof window === 'undefined' ? null : window,
  });
  return pagePublicLive;
}
