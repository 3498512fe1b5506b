import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import type { Layout, RemoteName, RouteMeta } from '@fc/shared';
import { PageSkeleton } from '../components/page-skeleton';
import type { ActiveRemote } from '../remotes/registry';
import { RemotePage } from '../remotes/remote-page';
import type { RemotePages } from '../remotes/remote-pages';
import { AppRoot } from './app-root';
import { RequireLogin } from './guard/require-login';
import { BareLayout } from './layouts/bare-layout';
import { GameLayout } from './layouts/game-layout';
import { MainLayout } from './layouts/main-layout';
import type { RemoteRouteHandle } from './navigation-wait';

const NotFoundPage = lazy(() => import('./pages/not-found-page'));
const RegistryUnavailablePage = lazy(() => import('./pages/registry-unavailable-page'));

const LAYOUTS: Record<Layout, ReactNode> = {
  main: <MainLayout />,
  game: <GameLayout />,
  bare: <BareLayout />,
};

function remoteRoute(pages: RemotePages, remote: RemoteName, meta: RouteMeta): RouteObject {
  const page = meta.redirectTo ? (
    <Navigate to={meta.redirectTo} replace />
  ) : (
    <RemotePage remote={remote} routeId={meta.id} pages={pages} />
  );
  const handle: RemoteRouteHandle = { remote, meta };
  return {
    path: meta.path,
    // A navigation commits once the page's code and first answers are there, and goes straight to a redirect's target
    // (navigation-wait.ts); the first load shows a skeleton meanwhile.
    handle,
    // Keyed so that moving between two routes never reuses one page's state (or its error) for the other.
    element: (
      <RequireLogin key={`${remote}:${meta.id}`} loginRequired={meta.loginRequired}>
        {page}
      </RequireLogin>
    ),
  };
}

/**
 * The whole route tree, from the registry alone: each active remote's routes under their layout,
 * and a 404 in the main layout. The shell itself knows no remote page.
 * `registryAvailable` false means nothing could be read: every path then explains that.
 */
export function buildRoutes(remotes: ActiveRemote[], pages: RemotePages, registryAvailable = true): RouteObject[] {
  const byLayout: Record<Layout, RouteObject[]> = { main: [], game: [], bare: [] };
  const seen = new Map<string, string>();
  for (const remote of remotes) {
    for (const meta of remote.routes) {
      const owner = seen.get(meta.path);
      if (owner) {
        console.warn(`[shell] ${remote.name} route ${meta.id}: ${meta.path} is already served by ${owner}`);
        continue;
      }
      seen.set(meta.path, `${remote.name}:${meta.id}`);
      const layout = meta.layout in LAYOUTS ? meta.layout : 'main';
      byLayout[layout].push(remoteRoute(pages, remote.name, meta));
    }
  }
  const Fallback = registryAvailable ? NotFoundPage : RegistryUnavailablePage;
  byLayout.main.push({
    path: '*',
    element: (
      <Suspense fallback={<PageSkeleton />}>
        <Fallback />
      </Suspense>
    ),
  });

  return [
    {
      element: <AppRoot />,
      children: (Object.keys(LAYOUTS) as Layout[]).map((layout) => ({ element: LAYOUTS[layout], children: byLayout[layout] })),
    },
  ];
}
