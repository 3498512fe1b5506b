import { QueryObserver } from '@tanstack/react-query';
import { createQueryClient, type QueryClient } from '@fc/shared/query';
import { PUBLIC_LIVE_SPREAD_MS, refetchSoon } from './refetch-soon';

/** A query the page shows (observed, so active), counting its calls; `answer()` ends the one under way. */
function shown(client: QueryClient, key: string[]) {
  const calls: number[] = [];
  let answer: () => void = () => undefined;
  const stop = new QueryObserver(client, {
    queryKey: key,
    queryFn: () =>
      new Promise<number>((resolve) => {
        calls.push(calls.length + 1);
        answer = () => resolve(calls.length);
      }),
  }).subscribe(() => undefined);
  return { calls, answer: () => answer(), stop };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const LIST = ['market', 'listings', 'list'];

describe('refetchSoon', () => {
  it('makes one refetch of a burst, at a random moment within the spread', async () => {
    const client = createQueryClient();
    const list = shown(client, LIST);
    list.answer();
    await jest.advanceTimersByTimeAsync(0);
    refetchSoon(client, LIST, { random: () => 0.5 });
    refetchSoon(client, LIST, { random: () => 0 });
    // A hello's refetch of everything under the market in the same burst joins the event's.
    refetchSoon(client, ['market', 'listings'], { joinFetching: true });
    await jest.advanceTimersByTimeAsync(PUBLIC_LIVE_SPREAD_MS / 2 - 1);
    expect(list.calls).toEqual([1]);
    await jest.advanceTimersByTimeAsync(1);
    expect(list.calls).toEqual([1, 2]);
    list.stop();
  });

  it('lets a fetch under way answer after hello, but replaces it for an event', async () => {
    const client = createQueryClient();
    const list = shown(client, LIST);
    list.answer();
    await jest.advanceTimersByTimeAsync(0);
    void client.refetchQueries({ queryKey: LIST });
    expect(list.calls).toEqual([1, 2]);
    refetchSoon(client, LIST, { joinFetching: true, random: () => 1 });
    await jest.advanceTimersByTimeAsync(PUBLIC_LIVE_SPREAD_MS);
    expect(list.calls).toEqual([1, 2]);
    refetchSoon(client, LIST, { joinFetching: true, random: () => 1 });
    refetchSoon(client, LIST, { random: () => 1 });
    await jest.advanceTimersByTimeAsync(PUBLIC_LIVE_SPREAD_MS);
    expect(list.calls).toEqual([1, 2, 3]);
    list.stop();
  });
});
