import { act } from '@testing-library/react';
import type { PublicLiveEvent } from '@fc/shared';

type Listener = (event: MessageEvent<string>) => void;

/** What a page test sees of the browser's EventSource: the streams the page opened, and a way to speak on them. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  closed = false;
  private readonly listeners = new Map<string, Listener[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close(): void {
    this.closed = true;
  }
  emit(type: string, data: string): void {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
}

export interface FakePublicStream {
  /** The streams the page holds open now (one while any page follows it). */
  open(): number;
  /** Sends an event on the open stream (`hello` first: the stream is up from then on). */
  send(event: PublicLiveEvent): void;
  /** The stream fails (the page is down until it reconnects). */
  fail(): void;
}

/**
 * Gives the page a fake EventSource so that the public stream of `@fc/shared/live` opens in jsdom: call it in a test
 * file's `beforeAll`; the page's stream closes with the page (unmount).
 */
export function fakePublicStream(): FakePublicStream {
  Object.defineProperty(globalThis, 'EventSource', { value: FakeEventSource, configurable: true });
  const current = () => {
    const source = FakeEventSource.opened.filter((opened) => !opened.closed).at(-1);
    if (!source) throw new Error('no public stream is open');
    return source;
  };
  return {
    open: () => FakeEventSource.opened.filter((opened) => !opened.closed).length,
    send: ({ type, ...payload }) => act(() => current().emit(type, JSON.stringify(payload))),
    fail: () => act(() => current().emit('error', '')),
  };
}
