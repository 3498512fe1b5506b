import { act, render, waitFor } from '@testing-library/react';
import type { PublicLiveEvent } from '@fc/shared';
import type { EventSourceLike } from './live-client';
import { usePublicLive, usePublicLiveEvent, usePublicLiveUp } from './use-public-live';

class FakeEventSource implements EventSourceLike {
  static opened: FakeEventSource[] = [];
  closed = false;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close(): void {
    this.closed = true;
  }
  emit(type: string, data: unknown): void {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

const TOP_PRIZE: PublicLiveEvent<'topPrize'> = { type: 'topPrize', at: 1_700_000_100 };

function Follower({ seen }: { seen: PublicLiveEvent<'topPrize'>[] }) {
  usePublicLive();
  usePublicLiveEvent('topPrize', (event) => seen.push(event));
  const up = usePublicLiveUp();
  return <p data-testid="status">{up ? 'up' : 'down'}</p>;
}

beforeAll(() => {
  Object.defineProperty(globalThis, 'EventSource', { value: FakeEventSource, configurable: true });
});

describe('the public live hooks', () => {
  it('share one stream between two followers, say when it is up, and close it when both are gone', async () => {
    const seen: PublicLiveEvent<'topPrize'>[] = [];
    const view = render(
      <>
        <Follower seen={seen} />
        <Follower seen={[]} />
      </>,
    );
    expect(FakeEventSource.opened).toHaveLength(1);
    const source = FakeEventSource.opened[0] as FakeEventSource;
    expect(source.url).toMatch(/\/events\/public$/);
    expect(view.getAllByTestId('status').map((node) => node.textContent)).toEqual(['down', 'down']);
    act(() => source.emit('hello', { now: 1 }));
    expect(view.getAllByTestId('status').map((node) => node.textContent)).toEqual(['up', 'up']);
    act(() => source.emit('topPrize', { at: TOP_PRIZE.at }));
    expect(seen).toEqual([TOP_PRIZE]);
    view.unmount();
    await waitFor(() => expect(source.closed).toBe(true));
    source.emit('topPrize', { at: 2 });
    expect(seen).toEqual([TOP_PRIZE]);
  });
});
