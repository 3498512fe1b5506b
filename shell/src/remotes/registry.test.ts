import type { Registry, RegistryRemote } from '@fc/shared';
import { activeRemotes, deployedShellVersion, loadRegistry, refusedRemotes, REGISTRY_CACHE_KEY } from './registry';
import { prefetchRegistry } from './registry-request';

const version = (v: string, contract = 1): RegistryRemote => ({
  version: v,
  manifest: `/remotes/mfe_market/${v}/mf-manifest.json`,
  contract,
  routes: [{ id: 'market.center', path: '/market/center', loginRequired: false, layout: 'main' }],
});

const registry = (revision: number): Registry => ({
  revision,
  updatedAt: '2026-01-01T00:00:00.000Z',
  shell: { version: '1.0.0-5e11a000' },
  remotes: { mfe_market: version('1.0.0-ab12cd34') },
});

/** registry.json as it was before the active view: every released version of each remote. */
const historyShaped = {
  revision: 9,
  updatedAt: '2026-01-01T00:00:00.000Z',
  remotes: { mfe_market: { active: '1.0.0-ab12cd34', versions: { '1.0.0-ab12cd34': version('1.0.0-ab12cd34') } } },
};

function memoryStorage(initial?: Registry) {
  const items = new Map<string, string>();
  if (initial) items.set(REGISTRY_CACHE_KEY, JSON.stringify(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

const answer = (body: unknown, status = 200) =>
  jest.fn<Promise<Response>, Parameters<typeof fetch>>().mockResolvedValue({ ok: status < 400, status, json: async () => body } as Response);

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('loadRegistry', () => {
  it('reads /registry.json past the HTTP cache and keeps it as the last good copy', async () => {
    const storage = memoryStorage();
    const fetchMock = answer(registry(7));
    const loaded = await loadRegistry({ fetch: fetchMock, storage });
    expect(loaded).toEqual({ registry: registry(7), source: 'network' });
    expect(fetchMock).toHaveBeenCalledWith('/registry.json', expect.objectContaining({ cache: 'no-cache' }));
    expect(JSON.parse(storage.items.get(REGISTRY_CACHE_KEY) ?? 'null')).toEqual(registry(7));
  });

  it('boots from the cached registry when the registry is unreachable', async () => {
    const storage = memoryStorage(registry(5));
    const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await loadRegistry({ fetch: fetchMock, storage })).toEqual({ registry: registry(5), source: 'cache' });
  });

  it('boots from the cache when the registry answers with an error or garbage', async () => {
    const storage = memoryStorage(registry(5));
    expect(await loadRegistry({ fetch: answer('<html>', 503), storage })).toEqual({ registry: registry(5), source: 'cache' });
    expect(await loadRegistry({ fetch: answer({ hello: 'world' }), storage })).toEqual({ registry: registry(5), source: 'cache' });
    expect(JSON.parse(storage.items.get(REGISTRY_CACHE_KEY) ?? 'null')).toEqual(registry(5));
  });

  it('takes neither an answer nor a cached copy shaped like the release history for the active view', async () => {
    const storage = memoryStorage(registry(5));
    expect(await loadRegistry({ fetch: answer(historyShaped), storage })).toEqual({ registry: registry(5), source: 'cache' });

    const fromOldCache = memoryStorage();
    fromOldCache.items.set(REGISTRY_CACHE_KEY, JSON.stringify(historyShaped));
    const offline = jest.fn<Promise<Response>, Parameters<typeof fetch>>().mockRejectedValue(new TypeError('offline'));
    expect(await loadRegistry({ fetch: offline, storage: fromOldCache })).toEqual({ registry: null, source: 'none' });
  });

  it('takes the download index.ts started before the shared libraries loaded, once; the next load asks again', async () => {
    const pageFetch = answer(registry(8));
    const original = globalThis.fetch;
    globalThis.fetch = pageFetch;
    try {
      prefetchRegistry();
      expect(pageFetch).toHaveBeenCalledTimes(1);
      const storage = memoryStorage();
      expect(await loadRegistry({ storage })).toEqual({ registry: registry(8), source: 'network' });
      expect(pageFetch).toHaveBeenCalledTimes(1);
      await loadRegistry({ storage });
      expect(pageFetch).toHaveBeenCalledTimes(2);
    } finally {
      globalThis.fetch = original;
    }
  });

  it('boots from the registry the page carries without fetching it, once; the next load (Retry) fetches', async () => {
    const pageFetch = answer(registry(11));
    const original = globalThis.fetch;
    globalThis.fetch = pageFetch;
    const carried = document.createElement('script');
    carried.type = 'application/json';
    carried.id = 'fc-registry';
    carried.textContent = JSON.stringify(registry(10));
    document.head.append(carried);
    try {
      prefetchRegistry();
      const storage = memoryStorage();
      expect(await loadRegistry({ storage })).toEqual({ registry: registry(10), source: 'network' });
      expect(pageFetch).not.toHaveBeenCalled();
      expect(document.getElementById('fc-registry')).toBeNull();
      expect(await loadRegistry({ storage })).toEqual({ registry: registry(11), source: 'network' });
    } finally {
      globalThis.fetch = original;
      carried.remove();
    }
  });

  it('has nothing to boot from without network or cache', async () => {
    const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>().mockRejectedValue(new TypeError('offline'));
    expect(await loadRegistry({ fetch: fetchMock, storage: memoryStorage() })).toEqual({ registry: null, source: 'none' });
  });
});

describe('activeRemotes', () => {
  it('lists the active version of each remote', () => {
    expect(activeRemotes(registry(1))).toEqual([
      {
        name: 'mfe_market',
        version: '1.0.0-ab12cd34',
        manifest: '/remotes/mfe_market/1.0.0-ab12cd34/mf-manifest.json',
        routes: version('1.0.0-ab12cd34').routes,
      },
    ]);
  });

  it('keeps the routes of a remote on an unsupported contract, marked with the reason it is not mounted', () => {
    const mixed: Registry = {
      ...registry(2),
      remotes: {
        ...registry(2).remotes,
        mfe_game: version('2.0.0-ffff0000', 99),
      },
    };
    const remotes = activeRemotes(mixed);
    expect(remotes.map(({ name, unsupported }) => [name, unsupported])).toEqual([
      ['mfe_market', undefined],
      ['mfe_game', 'mfe_game@2.0.0-ffff0000 implements contract 99; this shell supports contracts 1, 2'],
    ]);
    expect(remotes[1]?.routes).toEqual(version('2.0.0-ffff0000').routes);
    expect(refusedRemotes(remotes)).toEqual({ mfe_game: 'mfe_game@2.0.0-ffff0000 implements contract 99; this shell supports contracts 1, 2' });
  });

  it('is empty without a registry', () => {
    expect(activeRemotes(null)).toEqual([]);
  });
});

describe('deployedShellVersion', () => {
  it('is the deploy the registry names, else the build version', () => {
    expect(deployedShellVersion(registry(1), '1.0.0')).toBe('1.0.0-5e11a000');
    expect(deployedShellVersion({ ...registry(1), shell: undefined }, '1.0.0')).toBe('1.0.0');
    expect(deployedShellVersion(null, 'dev')).toBe('dev');
  });
});
