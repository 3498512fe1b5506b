import { render, screen, waitFor } from '@testing-library/react';
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from './hooks';
import { prefetchPageData } from './prefetch';
import { createQueryClient } from './query-client';
import { QueryProvider } from './query-provider';

const FRESH_MS = 5_000;

/** A page's query: its answers counted, each one numbered. */
function listings() {
  const calls = { count: 0 };
  const options = queryOptions({
    queryKey: ['market', 'listings', 'list', { tab: 'fp' }],
    queryFn: () => Promise.resolve(`answer ${++calls.count}`),
    staleTime: FRESH_MS,
  });
  return { calls, options };
}

describe('prefetchPageData', () => {
  afterEach(() => jest.useRealTimers());

  it('puts the answer in the cache, where the page takes it without asking again', async () => {
    const client = createQueryClient();
    const { calls, options } = listings();
    await prefetchPageData(options, client);
    function Page() {
      const { data } = useQuery(options);
      return <p>{data ?? 'loading'}</p>;
    }
    render(
      <QueryProvider client={client}>
        <Page />
      </QueryProvider>,
    );
    expect(screen.getByText('answer 1')).toBeInTheDocument();
    expect(calls.count).toBe(1);
  });

  it('shares a call still under way with the page that shows meanwhile', async () => {
    const client = createQueryClient();
    const { calls, options } = listings();
    const answers: (() => void)[] = [];
    const slow = { ...options, queryFn: () => new Promise<string>((resolve) => answers.push(() => resolve(`answer ${++calls.count}`))) };
    const prefetched = prefetchPageData(slow, client);
    function Page() {
      const { data } = useQuery(slow);
      return <p>{data ?? 'loading'}</p>;
    }
    render(
      <QueryProvider client={client}>
        <Page />
      </QueryProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    await waitFor(() => expect(answers).toHaveLength(1));
    answers[0]?.();
    await prefetched;
    expect(await screen.findByText('answer 1')).toBeInTheDocument();
    expect(answers).toHaveLength(1);
  });

  it('asks nothing while the cached answer is fresh', async () => {
    const client = createQueryClient();
    const { calls, options } = listings();
    await prefetchPageData(options, client);
    await prefetchPageData(options, client);
    expect(calls.count).toBe(1);
  });

  it('resolves at once on an answer older than its staleTime and asks again meanwhile', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const client = createQueryClient();
    const { calls, options } = listings();
    await prefetchPageData(options, client);
    jest.setSystemTime(1_000_000 + FRESH_MS + 1);
    const answers: (() => void)[] = [];
    const slow = { ...options, queryFn: () => new Promise<string>((resolve) => answers.push(() => resolve(`answer ${++calls.count}`))) };
    await prefetchPageData(slow, client);
    expect(client.getQueryData(options.queryKey)).toBe('answer 1');
    await jest.advanceTimersByTimeAsync(1);
    expect(answers).toHaveLength(1);
    answers[0]?.();
    await jest.advanceTimersByTimeAsync(1);
    expect(client.getQueryData(options.queryKey)).toBe('answer 2');
  });

  it('never rejects: a failed call is left to the page', async () => {
    const client = createQueryClient();
    const { options } = listings();
    await expect(prefetchPageData({ ...options, queryFn: () => Promise.reject(new Error('down')) }, client)).resolves.toBeUndefined();
    expect(client.getQueryData(options.queryKey)).toBeUndefined();
  });
});
