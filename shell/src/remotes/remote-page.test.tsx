import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineRemote, i18n, publishDiagnostics, REMOTE_REPORT_PATH, type RemoteFace } from '@fc/shared';
import { PAGE_WAIT_MS } from '../app/navigation-wait';
import { renderApp } from '../testing/render-app';
import { activeRemotes, refusedRemotes, type ActiveRemote } from './registry';
import { createRemoteLoader } from './remote-loader';
import { forgetSentReports } from './remote-reports';

const market: ActiveRemote = {
  name: 'mfe_market',
  version: '1.0.0-ab12cd34',
  manifest: '/remotes/mfe_market/1.0.0-ab12cd34/mf-manifest.json',
  routes: [
    { id: 'market.center', path: '/market/center', loginRequired: false, layout: 'main', titleKey: 'titles.center' },
    { id: 'market.broken', path: '/market/broken', loginRequired: false, layout: 'main' },
    { id: 'market.chunk', path: '/market/chunk', loginRequired: false, layout: 'main' },
    { id: 'market.flaky', path: '/market/flaky', loginRequired: false, layout: 'main' },
  ],
};
const game: ActiveRemote = {
  name: 'mfe_game',
  version: '1.0.0-ef56ab78',
  manifest: '/remotes/mfe_game/1.0.0-ef56ab78/mf-manifest.json',
  routes: [{ id: 'game.guidance', path: '/guidance', loginRequired: false, layout: 'main', titleKey: 'titles.guidance' }],
};

let pageThrows = true;
function Flaky() {
  if (pageThrows) throw new Error('listing.price is undefined');
  return <h1>Listings</h1>;
}

const face: RemoteFace = defineRemote({
  contract: 1,
  name: 'mfe_market',
  namespace: 'market',
  resources: { en: { titles: { center: 'Market center' } }, ko: { titles: { center: '마켓 센터' } } },
  routes: [
    { ...market.routes[0]!, load: async () => ({ default: () => <h1>Trading floor</h1> }) },
    { ...market.routes[1]!, load: async () => ({ default: Flaky }) },
    {
      ...market.routes[2]!,
      load: () => Promise.reject(chunkLoadError()),
    },
    { ...market.routes[3]!, load: () => flakyChunk() },
  ],
});
const gameFace: RemoteFace = defineRemote({
  contract: 1,
  name: 'mfe_game',
  namespace: 'game',
  resources: { en: { titles: { guidance: 'How to play' } }, ko: { titles: { guidance: '게임 방법' } } },
  routes: [{ ...game.routes[0]!, load: async () => ({ default: () => <h1>How to play</h1> }) }],
});

function chunkLoadError() {
  return Object.assign(new Error('Loading chunk 311 failed. (timeout)'), { name: 'ChunkLoadError' });
}
let flakyChunk: jest.Mock;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** Records whether a page skeleton is ever added to the document, however briefly. */
function watchSkeletons() {
  let seen = false;
  const isSkeleton = (node: Node) =>
    node instanceof Element && (node.matches('[data-testid="page-skeleton"]') || node.querySelector('[data-testid="page-skeleton"]') !== null);
  const note = (records: MutationRecord[]) => {
    for (const record of records) if ([...record.addedNodes].some(isSkeleton)) seen = true;
  };
  const observer = new MutationObserver(note);
  observer.observe(document.body, { childList: true, subtree: true });
  return {
    seen() {
      note(observer.takeRecords());
      return seen;
    },
    stop: () => observer.disconnect(),
  };
}

let consoleError: jest.SpyInstance;
beforeEach(async () => {
  pageThrows = true;
  flakyChunk = jest.fn().mockRejectedValueOnce(chunkLoadError()).mockResolvedValue({ default: () => <h1>Price history</h1> });
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await i18n.changeLanguage('en');
});
afterEach(() => consoleError.mockRestore());

/** What the shell logged as `[shell] …` reports (React logs caught errors on its own as well). */
const shellReports = () =>
  consoleError.mock.calls.filter(([message]) => typeof message === 'string' && message.startsWith('[shell]'));

