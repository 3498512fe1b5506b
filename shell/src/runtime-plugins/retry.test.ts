import { CHUNK_LOAD_TIMEOUT_MS } from '@fc/shared';
import retryPlugin from './retry';

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
