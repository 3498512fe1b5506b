import './testing/server-render-globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { UNSAFE_createMemoryHistory } from 'react-router-dom';
import { i18n, SUPPORTED_CONTRACTS, type Registry, type RouteMeta } from '@fc/shared';
import { createNavigationWait } from './app/navigation-wait';
import { shellRootOptions } from './app/root-options';
import { buildRoutes } from './app/routes';
import { shellApp } from './app/shell-app';
import { addShellResources } from './lib/i18n';
import { ShellRouter } from './app/shell-router';
import { prerenderedLanguage } from './prerender/frame-contract';
import { activeRemotes } from './remotes/registry';
import type { RemotePages } from './remotes/remote-pages';
import { versionsOf } from './remotes/remote-versions';

const meta = (id: string, path: string, layout: RouteMeta['layout'] = 'main'): RouteMeta => ({ id, path, layout, loginRequired: false });

const registry: Registry = {
  revision: 7,
  updatedAt: '2026-11-27T00:00:00.000Z',
  shell: { version: '1.0.0-test' },
  remotes: {
    mfe_auth: {
      version: '1.0.0-aaaa1111',
      manifest: '/remotes/mfe_auth/1.0.0-aaaa1111/mf-manifest.json',
      contract: SUPPORTED_CONTRACTS[0]!,
      routes: [meta('auth.login', '/login', 'bare')],
    },
    mfe_market: {
      version: '1.0.0-bbbb2222',
      manifest: '/remotes/mfe_market/1.0.0-bbbb2222/mf-manifest.json',
      contract: SUPPORTED_CONTRACTS[0]!,
      routes: [meta('market.home', '/'), meta('market.center', '/market/center')],
    },
  },
};

/** The frame of the home page here: what its page renders before its data (a remote builds the real one). */
const FRAME = '<section data-testid="home-frame"><h1>Collect, trade, play</h1><button type="button">Show more</button></section>';

function HomeFrame() {
  return (
    <section data-testid="home-frame">
      <h1>Collect, trade, play</h1>
      <button type="button" onClick={() => document.body.setAttribute('data-clicked', 'yes')}>
        Show more
      </button>
    </section>
  );
}

function MarketPage() {
  return <h1>Market center</h1>;
}

/** The remotes' pages in the browser: each arrives when `arrive` is called, as a chunk would. */
function browserPages() {
  const waiting: (() => void)[] = [];
  const byRoute: Record<string, ComponentType> = { 'market.home': HomeFrame, 'market.center': MarketPage };
  const pages: RemotePages = {
    load: (_remote, routeId) => new Promise((resolve) => waiting.push(() => resolve(byRoute[routeId]!))),
    loaded: () => undefined,
    prefetch: () => Promise.resolve(),
    prefetches: () => false,
    hasFace: () => false,
  };
  return { pages, arrive: () => waiting.splice(0).forEach((resolve) => resolve()) };
}

type ServerRenderer = typeof import('./prerender');

/**
 * The renderer as the site server runs it: a module registry of its own (its own React, router and i18next), as in the
 * server's process, so that nothing of the server's render is left in the modules the browser side uses here.
 */
function serverRenderer(): ServerRenderer {
  let renderer: ServerRenderer | undefined;
  jest.isolateModules(() => {
    renderer = jest.requireActual<ServerRenderer>('./prerender');
  });
  return renderer!;
}
const { languageFor, renderShell } = serverRenderer();

// jsdom does not scroll; the scroll policy has its own tests.
window.scrollTo = () => undefined;

let root: Root | null = null;
afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  await i18n.changeLanguage('en');
});

