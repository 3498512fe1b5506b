import { logIn } from '@fc/shared/testing';
import { logoutSession, type RouteMeta } from '@fc/shared';
import { createNavigationWait } from '../app/navigation-wait';
import { buildRoutes } from '../app/routes';
import type { ActiveRemote } from '../remotes/registry';
import { createRemoteLoader } from '../remotes/remote-loader';
import { createRemotePages, type RemotePages } from '../remotes/remote-pages';
import { prefetchRouteCode } from './prefetch-routes';

const meta = (id: string, path: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({ id, path, layout: 'main', loginRequired: false, ...extra });
const MARKET = '/remotes/mfe_market/1.0.0-ab12cd34/';
const GAME = '/remotes/mfe_game/1.0.0-ef56ab78/';
const remotes: ActiveRemote[] = [
  {
    name: 'mfe_market',
    version: '1.0.0-ab12cd34',
    manifest: `${MARKET}mf-manifest.json`,
    routes: [meta('market.home', '/'), meta('market.market', '/market', { redirectTo: '/market/center' }), meta('market.center', '/market/center')],
  },
  {
    name: 'mfe_game',
    version: '1.0.0-ef56ab78',
    manifest: `${GAME}mf-manifest.json`,
    routes: [meta('game.guidance', '/guidance'), meta('game.home', '/game/topmanager', { loginRequired: true })],
  },
];

/** What the builds wrote beside the bundles, by URL path. */
const FILES: Record<string, unknown> = {
  [`${MARKET}fc-preload.json`]: {
    face: ['face.1.js'],
    routes: { 'market.home': ['home.2.js'], 'market.center': ['center.3.css', 'center.3.js', '../escape.js'] },
    shared: { 'market.center': ['@fc/shared', '@fc/shared/query'] },
  },
  // A release built before fc-preload.json listed the face: the face's files come from its manifest.
  [`${GAME}mf-manifest.json`]: { exposes: [{ name: 'routes', assets: { js: { sync: ['face.4.js'] } } }] },
  [`${GAME}fc-preload.json`]: { routes: { 'game.guidance': ['guidance.5.js'], 'game.home': ['game-home.6.js'] }, shared: {} },
  '/boot-preload.json': { files: ['main.js'], shared: { '@fc/shared': [], '@fc/shared/query': ['query.7.js'] }, lazy: { 'api-transport': ['axios.8.js'] } },
};
const read = jest.fn((url: string) => Promise.resolve(FILES[new URL(url).pathname] ?? null));
const at = (path: string) => new URL(path, window.location.origin).href;

function setUp(pages: RemotePages = createRemotePages(createRemoteLoader(() => Promise.reject(new Error('not loaded in this test'))))) {
  const wait = createNavigationWait(buildRoutes(remotes, pages), pages);
  return { wait, pages, remotes, read };
}
const prefetched = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => [link.href, link.as]);

afterEach(() => {
  document.head.innerHTML = '';
  read.mockClear();
  logoutSession();
});

describe('prefetchRouteCode', () => {
  it("prefetches what the pages a guest may open load: the remote's entry and face, the page's files, the shell's files of the singletons they consume, the API transport", async () => {
    await prefetchRouteCode(['/market', '/guidance', '/game/topmanager'], setUp());
    expect(prefetched()).toEqual([
      [at(`${MARKET}remoteEntry.js`), 'script'],
      [at(`${MARKET}face.1.js`), 'script'],
      [at(`${MARKET}center.3.css`), 'style'],
      [at(`${MARKET}center.3.js`), 'script'],
      [at('/query.7.js'), 'script'],
      [at('/axios.8.js'), 'script'],
      [at(`${GAME}remoteEntry.js`), 'script'],
      [at(`${GAME}face.4.js`), 'script'],
      [at(`${GAME}guidance.5.js`), 'script'],
    ]);
    // Each list read once; a manifest only where fc-preload.json does not list the face.
    expect(read.mock.calls.filter(([url]) => url.endsWith('/boot-preload.json'))).toHaveLength(1);
    expect(read.mock.calls.map(([url]) => url).filter((url) => url.endsWith('mf-manifest.json'))).toEqual([at(`${GAME}mf-manifest.json`)]);
  });

  it('prefetches the pages that need a login once signed in', async () => {
    logIn();
    await prefetchRouteCode(['/game/topmanager'], setUp());
    expect(prefetched()).toContainEqual([at(`${GAME}game-home.6.js`), 'script']);
  });

  it('leaves out a page already loaded, a file the page has, and the manifest, entry and face of a remote loaded', async () => {
    const pages = setUp().pages;
    jest.spyOn(pages, 'loaded').mockImplementation((_remote, routeId) => (routeId === 'market.center' ? () => null : undefined));
    jest.spyOn(pages, 'hasFace').mockImplementation((remote) => remote === 'mfe_market');
    await prefetchRouteCode(['/'], setUp(pages));
    expect(prefetched().map(([href]) => href)).toEqual([at(`${MARKET}home.2.js`), at('/axios.8.js')]);
    expect(read.mock.calls.map(([url]) => url)).not.toContain(at(`${MARKET}mf-manifest.json`));
    document.head.innerHTML = '';
    const script = document.createElement('script');
    script.src = at(`${GAME}remoteEntry.js`);
    document.head.appendChild(script);
    await prefetchRouteCode(['/market', '/guidance'], setUp(pages));
    expect(prefetched().map(([href]) => href)).toEqual([at(`${GAME}face.4.js`), at(`${GAME}guidance.5.js`), at('/axios.8.js')]);
  });

  it('prefetches nothing on a connection that saves data, and nothing when the lists cannot be read', async () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    await prefetchRouteCode(['/market'], setUp());
    expect(prefetched()).toEqual([]);
    delete (navigator as { connection?: unknown }).connection;

    await prefetchRouteCode(['/market'], { ...setUp(), read: () => Promise.resolve(null) });
    expect(prefetched()).toEqual([]);
  });
});