describe('a remote page', () => {
  it('loads the remote face on navigation and renders the page with its title', async () => {
    const importFace = jest.fn().mockResolvedValue({ default: face });
    renderApp({ remotes: [market], loader: createRemoteLoader(importFace), path: '/market/center' });
    expect(await screen.findByRole('heading', { name: 'Trading floor' })).toBeInTheDocument();
    expect(importFace).toHaveBeenCalledWith('mfe_market');
    expect(document.title).toBe('Market center · FC Platform');
  });

  it('shows the localized fallback when the remote does not load, and Retry loads it again', async () => {
    const importFace = jest
      .fn()
      .mockRejectedValueOnce(new Error('[ Federation Runtime ]: RUNTIME-003 failed to fetch mf-manifest.json'))
      .mockResolvedValueOnce({ default: face });
    renderApp({ remotes: [market], loader: createRemoteLoader(importFace), path: '/market/center' });

    const fallback = await screen.findByTestId('remote-fallback');
    expect(fallback).toHaveTextContent('This part of the site is unavailable right now');
    expect(fallback).toHaveAttribute('data-remote', 'mfe_market');
    expect(screen.getByTestId('navbar')).toBeInTheDocument();
    expect(screen.getByTestId('footer')).toBeInTheDocument();
    // The federation runtime's reporting plugin reports this one; the page does not report it twice.
    expect(shellReports()).toEqual([]);

    await userEvent.click(within(fallback).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Trading floor' })).toBeInTheDocument();
    expect(importFace).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('remote-fallback')).not.toBeInTheDocument();
  });

  it('reports its page load and its failure to the site server while the remote runs a canary, once each', async () => {
    const realFetch = globalThis.fetch;
    const fetchSpy = jest.fn((_url: string, _init?: RequestInit) => Promise.resolve({ ok: true, status: 204 }));
    globalThis.fetch = fetchSpy as unknown as typeof fetch;
    forgetSentReports();
    publishDiagnostics({
      remotes: { mfe_market: market.version },
      shell: '1.0.0',
      registryRevision: 3,
      visitor: { bucket: 2, canary: ['mfe_market'], reported: ['mfe_market'] },
    });
    try {
      renderApp({ remotes: [market], loader: createRemoteLoader(async () => ({ default: face })), path: '/market/broken' });
      await screen.findByTestId('remote-error');
      const reports = fetchSpy.mock.calls
        .filter(([url]) => url === REMOTE_REPORT_PATH)
        .map(([, init]) => JSON.parse(String(init?.body)) as { remote: string; version: string; kind: string });
      // In either order: the site server counts an error's load with it.
      expect(reports).toHaveLength(2);
      expect(reports).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ remote: 'mfe_market', version: market.version, kind: 'load' }),
          expect.objectContaining({ remote: 'mfe_market', version: market.version, kind: 'error' }),
        ]),
      );
    } finally {
      globalThis.fetch = realFetch;
      delete (globalThis as { __FC__?: unknown }).__FC__;
    }
  });

  it('shows the fallback in Korean', async () => {
    await act(() => i18n.changeLanguage('ko'));
    renderApp({ remotes: [market], loader: createRemoteLoader(() => Promise.reject(new Error('offline'))), path: '/market/center' });
    expect(await screen.findByTestId('remote-fallback')).toHaveTextContent('지금은 사이트의 이 부분을 이용할 수 없습니다');
  });

  it('contains a page that throws while rendering: the navbar stays and Retry renders it again', async () => {
    renderApp({ remotes: [market], loader: createRemoteLoader(async () => ({ default: face })), path: '/market/broken' });
    const error = await screen.findByTestId('remote-error');
    expect(error).toHaveTextContent('Something went wrong on this page');
    expect(screen.getByTestId('navbar')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('mfe_market@1.0.0-ab12cd34 failed while rendering'),
      expect.objectContaining({ remote: 'mfe_market' }),
    );
    pageThrows = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Listings' })).toBeInTheDocument();
  });

  it("keeps the routes of a remote on a contract this shell does not support: its pages show the fallback and say why", async () => {
    const registry = {
      revision: 3,
      updatedAt: '2026-01-01T00:00:00.000Z',
      remotes: {
        mfe_market: {
          version: '2.0.0-cafe0000',
          manifest: '/remotes/mfe_market/2.0.0-cafe0000/mf-manifest.json',
          contract: 99,
          routes: market.routes,
        },
      },
    };
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const remotes = activeRemotes(registry);
    const importFace = jest.fn().mockResolvedValue({ default: face });
    renderApp({ remotes, loader: createRemoteLoader(importFace, refusedRemotes(remotes)), path: '/market/center' });

    const fallback = await screen.findByTestId('remote-fallback');
    expect(fallback).toHaveTextContent('This part of the site is unavailable right now');
    expect(fallback).toHaveAttribute('data-remote', 'mfe_market');
    expect(screen.queryByText(/page not found/i)).not.toBeInTheDocument();
    expect(importFace).not.toHaveBeenCalled();
    expect(shellReports()).toEqual([
      [
        '[shell] mfe_market@2.0.0-cafe0000 is unavailable: mfe_market is not mounted: mfe_market@2.0.0-cafe0000 implements contract 99; this shell supports contracts 1, 2',
        expect.objectContaining({ remote: 'mfe_market', version: '2.0.0-cafe0000' }),
      ],
    ]);
  });

  it('reports a load failure the federation runtime did not report: a module that is not a face', async () => {
    renderApp({ remotes: [market], loader: createRemoteLoader(async () => ({ default: { hello: 'world' } })), path: '/market/center' });
    expect(await screen.findByTestId('remote-fallback')).toHaveAttribute('data-remote', 'mfe_market');
    expect(shellReports()).toEqual([
      [
        '[shell] mfe_market@1.0.0-ab12cd34 is unavailable: mfe_market/routes is not a remote face',
        expect.objectContaining({ remote: 'mfe_market', error: expect.objectContaining({ name: 'RemoteUnavailableError' }) }),
      ],
    ]);
  });

  it('reports a route the remote has no page for', async () => {
    const withoutCenter = defineRemote({ ...face, routes: face.routes.filter((route) => route.id !== 'market.center') });
    renderApp({ remotes: [market], loader: createRemoteLoader(async () => ({ default: withoutCenter })), path: '/market/center' });
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
    expect(shellReports()).toEqual([
      ['[shell] mfe_market@1.0.0-ab12cd34 is unavailable: mfe_market has no page for route market.center', expect.anything()],
    ]);
  });

  it('shows the unavailable fallback for a chunk that fails with ChunkLoadError', async () => {
    renderApp({ remotes: [market], loader: createRemoteLoader(async () => ({ default: face })), path: '/market/chunk' });
    expect(await screen.findByTestId('remote-fallback')).toHaveTextContent('This part of the site is unavailable right now');
  });

  it('leaves the error behind when the user navigates elsewhere', async () => {
    const { history } = renderApp({
      remotes: [market],
      loader: createRemoteLoader(async () => ({ default: face })),
      path: '/market/broken',
    });
    await screen.findByTestId('remote-error');
    await act(async () => history.navigate('/market/center'));
    expect(await screen.findByRole('heading', { name: 'Trading floor' })).toBeInTheDocument();
    expect(screen.queryByTestId('remote-error')).not.toBeInTheDocument();
  });

  it('waits on a navigation until the other remote\'s page is loaded, then shows it without a skeleton', async () => {
    const gameArrives = deferred<unknown>();
    const importFace = jest.fn((name: string) => (name === 'mfe_game' ? gameArrives.promise : Promise.resolve({ default: face })));
    const { history } = renderApp({ remotes: [market, game], loader: createRemoteLoader(importFace), path: '/market/center' });
    expect(await screen.findByRole('heading', { name: 'Trading floor' })).toBeInTheDocument();
    const skeletons = watchSkeletons();

    await act(async () => {
      history.navigate('/guidance');
    });
    expect(importFace).toHaveBeenCalledWith('mfe_game');
    expect(history.location.pathname).toBe('/market/center');
    expect(screen.getByRole('heading', { name: 'Trading floor' })).toBeInTheDocument();

    await act(async () => gameArrives.resolve({ default: gameFace }));
    expect(await screen.findByRole('heading', { name: 'How to play' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/guidance');
    expect(document.title).toBe('How to play · FC Platform');
    expect(skeletons.seen()).toBe(false);
    skeletons.stop();
  });

  it('shows the fallback when a navigation\'s page fails to load, and Retry loads it', async () => {
    const { history } = renderApp({ remotes: [market], loader: createRemoteLoader(async () => ({ default: face })), path: '/market/center' });
    expect(await screen.findByRole('heading', { name: 'Trading floor' })).toBeInTheDocument();

    await act(async () => history.navigate('/market/flaky'));
    const fallback = await screen.findByTestId('remote-fallback');
    expect(fallback).toHaveTextContent('This part of the site is unavailable right now');
    expect(screen.getByTestId('navbar')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/market/flaky');
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('mfe_market@1.0.0-ab12cd34 failed to load a chunk'),
      expect.objectContaining({ error: expect.objectContaining({ name: 'ChunkLoadError' }) }),
    );
    // The page does not try again on its own: the one failed load is what the fallback reports.
    expect(flakyChunk).toHaveBeenCalledTimes(1);

    await userEvent.click(within(fallback).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Price history' })).toBeInTheDocument();
    expect(flakyChunk).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('remote-fallback')).not.toBeInTheDocument();
  });

  it('goes ahead with a skeleton when the page takes longer than the navigation waits', async () => {
    jest.useFakeTimers();
    try {
      const gameArrives = deferred<unknown>();
      const importFace = jest.fn((name: string) => (name === 'mfe_game' ? gameArrives.promise : Promise.resolve({ default: face })));
      const { history } = renderApp({ remotes: [market, game], loader: createRemoteLoader(importFace), path: '/market/center' });
      expect(await screen.findByRole('heading', { name: 'Trading floor' })).toBeInTheDocument();

      await act(async () => {
        history.navigate('/guidance');
      });
      expect(screen.queryByTestId('page-skeleton')).not.toBeInTheDocument();
      await act(async () => jest.advanceTimersByTime(PAGE_WAIT_MS));
      expect(history.location.pathname).toBe('/guidance');
      expect(screen.getByTestId('page-skeleton')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Trading floor' })).not.toBeInTheDocument();

      await act(async () => gameArrives.resolve({ default: gameFace }));
      expect(await screen.findByRole('heading', { name: 'How to play' })).toBeInTheDocument();
      expect(importFace).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
