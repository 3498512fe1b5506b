import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineRemote, i18n, type RemoteFace } from '@fc/shared';
import { renderApp } from '../testing/render-app';
import type { ActiveRemote } from './registry';
import { createRemoteLoader } from './remote-loader';

const market: ActiveRemote = {
  name: 'mfe_market',
  version: '1.0.0-ab12cd34',
  manifest: '/remotes/mfe_market/1.0.0-ab12cd34/mf-manifest.json',
  routes: [
    { id: 'market.center', path: '/market/center', loginRequired: false, layout: 'main', titleKey: 'titles.center' },
    { id: 'market.broken', path: '/market/broken', loginRequired: false, layout: 'main' },
    { id: 'market.chunk', path: '/market/chunk', loginRequired: false, layout: 'main' },
  ],
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
      load: () => Promise.reject(Object.assign(new Error('Loading chunk 311 failed. (timeout)'), { name: 'ChunkLoadError' })),
    },
  ],
});

let consoleError: jest.SpyInstance;
beforeEach(async () => {
  pageThrows = true;
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await i18n.changeLanguage('en');
});
afterEach(() => consoleError.mockRestore());

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

    await userEvent.click(within(fallback).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Trading floor' })).toBeInTheDocument();
    expect(importFace).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('remote-fallback')).not.toBeInTheDocument();
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

  it('shows the unavailable fallback for a chunk that fails with ChunkLoadError', async () => {
    renderApp({ remotes: [market], loader: createRemoteLoader(async () => ({ default: face })), path: '/market/chunk' });
    expect(await screen.findByTestId('remote-fallback')).toHaveTextContent('This part of the site is unavailable right now');
  });

  it('leaves the error behind when the user navigates elsewhere', async () => {
    const { router } = renderApp({
      remotes: [market],
      loader: createRemoteLoader(async () => ({ default: face })),
      path: '/market/broken',
    });
    await screen.findByTestId('remote-error');
    await act(() => router.navigate('/market/center'));
    expect(await screen.findByRole('heading', { name: 'Trading floor' })).toBeInTheDocument();
    expect(screen.queryByTestId('remote-error')).not.toBeInTheDocument();
  });
});
