import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, defineRemote, i18n, logoutSession, type PageModule, type RemoteFace, type RouteMeta } from '@fc/shared';
import { fakeApi, logIn, ok, restoreApi } from '@fc/shared/testing';
import type { ActiveRemote } from '../remotes/registry';
import { createRemoteLoader } from '../remotes/remote-loader';
import { renderApp } from '../testing/render-app';

const meta = (id: string, path: string, layout: RouteMeta['layout'], loginRequired = false, redirectTo?: string): RouteMeta => ({
  id,
  path,
  layout,
  loginRequired,
  ...(redirectTo ? { redirectTo } : {}),
});

const auth: ActiveRemote = {
  name: 'mfe_auth',
  version: '1.2.0-aaaa1111',
  manifest: '/remotes/mfe_auth/1.2.0-aaaa1111/mf-manifest.json',
  routes: [meta('auth.login', '/login', 'bare')],
};
const collection: ActiveRemote = {
  name: 'mfe_collection',
  version: '1.0.0-bbbb2222',
  manifest: '/remotes/mfe_collection/1.0.0-bbbb2222/mf-manifest.json',
  routes: [
    meta('collection.root', '/collection', 'main', true, '/collection/fpcards'),
    meta('collection.fpcards', '/collection/fpcards/:viewMode?', 'main', true),
    meta('collection.orders', '/order/list', 'main', true),
    meta('collection.gameMenuItem', '/game/menu/item', 'game'),
  ],
};

const page = (text: string) => async () => ({ default: () => <h1>{text}</h1> });
const ordersPage = jest.fn(page('My orders'));
const faces: Record<string, RemoteFace> = {
  mfe_auth: defineRemote({
    contract: 1,
    name: 'mfe_auth',
    namespace: 'auth',
    resources: { en: {}, ko: {} },
    routes: [{ ...auth.routes[0]!, load: page('Log in to FC') }],
  }),
  mfe_collection: defineRemote({
    contract: 1,
    name: 'mfe_collection',
    namespace: 'collection',
    resources: { en: {}, ko: {} },
    routes: [
      collection.routes[0]!,
      { ...collection.routes[1]!, load: page('My cards') },
      { ...collection.routes[2]!, load: ordersPage },
      { ...collection.routes[3]!, load: page('Items') },
    ],
  }),
};
const loader = () => createRemoteLoader(async (name) => ({ default: faces[name] }));
const remotes = [auth, collection];

beforeEach(async () => {
  ordersPage.mockClear();
  fakeApi({});
  await i18n.changeLanguage('en');
});
afterEach(() => {
  logoutSession();
  restoreApi();
});

