import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { PUBLIC_COALESCE_MAX_MS, PUBLIC_COALESCE_MS, PUBLIC_WRITES_PER_SECOND, PUBLIC_WRITES_PER_TURN } from '../src/modules/events/constants';
import { PublicHub, type PublicHubOptions } from '../src/modules/events/public-hub';

/** What the hub uses of a response: writes are recorded as text, nothing is ever left unsent. */
class RecordingResponse extends EventEmitter {
  readonly written: string[] = [];
  writableLength = 0;
  write(chunk: Buffer | string): boolean {
    this.written.push(chunk.toString());
    return true;
  }
  end(): void {
    this.emit('close');
  }
  destroy(): void {
    this.emit('close');
  }
}

const silent = { warn: () => undefined } as unknown as FastifyBaseLogger;
const listing = (transId: string, price: string) =>
  JSON.stringify({ type: 'market', transId, tab: 'fp', saleType: 'fixed', state: 'listed', startPrice: price, price, bidCount: 0, endsAt: null, closedAt: null, soldPrice: null });
/** A hub of this test: no heartbeat within a test, a fixed clock, warnings silenced; `options` change the rest. */
const hubOf = (options: Partial<PublicHubOptions> = {}) =>
  new PublicHub({ maxStreams: 10_000, heartbeatMs: 60_000, now: () => new Date('2026-11-28T00:00:00Z'), log: silent, ...options });
const turn = () => new Promise((resolve) => setImmediate(resolve));
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the public hub writing a batch to many streams', () => {
  const streamCount = PUBLIC_WRITES_PER_TURN * 2 + 50;

  it('writes a batch over several event-loop turns, every stream gets it, and batches arrive in order', async () => {
    const hub = hubOf({ coalesceMs: 1, coalesceMaxMs: 1 });
    const streams = Array.from({ length: streamCount }, () => new RecordingResponse());
    for (const stream of streams) hub.add(stream as unknown as ServerResponse);

    hub.notified(listing('1', '100'));
    const reached = () => streams.filter((stream) => stream.written.some((text) => text.includes('"transId":"1"'))).length;
    while (reached() === 0) await turn();
    // The first batch is under way: one slice is written in the turn it started.
    expect(reached()).toBe(PUBLIC_WRITES_PER_TURN);
    // A second batch while the first is still going out.
    hub.notified(listing('2', '200'));
    for (let tries = 0; tries < 50; tries += 1) await turn();
    await wait(5);
    for (let tries = 0; tries < 50; tries += 1) await turn();

    for (const stream of streams) {
      const listings = [...stream.written.join('').matchAll(/event: market\ndata: .*"transId":"(\d+)"/g)].map((match) => match[1]);
      expect(listings).toEqual(['1', '2']);
    }
    hub.closeAll();
  });

  it('skips a stream closed while a batch goes out, and keeps writing to the rest', async () => {
    const hub = hubOf({ coalesceMs: 1, coalesceMaxMs: 1 });
    const streams = Array.from({ length: streamCount }, () => new RecordingResponse());
    for (const stream of streams) hub.add(stream as unknown as ServerResponse);
    hub.notified(listing('3', '300'));
    while (!streams[0]?.written.some((text) => text.startsWith('event: market'))) await turn();
    const last = streams.at(-1) as RecordingResponse;
    last.emit('close');
    for (let tries = 0; tries < 50; tries += 1) await turn();

    expect(last.written.some((text) => text.startsWith('event: market'))).toBe(false);
    expect(streams.slice(0, -1).every((stream) => stream.written.some((text) => text.startsWith('event: market')))).toBe(true);
    expect(hub.size).toBe(streamCount - 1);
    hub.closeAll();
  });
});

describe('the public hub gathering a batch', () => {
  afterEach(() => jest.useRealTimers());

  it('gathers a quarter of a second with few streams, longer with many (its writes a second bounded), never past its bound', () => {
    jest.useFakeTimers();
    // Whether the batch started going out (its first slice is written in the turn it starts).
    const sent = (streams: RecordingResponse[]) => streams.some((stream) => stream.written.some((text) => text.startsWith('event: market')));
    const hubWith = (gatherMs: number) => {
      const hub = hubOf({ maxStreams: 100_000 });
      const streams = Array.from({ length: Math.ceil((gatherMs * PUBLIC_WRITES_PER_SECOND) / 1000) }, () => new RecordingResponse());
      for (const stream of streams) hub.add(stream as unknown as ServerResponse);
      hub.notified(listing('4', '400'));
      return { hub, streams };
    };
    const few = hubWith(1);
    const many = hubWith(PUBLIC_COALESCE_MS + 100);
    const most = hubWith(PUBLIC_COALESCE_MAX_MS * 4);

    jest.advanceTimersByTime(PUBLIC_COALESCE_MS - 1);
    expect([sent(few.streams), sent(many.streams), sent(most.streams)]).toEqual([false, false, false]);
    jest.advanceTimersByTime(1);
    expect([sent(few.streams), sent(many.streams), sent(most.streams)]).toEqual([true, false, false]);
    jest.advanceTimersByTime(100);
    expect([sent(many.streams), sent(most.streams)]).toEqual([true, false]);
    jest.advanceTimersByTime(PUBLIC_COALESCE_MAX_MS - PUBLIC_COALESCE_MS - 100);
    expect(sent(most.streams)).toBe(true);
    for (const { hub } of [few, many, most]) hub.closeAll();
  });
});
