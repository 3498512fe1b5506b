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
