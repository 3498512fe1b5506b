import type { LiveEvent } from '@fc/shared';
import { backoffMs, LiveClient, type EventSourceLike, type Timers } from './live-client';

class FakeSource implements EventSourceLike {
  closed = false;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close(): void {
    this.closed = true;
  }
  emit(type: string, data = '', lastEventId = ''): void {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data, lastEventId }));
  }
}

/** Timers run by hand: `due()` lists the waits asked for, `fire()` runs the oldest. */
function manualTimers(): Timers & { due: () => number[]; fire: () => void } {
  let next = 1;
  const pending = new Map<number, { run: () => void; ms: number }>();
  return {
    set: (run, ms) => {
      pending.set(next, { run, ms });
      return next++;
    },
    clear: (timer) => void pending.delete(timer),
    due: () => [...pending.values()].map((timer) => timer.ms),
    fire: () => {
      const [id, timer] = [...pending.entries()][0] ?? [];
      if (id === undefined || !timer) throw new Error('no timer pending');
      pending.delete(id);
      timer.run();
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup({ tickets = ['t1', 't2', 't3', 't4'] }: { tickets?: (string | Error)[] } = {}) {
  const sources: FakeSource[] = [];
  const delivered: LiveEvent[] = [];
  const timers = manualTimers();
  const queue = [...tickets];
  const client = new LiveClient({
    ticket: async () => {
      const next = queue.shift() ?? new Error('no ticket left');
      if (next instanceof Error) throw next;
      return next;
    },
    open: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    url: (ticket, lastEventId) => `/stream?ticket=${ticket}${lastEventId ? `&lastEventId=${lastEventId}` : ''}`,
    deliver: (event) => delivered.push(event),
    delayMs: (attempt) => attempt * 1000,
    timers,
  });
  return { client, sources, delivered, timers, last: () => sources[sources.length - 1] as FakeSource };
}

describe('LiveClient', () => {
  it('opens the stream with a ticket and delivers each event with its type', async () => {
    const { client, sources, delivered, last } = setup();
    client.start();
    await flush();
    expect(sources.map((source) => source.url)).toEqual(['/stream?ticket=t1']);
    last().emit('resync', JSON.stringify({ unread: 2, balances: {} }), '7');
    last().emit('balance', JSON.stringify({ currency: 'TMT', amount: '10' }), '8');
    last().emit('bogus', JSON.stringify({}), '9');
    expect(delivered).toEqual([
      { type: 'resync', unread: 2, balances: {} },
      { type: 'balance', currency: 'TMT', amount: '10' },
    ]);
  });

  it('after a failure closes the stream, waits longer each time, and resumes after the last event with a new ticket', async () => {
    const { client, sources, timers, last } = setup();
    client.start();
    await flush();
    last().emit('open');
    last().emit('messages', JSON.stringify({ unread: 1 }), '41');
    last().emit('error');
    expect(sources[0]?.closed).toBe(true);
    expect(timers.due()).toEqual([1000]);
    timers.fire();
    await flush();
    expect(last().url).toBe('/stream?ticket=t2&lastEventId=41');

    // Refused again before it opened: the next wait is longer.
    last().emit('error');
    expect(timers.due()).toEqual([2000]);
    timers.fire();
    await flush();
    expect(last().url).toBe('/stream?ticket=t3&lastEventId=41');
    // Once open, the back-off starts over.
    last().emit('open');
    last().emit('error');
    expect(timers.due()).toEqual([1000]);
  });

  it('tries again later when no ticket can be had', async () => {
    const { client, sources, timers, last } = setup({ tickets: [new Error('offline'), 't2'] });
    client.start();
    await flush();
    expect(sources).toEqual([]);
    expect(timers.due()).toEqual([1000]);
    timers.fire();
    await flush();
    expect(last().url).toBe('/stream?ticket=t2');
  });

  it('stops for good: closes the stream, cancels the wait, ignores what the old stream still says, and starts afresh', async () => {
    const { client, delivered, timers, sources, last } = setup();
    client.start();
    await flush();
    const first = last();
    first.emit('messages', JSON.stringify({ unread: 1 }), '5');
    first.emit('error');
    client.stop();
    expect(timers.due()).toEqual([]);
    first.emit('messages', JSON.stringify({ unread: 9 }), '6');
    expect(delivered).toEqual([{ type: 'messages', unread: 1 }]);

    client.start();
    await flush();
    expect(sources).toHaveLength(2);
    expect(last().url).toBe('/stream?ticket=t2');
    client.stop();
    expect(last().closed).toBe(true);
  });

  it('reconnects at once when asked while waiting', async () => {
    const { client, timers, last } = setup();
    client.start();
    await flush();
    last().emit('error');
    client.retryNow();
    expect(timers.due()).toEqual([]);
    await flush();
    expect(last().url).toBe('/stream?ticket=t2');
  });
});

describe('backoffMs', () => {
  it('doubles from 1 s up to 30 s, each wait between half and all of it', () => {
    expect([1, 2, 3, 6, 7, 20].map((attempt) => backoffMs(attempt, () => 1))).toEqual([1000, 2000, 4000, 30000, 30000, 30000]);
    expect([1, 2, 6].map((attempt) => backoffMs(attempt, () => 0))).toEqual([500, 1000, 15000]);
  });
});
