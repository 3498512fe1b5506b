import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { unixSeconds } from '../../lib/time';
import {
  PUBLIC_COALESCE_MAX_MS,
  PUBLIC_COALESCE_MS,
  PUBLIC_HEARTBEAT_MS,
  PUBLIC_LIVE_CHANNEL,
  PUBLIC_MAX_UNSENT_BYTES,
  PUBLIC_WRITES_PER_SECOND,
  PUBLIC_WRITES_PER_TURN,
} from './constants';
import { changeKey, changeText, parsePublicNotification, sseText, type PublicChange } from './public-events';

/** A comment line: EventSource ignores it, proxies see traffic. */
const HEARTBEAT = Buffer.from(':\n\n');

export interface PublicHubOptions {
  /** Open public streams this process holds at most; one more is refused. */
  maxStreams: number;
  /** How long a batch gathers at least, and at most however many streams the process holds. */
  coalesceMs?: number;
  coalesceMaxMs?: number;
  heartbeatMs?: number;
  maxUnsentBytes?: number;
  now: () => Date;
  log: FastifyBaseLogger;
}

/**
 * The public streams of this process and what the database notifies for them (channel PUBLIC_LIVE_CHANNEL, from
 * whichever process made the change). Notifications are gathered for PUBLIC_COALESCE_MS (longer with many streams,
 * up to PUBLIC_COALESCE_MAX_MS), the last state of each listing or series kept, then the batch is serialized once,
 * encoded once, and the same bytes written to every stream. A stream whose unsent bytes pass the bound is destroyed
 * rather than buffered. One heartbeat timer serves all.
 * A batch goes out PUBLIC_WRITES_PER_TURN streams per event-loop turn: thousands of writes in one turn would hold up
 * every request this process is serving meanwhile. Batches go out in order: one starts once the last is written.
 */
export class PublicHub {
  private readonly streams = new Set<ServerResponse>();
  private readonly pending = new Map<string, PublicChange>();
  private flushTimer: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  /** Batches waiting for the one being written to every stream. */
  private readonly unwritten: Buffer[] = [];
  private writing = false;
  private readonly coalesceMs: number;
  private readonly coalesceMaxMs: number;
  private readonly heartbeatMs: number;
  private readonly maxUnsentBytes: number;
  /** Streams dropped for reading too slowly since the process started. */
  dropped = 0;

  constructor(private readonly options: PublicHubOptions) {
    this.coalesceMs = options.coalesceMs ?? PUBLIC_COALESCE_MS;
    this.coalesceMaxMs = options.coalesceMaxMs ?? PUBLIC_COALESCE_MAX_MS;
    this.heartbeatMs = options.heartbeatMs ?? PUBLIC_HEARTBEAT_MS;
    this.maxUnsentBytes = options.maxUnsentBytes ?? PUBLIC_MAX_UNSENT_BYTES;
  }

  get size(): number {
    return this.streams.size;
  }

  /** Whether another stream would pass the process's cap. */
  get full(): boolean {
    return this.streams.size >= this.options.maxStreams;
  }

  /** Holds an open response whose head went out: `hello` first, then every batch, until it closes. */
  add(response: ServerResponse): void {
    this.streams.add(response);
    response.once('close', () => this.remove(response));
    // A write to a connection the client reset: the stream is gone, never the process.
    response.on('error', () => this.remove(response));
    response.write(sseText('hello', { now: unixSeconds(this.options.now()) }));
    this.heartbeat ??= setInterval(() => this.writeAll(HEARTBEAT), this.heartbeatMs).unref();
  }

  /** A notification's payload: kept for the next batch (replacing the same thing's earlier state). */
  notified(payload: string): void {
    if (this.streams.size === 0) return;
    const change = parsePublicNotification(payload);
    if (!change) {
      this.options.log.warn({ payload: payload.slice(0, 200) }, 'public live: an unknown notification is ignored');
      return;
    }
    const key = changeKey(change);
    // Deleted first so that the batch keeps the order of last changes.
    this.pending.delete(key);
    this.pending.set(key, change);
    this.flushTimer ??= setTimeout(() => this.flush(), this.gatherMs());
  }

  /** A batch's gathering time: long enough that its writes stay within PUBLIC_WRITES_PER_SECOND, within the bounds. */
  private gatherMs(): number {
    const spread = (this.streams.size * 1000) / PUBLIC_WRITES_PER_SECOND;
    return Math.min(this.coalesceMaxMs, Math.max(this.coalesceMs, spread));
  }

  /**
   * The database connection that listens was lost and listens again: what was notified meanwhile is lost, so every
   * stream is told to refetch, as a new one is.
   */
  relistened(): void {
    this.writeAll(Buffer.from(sseText('hello', { now: unixSeconds(this.options.now()) })));
  }

  /** Ends every stream (the app is closing: the server waits for open responses). */
  closeAll(): void {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    this.pending.clear();
    this.unwritten.length = 0;
    for (const response of [...this.streams]) response.end();
  }

  private flush(): void {
    this.flushTimer = null;
    if (this.pending.size === 0) return;
    const at = unixSeconds(this.options.now());
    let text = '';
    for (const change of this.pending.values()) text += changeText(change, at);
    this.pending.clear();
    this.writeAll(Buffer.from(text));
  }

  private writeAll(chunk: Buffer): void {
    this.unwritten.push(chunk);
    if (!this.writing) this.writeNext();
  }

  /** Writes the oldest unwritten batch to the streams open now, a slice per turn, then the next batch. */
  private writeNext(): void {
    const chunk = this.unwritten.shift();
    if (!chunk) {
      this.writing = false;
      return;
    }
    this.writing = true;
    const targets = [...this.streams];
    let next = 0;
    const writeSlice = (): void => {
      const end = Math.min(next + PUBLIC_WRITES_PER_TURN, targets.length);
      for (; next < end; next += 1) {
        const response = targets[next];
        // Closed or dropped since the batch started.
        if (response && this.streams.has(response)) this.writeTo(response, chunk);
      }
      if (next < targets.length) setImmediate(writeSlice);
      else this.writeNext();
    };
    writeSlice();
  }

  private writeTo(response: ServerResponse, chunk: Buffer): void {
    // writableLength: what the response and its socket hold unsent. A stream past the bound gets nothing more, so
    // one holds at most the bound and a batch.
    if (response.writableLength > this.maxUnsentBytes) {
      this.dropped += 1;
      this.remove(response);
      response.destroy();
      return;
    }
    response.write(chunk);
  }

  private remove(response: ServerResponse): void {
    this.streams.delete(response);
    if (this.streams.size === 0 && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = null;
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    publicHub: PublicHub;
  }
}

/** The public hub, listening on the database from start to close; its streams end before the server closes. */
export default fp(
  async (app) => {
    const hub = new PublicHub({ maxStreams: app.config.publicStreams.max, now: app.now, log: app.log });
    const unlisten = await app.dbHandle.listen(
      PUBLIC_LIVE_CHANNEL,
      (payload) => hub.notified(payload),
      () => hub.relistened(),
    );
    app.decorate('publicHub', hub);
    app.addHook('preClose', async () => hub.closeAll());
    app.addHook('onClose', async () => unlisten());
  },
  { name: 'fc-public-hub', dependencies: ['fc-db', 'fc-config'] },
);
