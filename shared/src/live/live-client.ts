import { LIVE_EVENT_TYPES, type LiveEvent, type LiveEventType } from '@fc/shared';

/** What the client needs of the browser's EventSource (tests give a fake). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export interface LiveClientOptions {
  /** A fresh single-use stream ticket (POST /events/ticket). */
  ticket(): Promise<string>;
  /** Opens the stream at `url` (`new EventSource(url)` in the browser). */
  open(url: string): EventSourceLike;
  /** The stream's URL for a ticket, resuming after `lastEventId` when there is one. */
  url(ticket: string, lastEventId: string | null): string;
  /** Every event, in order. */
  deliver(event: LiveEvent): void;
  /** Waits before the n-th reconnection in a row (n from 1); the default backs off from 1 s to 30 s, with jitter. */
  delayMs?(attempt: number): number;
  /** The timers (tests drive them by hand). */
  timers?: Timers;
}

export interface Timers {
  set(run: () => void, ms: number): number;
  clear(timer: number): void;
}

const browserTimers: Timers = {
  set: (run, ms) => window.setTimeout(run, ms),
  clear: (timer) => window.clearTimeout(timer),
};

const MAX_DELAY_MS = 30_000;

/** 1 s, 2 s, 4 s … up to 30 s, each between half and all of it, so that a restarted server is not hit all at once. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, 1000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** An event's `data` as the object it must be; null for anything else (the event is then ignored). */
export function parseEventData(data: string): object | null {
  try {
    const payload: unknown = JSON.parse(data);
    return typeof payload === 'object' && payload !== null ? payload : null;
  } catch {
    return null;
  }
}

function isLiveEventType(type: string): type is LiveEventType {
  return (LIVE_EVENT_TYPES as readonly string[]).includes(type);
}

/**
 * The browser's one live stream. A ticket opens it (EventSource cannot send the session header, and the ticket is
 * good once); when the stream fails or ends, it closes it (a native retry would reuse the spent ticket) and opens a
 * new one after a back-off, with a new ticket and the id of the last event it got, so the server resumes after it.
 */
export class LiveClient {
  private source: EventSourceLike | null = null;
  private timer: number | null = null;
  private attempt = 0;
  private lastEventId: string | null = null;
  private running = false;
  /** Bumped by every (re)connection and by stop(): a late answer of an older one is ignored. */
  private generation = 0;

  private readonly timers: Timers;

  constructor(private readonly options: LiveClientOptions) {
    this.timers = options.timers ?? browserTimers;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    void this.connect();
  }

  /** Closes the stream and forgets where it was (the next start is a new stream: logout, another user). */
  stop(): void {
    this.running = false;
    this.generation += 1;
    this.source?.close();
    this.source = null;
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
    this.attempt = 0;
    this.lastEventId = null;
  }

  /** Reconnects now if it is waiting to (the browser went back online). */
  retryNow(): void {
    if (!this.running || this.timer === null) return;
    this.timers.clear(this.timer);
    this.timer = null;
    void this.connect();
  }

  private async connect(): Promise<void> {
    const generation = ++this.generation;
    let ticket: string;
    try {
      ticket = await this.options.ticket();
    } catch {
      // A dead session is the API client's to handle (it logs out, which stops this client); anything else is retried.
      if (generation === this.generation) this.reconnectLater();
      return;
    }
    if (generation !== this.generation || !this.running) return;
    const source = this.options.open(this.options.url(ticket, this.lastEventId));
    this.source = source;
    source.addEventListener('open', () => {
      if (generation === this.generation) this.attempt = 0;
    });
    source.addEventListener('error', () => {
      if (generation !== this.generation) return;
      source.close();
      this.source = null;
      this.reconnectLater();
    });
    for (const type of LIVE_EVENT_TYPES) {
      source.addEventListener(type, (message) => {
        if (generation !== this.generation) return;
        if (message.lastEventId) this.lastEventId = message.lastEventId;
        this.receive(type, message.data);
      });
    }
  }

  private receive(type: string, data: string): void {
    if (!isLiveEventType(type)) return;
    const payload = parseEventData(data);
    if (payload) this.options.deliver({ ...payload, type } as LiveEvent);
  }

  private reconnectLater(): void {
    if (!this.running) return;
    this.attempt += 1;
    const delay = (this.options.delayMs ?? backoffMs)(this.attempt);
    this.timer = this.timers.set(() => {
      this.timer = null;
      void this.connect();
    }, delay);
  }
}