describe('routes built from the registry', () => {
  it('serves a 404 page in the main layout for unknown paths', async () => {
    renderApp({ remotes, loader: loader(), path: '/no/such/page' });
    expect(await screen.findByTestId('not-found')).toHaveTextContent('Page not found');
    expect(screen.getByTestId('navbar')).toBeInTheDocument();
    expect(screen.getByTestId('footer')).toHaveTextContent(`© ${new Date().getFullYear()}`);
  });

  it('lays a bare page out with only the logo and the language switcher', async () => {
    renderApp({ remotes, loader: loader(), path: '/login' });
    expect(await screen.findByRole('heading', { name: 'Log in to FC' })).toBeInTheDocument();
    const header = screen.getByTestId('bare-header');
    expect(within(header).getByTestId('logo')).toHaveAttribute('href', '/');
    expect(within(header).getByTestId('language-switcher')).toBeInTheDocument();
    expect(screen.queryByTestId('navbar')).not.toBeInTheDocument();
    expect(screen.queryByTestId('footer')).not.toBeInTheDocument();
  });

  it("lays a game page out with the game header and the game's navigation, its card and pack tabs only with a login", async () => {
    const { unmount } = renderApp({ remotes, loader: loader(), path: '/game/menu/item' });
    expect(await screen.findByRole('heading', { name: 'Items' })).toBeInTheDocument();
    const header = screen.getByTestId('game-header');
    expect(within(header).getByRole('link', { name: /Home/ })).toHaveAttribute('href', '/game/topmanager');
    expect(within(header).getByRole('link', { name: 'Market' })).toHaveAttribute('href', '/market/center');
    const tabs = () => within(screen.getByTestId('game-tabs'));
    expect(tabs().getByRole('link', { name: 'Squad' })).toHaveAttribute('aria-current', 'true');
    const squad = () => tabs().getByRole('list', { name: 'Squad' });
    expect(within(squad()).getAllByRole('link').map((tab) => tab.getAttribute('href'))).toEqual(['/game/menu/item', '/game/train']);
    unmount();

    logIn();
    renderApp({ remotes, loader: loader(), path: '/game/menu/item' });
    await screen.findByTestId('game-tabs');
    expect(within(squad()).getAllByRole('link').map((tab) => tab.getAttribute('href'))).toEqual([
      '/game/menu/card',
      '/game/menu/pack',
      '/game/menu/item',
      '/game/train',
    ]);
    expect(within(squad()).getByRole('link', { name: 'Items' })).toHaveAttribute('aria-current', 'page');
    expect(tabs().getByRole('link', { name: 'Play' })).toHaveAttribute('href', '/game/topmanager');
    expect(tabs().getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/game/topprize');
  });

  it('guards login-required routes: a guest goes to /login with the path, without loading the page', async () => {
    const { history } = renderApp({ remotes, loader: loader(), path: '/order/list' });
    expect(await screen.findByRole('heading', { name: 'Log in to FC' })).toBeInTheDocument();
    expect(`${history.location.pathname}${history.location.search}`).toBe('/login?redirect=%2Forder%2Flist');

    await act(async () => history.navigate('/order/list'));
    expect(await screen.findByRole('heading', { name: 'Log in to FC' })).toBeInTheDocument();
    expect(history.location.search).toBe('?redirect=%2Forder%2Flist');
    expect(ordersPage).not.toHaveBeenCalled();
  });

  it('loads a guarded page on navigation once the user is logged in', async () => {
    const { history } = renderApp({ remotes, loader: loader(), path: '/login' });
    expect(await screen.findByRole('heading', { name: 'Log in to FC' })).toBeInTheDocument();
    act(() => logIn());
    await act(async () => history.navigate('/order/list'));
    expect(await screen.findByRole('heading', { name: 'My orders' })).toBeInTheDocument();
    expect(ordersPage).toHaveBeenCalledTimes(1);
  });

  it('sends a user who logs out on a page that needs a login home, not to the login page', async () => {
    logIn();
    fakeApi({ [ApiPaths.currency]: ok({ currency: { USD: '0', BNB: '0', TMT: '0', GOAL: '0', POINTS: '0' } }), [ApiPaths.logout]: ok(null) });
    const { history } = renderApp({ remotes, loader: loader(), path: '/order/list' });
    expect(await screen.findByRole('heading', { name: 'My orders' })).toBeInTheDocument();
    await userEvent.click(await screen.findByTestId('navbar-profile'));
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(await screen.findByTestId('navbar-login')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/');
  });

  it('logs out only once home is shown, when the home page is a remote page whose code is still on its way', async () => {
    let homeArrives: (page: PageModule) => void = () => undefined;
    const market: ActiveRemote = {
      name: 'mfe_market',
      version: '1.0.0-cccc3333',
      manifest: '/remotes/mfe_market/1.0.0-cccc3333/mf-manifest.json',
      routes: [meta('market.home', '/', 'main')],
    };
    faces.mfe_market = defineRemote({
      contract: 1,
      name: 'mfe_market',
      namespace: 'market',
      resources: { en: {}, ko: {} },
      routes: [{ ...market.routes[0]!, load: () => new Promise((resolve) => (homeArrives = resolve)) }],
    });
    logIn();
    const api = fakeApi({ [ApiPaths.currency]: ok({ currency: { USD: '0', BNB: '0', TMT: '0', GOAL: '0', POINTS: '0' } }), [ApiPaths.logout]: ok(null) });
    const { history } = renderApp({ remotes: [...remotes, market], loader: loader(), path: '/order/list' });
    expect(await screen.findByRole('heading', { name: 'My orders' })).toBeInTheDocument();
    await userEvent.click(await screen.findByTestId('navbar-profile'));
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    // Still signed in on the page before while home loads: the guard has nothing to send to the login page.
    expect(history.location.pathname).toBe('/order/list');
    expect(api.callsTo(ApiPaths.logout)).toHaveLength(0);

    await act(async () => homeArrives({ default: () => <h1>Welcome</h1> }));
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(await screen.findByTestId('navbar-login')).toBeInTheDocument();
    expect(api.callsTo(ApiPaths.logout)).toHaveLength(1);
    expect(history.location.pathname).toBe('/');
    delete faces.mfe_market;
  });

  it('follows redirect routes and renders guarded pages for a logged-in user', async () => {
    logIn();
    const { history } = renderApp({ remotes, loader: loader(), path: '/collection' });
    expect(await screen.findByRole('heading', { name: 'My cards' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/collection/fpcards');
  });

  it('lists each remote and its active version in the footer', () => {
    renderApp({ remotes, loader: loader(), path: '/nowhere' });
    const versions = screen.getByTestId('remote-versions');
    expect(versions.querySelector('[data-remote="mfe_auth"]')).toHaveTextContent('mfe_auth 1.2.0-aaaa1111');
    expect(versions.querySelector('[data-remote="mfe_collection"]')).toHaveTextContent('mfe_collection 1.0.0-bbbb2222');
    expect(versions.querySelectorAll('[data-remote]')).toHaveLength(2);
  });

  it('says discreetly when it booted from the cached registry', () => {
    renderApp({ remotes, loader: loader(), path: '/nowhere', registrySource: 'cache' });
    expect(screen.getByTestId('registry-notice')).toHaveTextContent('last known version');
  });

  it('explains that the site cannot start without any registry', async () => {
    renderApp({ path: '/market/center', registrySource: 'none' });
    expect(await screen.findByTestId('registry-unavailable')).toBeInTheDocument();
    expect(screen.getByTestId('navbar')).toBeInTheDocument();
  });
});
