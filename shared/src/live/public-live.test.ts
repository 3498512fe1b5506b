import type { PublicLiveEvent } from '@fc/shared';
import type { EventSourceLike, Timers } from './live-client';
import { createPublicLive } from './public-live';

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
  emit(type: string, data = ''): void {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
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

const HELLO = JSON.stringify({ now: 1_700_000_000 });
const PACKS: PublicLiveEvent<'packs'> = { type: 'packs', seriesId: 'legend-1', left: 9, supply: 10, drawn: false, revealed: false };

function setup() {
  const sources: FakeSource[] = [];
  const timers = manualTimers();
  const online = new EventTarget();
  const live = createPublicLive({
    open: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    url: '/events/public',
    delayMs: (attempt) => attempt * 1000,
    timers,
    onlineTarget: online,
  });
  return { live, sources, timers, online, last: () => sources[sources.length - 1] as FakeSource };
}

describe('the public live stream', () => {
  it('opens one stream for every holder, keeps it while one holds it, and closes it right after the last', () => {
    const { live, sources, timers } = setup();
    const releaseGrid = live.retain();
    const releaseNavbar = live.retain();
    expect(sources.map((source) => source.url)).toEqual(['/events/public']);
    releaseGrid();
    releaseGrid();
    expect(timers.due()).toEqual([]);
    releaseNavbar();
    expect(sources[0]?.closed).toBe(false);
    timers.fire();
    expect(sources[0]?.closed).toBe(true);
    live.retain();
    expect(sources).toHaveLength(2);
  });

  it('keeps the stream for the next page when one page gives way to another', () => {
    const { live, sources, timers, last } = setup();
    const releaseGrid = live.retain();
    last().emit('hello', HELLO);
    releaseGrid();
    live.retain();
    expect(timers.due()).toEqual([]);
    expect(sources).toHaveLength(1);
    expect(sources[0]?.closed).toBe(false);
    expect(live.isUp()).toBe(true);
  });

  it('is up once greeted, hands each event to the subscribers of its type, and is down after a failure', () => {
    const { live, last } = setup();
    const seen: PublicLiveEvent[] = [];
    const changes: boolean[] = [];
    live.subscribeUp(() => changes.push(live.isUp()));
    live.on('packs', (event) => seen.push(event));
    live.on('hello', (event) => seen.push(event));
    live.retain();
    last().emit('open');
    expect(live.isUp()).toBe(false);
    last().emit('hello', HELLO);
    last().emit('packs', JSON.stringify({ ...PACKS, type: undefined }));
    last().emit('bogus', '{}');
    last().emit('market', 'not json');
    expect(seen).toEqual([{ type: 'hello', now: 1_700_000_000 }, PACKS]);
    expect(live.isUp()).toBe(true);
    last().emit('error');
    expect(live.isUp()).toBe(false);
    expect(changes).toEqual([true, false]);
  });

  it('reconnects after a back-off that grows until a stream is greeted, and at once when the browser is back online', () => {
    const { live, sources, timers, online, last } = setup();
    live.retain();
    last().emit('error');
    expect(sources[0]?.closed).toBe(true);
    expect(timers.due()).toEqual([1000]);
    timers.fire();
    last().emit('error');
    expect(timers.due()).toEqual([2000]);
    online.dispatchEvent(new Event('online'));
    expect(sources).toHaveLength(3);
    expect(timers.due()).toEqual([]);
    last().emit('hello', HELLO);
    last().emit('error');
    expect(timers.due()).toEqual([1000]);
  });

  it('once closed, cancels the wait, ignores what the old stream still says and no longer listens for online', () => {
    const { live, sources, timers, online, last } = setup();
    const seen: PublicLiveEvent[] = [];
    live.on('packs', (event) => seen.push(event));
    const release = live.retain();
    const first = last();
    first.emit('error');
    timers.fire();
    const second = last();
    second.emit('hello', HELLO);
    release();
    timers.fire();
    expect(second.closed).toBe(true);
    expect(live.isUp()).toBe(false);
    second.emit('packs', JSON.stringify(PACKS));
    first.emit('error');
    online.dispatchEvent(new Event('online'));
    expect(seen).toEqual([]);
    expect(timers.due()).toEqual([]);
    expect(sources).toHaveLength(2);
  });

  it('keeps delivering to the others when one handler throws', () => {
    const { live, last } = setup();
    const seen: PublicLiveEvent[] = [];
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    live.on('packs', () => {
      throw new Error('broken page');
    });
    const stop = live.on('packs', (event) => seen.push(event));
    live.retain();
    last().emit('packs', JSON.stringify(PACKS));
    stop();
    last().emit('packs', JSON.stringify(PACKS));
    expect(seen).toEqual([PACKS]);
    expect(error).toHaveBeenCalledWith('[live] handling an event failed', expect.any(Error));
    error.mockRestore();
  });

  it('never opens where the browser has no EventSource, and stays down', () => {
    const live = createPublicLive({ open: () => null, timers: manualTimers() });
    live.retain();
    expect(live.isUp()).toBe(false);
  });
});
