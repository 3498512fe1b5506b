import { defineRemote, type RemoteFace } from '@fc/shared';
import { createRemoteLoader, RemoteUnavailableError } from './remote-loader';
import { createRemotePages } from './remote-pages';

const face = (load: () => Promise<{ default: () => null }>): RemoteFace =>
  defineRemote({
    contract: 1,
    name: 'mfe_market',
    namespace: 'pages-test',
    resources: { en: {}, ko: {} },
    routes: [
      { id: 'market.center', path: '/market/center', loginRequired: false, layout: 'main', load },
      { id: 'market.root', path: '/market', loginRequired: false, layout: 'main', redirectTo: '/market/center' },
    ],
  });

describe('createRemotePages', () => {
  it('loads a page once, shares a load in flight and keeps the page for rendering at once', async () => {
    const load = jest.fn(async () => ({ default: () => null }));
    const pages = createRemotePages(createRemoteLoader(async () => ({ default: face(load) })));
    expect(pages.loaded('mfe_market', 'market.center')).toBeUndefined();
    const [first, second] = await Promise.all([pages.load('mfe_market', 'market.center'), pages.load('mfe_market', 'market.center')]);
    expect(first).toBe(second);
    expect(pages.loaded('mfe_market', 'market.center')).toBe(first);
    await expect(pages.load('mfe_market', 'market.center')).resolves.toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failure: the next load tries again', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }))
      .mockResolvedValueOnce({ default: () => null });
    const pages = createRemotePages(createRemoteLoader(async () => ({ default: face(load) })));
    await expect(pages.load('mfe_market', 'market.center')).rejects.toThrow('Loading chunk 7 failed.');
    expect(pages.loaded('mfe_market', 'market.center')).toBeUndefined();
    await expect(pages.load('mfe_market', 'market.center')).resolves.toBeInstanceOf(Function);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("renders a page once the error strings are there too, but for the first load of the page the server sent rendered", async () => {
    let stringsArrive = () => undefined as void;
    const errorStrings = jest.fn(() => new Promise<void>((resolve) => (stringsArrive = resolve)));
    const load = jest.fn(async () => ({ default: () => null }));
    const hydrated = createRemotePages(createRemoteLoader(async () => ({ default: face(load) })), { errorStrings, hydratedFrame: 'mfe_market' });
    await expect(hydrated.load('mfe_market', 'market.center')).resolves.toBeInstanceOf(Function);
    expect(errorStrings).not.toHaveBeenCalled();

    const pages = createRemotePages(createRemoteLoader(async () => ({ default: face(load) })), { errorStrings, hydratedFrame: 'mfe_game' });
    let loaded = false;
    const page = pages.load('mfe_market', 'market.center').then(() => (loaded = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(load).toHaveBeenCalledTimes(2);
    expect(loaded).toBe(false);
    stringsArrive();
    await page;
    expect(errorStrings).toHaveBeenCalledTimes(1);
  });

  it('fails as unavailable for a route the remote has no page for', async () => {
    const pages = createRemotePages(createRemoteLoader(async () => ({ default: face(async () => ({ default: () => null })) })));
    await expect(pages.load('mfe_market', 'market.root')).rejects.toThrow(RemoteUnavailableError);
  });
});
