import { CHUNK_LOAD_TIMEOUT_MS } from '@fc/shared';
import retryPlugin, { fetchWithOneRetry } from './retry';

const response = (status: number) => ({ ok: status < 400, status }) as Response;

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock;
});

describe('fetchWithOneRetry', () => {
  it('answers at once when the first attempt succeeds', async () => {
    fetchMock.mockResolvedValueOnce(response(200));
    expect((await fetchWithOneRetry('/m.json', {}, 0)).status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('tries once more after a network failure or an error status', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(response(200));
    expect((await fetchWithOneRetry('/m.json', {}, 0)).status).toBe(200);
    fetchMock.mockResolvedValueOnce(response(502)).mockResolvedValueOnce(response(200));
    expect((await fetchWithOneRetry('/m.json', {}, 0)).status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('gives up after the second attempt', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchWithOneRetry('/m.json', {}, 0)).rejects.toThrow('Failed to fetch');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('fails a manifest that never answers once its time is up, without a second attempt', async () => {
    // Like fetch: pending until its signal aborts, then rejected with the signal's reason.
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    await expect(fetchWithOneRetry('/m.json', {}, 0, 30)).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gives every manifest request a deadline, and still honours the caller\'s signal', async () => {
    fetchMock.mockResolvedValue(response(200));
    await fetchWithOneRetry('/m.json', {}, 0);
    const own = (fetchMock.mock.calls[0] as [string, RequestInit])[1].signal;
    expect(own).toBeInstanceOf(AbortSignal);
    expect(own?.aborted).toBe(false);

    const caller = new AbortController();
    await fetchWithOneRetry('/m.json', { signal: caller.signal }, 0);
    const combined = (fetchMock.mock.calls[1] as [string, RequestInit])[1].signal;
    caller.abort();
    expect(combined?.aborted).toBe(true);
  });
});

describe('retryPlugin.createScript', () => {
  it('gives a remote entry script the chunk load timeout (120 s) instead of the runtime\'s 20 s', () => {
    const plugin = retryPlugin();
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(plugin.createScript?.({ url: '/remotes/mfe_market/1.0.0/remoteEntry.js', attrs: {} })).toEqual({ timeout: CHUNK_LOAD_TIMEOUT_MS });
  });
});

describe('retryPlugin.loadEntryError', () => {
  it('forgets the failed attempt and loads the entry once more', async () => {
    const plugin = retryPlugin();
    const container = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest.fn().mockResolvedValue(container);
    const globalLoading: Record<string, Promise<unknown> | undefined> = { 'mfe_market@/e.js': Promise.resolve() };
    const args = {
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'mfe_market', entry: '/e.js' },
      globalLoading,
      uniqueKey: 'mfe_market@/e.js',
    };
    // The hook's full argument type is the runtime's internals; the plugin reads only these fields.
    const result = await plugin.loadEntryError?.(args as unknown as Parameters<NonNullable<typeof plugin.loadEntryError>>[0]);
    expect(result).toBe(container);
    expect(globalLoading['mfe_market@/e.js']).toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
  });
});