/** The page the site server sends for `url`, hydrated as bootstrap.tsx does; every console error is kept. */
async function serveAndHydrate(url: string, language: 'en' | 'ko', frame: string | null) {
  document.body.innerHTML = await renderShell({ url, language, registry, frame });
  const container = document.getElementById('root')!;
  const served = document.body.innerHTML;
  const errors: unknown[][] = [];
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
  // As bootstrap.tsx: the shell's strings in the chosen language before the first render.
  await addShellResources();
  await i18n.changeLanguage(language);
  const remotes = activeRemotes(registry);
  const { pages, arrive } = browserPages();
  const routes = buildRoutes(remotes, pages, true);
  const history = UNSAFE_createMemoryHistory({ initialEntries: [url], v5Compat: true });
  const app = shellApp(
    (children) => (
      <ShellRouter wait={createNavigationWait(routes, pages)} history={history}>
        {children}
      </ShellRouter>
    ),
    routes,
    { versions: versionsOf(remotes), shellVersion: registry.shell!.version, registrySource: 'network' },
  );
  expect(prerenderedLanguage(container)).toBe(language);
  await act(async () => {
    root = hydrateRoot(container, app, shellRootOptions);
  });
  return { container, served, errors, arrive };
}

describe('the app shell the site server sends', () => {
  it('is hydrated by the browser without a mismatch, the route page filling the frame it came with', async () => {
    const { container, served, errors, arrive } = await serveAndHydrate('/', 'en', FRAME);
    expect(served).toContain(FRAME);
    // Before the home page's code arrives, the frame is on screen as it was sent.
    expect(screen.getByRole('heading', { level: 1, name: 'Collect, trade, play' })).toBeInTheDocument();
    expect(screen.getByTestId('navbar-login')).toHaveAttribute('href', '/login');
    const frameNode = screen.getByTestId('home-frame');
    await act(async () => arrive());
    // The page took over the same nodes: nothing was thrown away, and they answer.
    expect(screen.getByTestId('home-frame')).toBe(frameNode);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(document.body).toHaveAttribute('data-clicked', 'yes');
    expect(errors).toEqual([]);
    expect(container.querySelector('[data-testid="navbar"]')).not.toBeNull();
  });

  it('leaves a page without a frame to the browser behind a skeleton, quietly', async () => {
    const { served, errors, arrive } = await serveAndHydrate('/market/center?sort=price', 'en', null);
    expect(served).toContain('data-testid="page-skeleton"');
    // The navbar was rendered for this address: Market is current, and signing in comes back here.
    expect(screen.getByTestId('nav-market')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('navbar-login')).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/market/center?sort=price')}`);
    await act(async () => arrive());
    expect(screen.getByRole('heading', { level: 1, name: 'Market center' })).toBeInTheDocument();
    expect(errors).toEqual([]);
  });

  it('is sent and hydrated in Korean', async () => {
    const { served, errors } = await serveAndHydrate('/market/center', 'ko', null);
    expect(served).toContain('data-fc-frame="ko"');
    expect(screen.getByTestId('nav-market')).toHaveTextContent('마켓');
    expect(screen.getByTestId('navbar-login')).toHaveTextContent('로그인');
    expect(errors).toEqual([]);
  });
});

describe('the language a page is rendered in (SPEC §1)', () => {
  it('is the language cookie, else the first supported language the browser prefers, else English', () => {
    expect(languageFor('theme=dark; language=ko-kr', 'en-US,en')).toBe('ko');
    expect(languageFor('language=en', 'ko-KR')).toBe('en');
    expect(languageFor('language=fr', 'ko-KR,ko;q=0.9')).toBe('ko');
    expect(languageFor(undefined, 'fr-FR,ko;q=0.8,en;q=0.9')).toBe('en');
    expect(languageFor(undefined, 'fr-FR,en;q=0.5,ko;q=0.8')).toBe('ko');
    expect(languageFor(undefined, 'ko;q=0,de')).toBe('en');
    expect(languageFor(undefined, undefined)).toBe('en');
    // A cookie that is not valid percent-encoding is no language, not an error.
    expect(languageFor('language=%E0%A4%A', 'ko')).toBe('ko');
  });
});
