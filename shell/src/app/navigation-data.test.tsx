import { act, screen } from '@testing-library/react';
import { defineRemote, i18n, type RemoteFace, type RouteMeta, type RouteTarget } from '@fc/shared';
import type { ActiveRemote } from '../remotes/registry';
import { createRemoteLoader } from '../remotes/remote-loader';
import { renderApp } from '../testing/render-app';
import { DATA_WAIT_MS, PAGE_WAIT_MS } from './navigation-wait';

// A navigation to a page that declares its first calls (its route's `prefetch`) starts them with the page's code and
// keeps the page before on screen until they have answered, for at most DATA_WAIT_MS.

const meta = (id: string, path: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({ id, path, layout: 'main', loginRequired: false, ...extra });

const market: ActiveRemote = {
  name: 'mfe_market',
  version: '1.0.0-ab12cd34',
  manifest: '/remotes/mfe_market/1.0.0-ab12cd34/mf-manifest.json',
  routes: [
    meta('market.test', '/test'),
    meta('market.market', '/market', { redirectTo: '/market/center' }),
    meta('market.center', '/market/center'),
    meta('market.history', '/market/history', { loginRequired: true }),
  ],
};

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** What the listings' call answered, as the page's cache would hold it. */
let listings: string | null;
let answer: ReturnType<typeof deferred>;
const prefetch = jest.fn((_target: RouteTarget) => answer.promise.then(() => void (listings = 'Ada Stone, 120 TMT')));
function ListingsPage() {
  return listings ? <h1>{listings}</h1> : <p data-testid="listings-skeleton">Loading listings</p>;
}

const face: RemoteFace = defineRemote({
  contract: 2,
  name: 'mfe_market',
  namespace: 'market',
  resources: { en: {}, ko: {} },
  routes: [
    { ...market.routes[0]!, load: async () => ({ default: () => <h1>Test page</h1> }) },
    market.routes[1]!,
    { ...market.routes[2]!, load: async () => ({ default: ListingsPage }), prefetch },
    { ...market.routes[3]!, load: async () => ({ default: () => <h1>My history</h1> }), prefetch },
  ],
});

async function onTestPage() {
  const view = renderApp({ remotes: [market], loader: createRemoteLoader(async () => ({ default: face })), path: '/test' });
  expect(await screen.findByRole('heading', { name: 'Test page' })).toBeInTheDocument();
  return view;
}

beforeEach(async () => {
  listings = null;
  answer = deferred();
  prefetch.mockClear();
  await i18n.changeLanguage('en');
});
afterEach(() => jest.useRealTimers());

describe('a navigation to a page with first calls', () => {
  it('starts them with the page, keeps the page before until they answer, then shows the page with them', async () => {
    const { history } = await onTestPage();
    await act(async () => history.navigate('/market/center?rarity=epic'));
    expect(prefetch).toHaveBeenCalledWith({ params: {}, search: '?rarity=epic' });
    expect(history.location.pathname).toBe('/test');
    expect(screen.getByRole('heading', { name: 'Test page' })).toBeInTheDocument();
    // The click was taken: a progress bar says the page is on its way.
    expect(screen.getByRole('progressbar', { name: 'Loading page…' })).toBeInTheDocument();

    await act(async () => answer.resolve());
    expect(await screen.findByRole('heading', { name: 'Ada Stone, 120 TMT' })).toBeInTheDocument();
    expect(`${history.location.pathname}${history.location.search}`).toBe('/market/center?rarity=epic');
    expect(screen.queryByTestId('listings-skeleton')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the page without them, with its own skeleton, once DATA_WAIT_MS has passed', async () => {
    jest.useFakeTimers();
    const { history } = await onTestPage();
    await act(async () => history.navigate('/market/center'));
    expect(history.location.pathname).toBe('/test');
    await act(async () => jest.advanceTimersByTime(DATA_WAIT_MS));
    expect(history.location.pathname).toBe('/market/center');
    expect(screen.getByTestId('listings-skeleton')).toBeInTheDocument();
    expect(DATA_WAIT_MS).toBeLessThan(PAGE_WAIT_MS);
  });

  it('goes through a route that only redirects to its target at once, the target’s calls started before anything renders', async () => {
    const { history } = await onTestPage();
    await act(async () => history.navigate('/market'));
    expect(prefetch).toHaveBeenCalledWith({ params: {}, search: '' });
    expect(history.location.pathname).toBe('/test');
    await act(async () => answer.resolve());
    expect(await screen.findByRole('heading', { name: 'Ada Stone, 120 TMT' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/market/center');
  });

  it('starts none for a page the guard refuses', async () => {
    const { history } = await onTestPage();
    await act(async () => history.navigate('/market/history'));
    expect(prefetch).not.toHaveBeenCalled();
  });
});
