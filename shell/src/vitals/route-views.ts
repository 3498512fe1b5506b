import { matchRoutes } from 'react-router-dom';
import type { RemoteName } from '@fc/shared';
import { VITALS_ROUTE_MAX_LENGTH, VITALS_ROUTE_PATTERN } from '@fc/shared/contracts/vitals';
import type { ActiveRemote } from '../remotes/registry';

/** What a page view is reported under: the registry's route pattern (never the URL) and the remote version showing it. */
export interface RouteOwner {
  route: string;
  remote: RemoteName;
  remoteVersion: string;
  /** The route only redirects: it shows nothing of its own, its view is the page it leads to. */
  redirect?: true;
}

const REPORTABLE_ROUTE = new RegExp(VITALS_ROUTE_PATTERN);

/**
 * The routes of every remote this shell mounts, as views are reported under them. The shell's own pages (404) and the
 * fallback of a remote version it refuses are not a remote's rendering: no view.
 */
export function reportableRoutes(remotes: readonly ActiveRemote[]): RouteOwner[] {
  return remotes.flatMap((remote) =>
    remote.unsupported
      ? []
      : remote.routes
          .filter((meta) => meta.redirectTo || (meta.path.length <= VITALS_ROUTE_MAX_LENGTH && REPORTABLE_ROUTE.test(meta.path)))
          .map((meta) => ({ route: meta.path, remote: remote.name, remoteVersion: remote.version, ...(meta.redirectTo ? { redirect: true as const } : {}) })),
  );
}

/** The route a pathname shows, ranked as the router ranks them; null for a path no reported route serves. */
export function createRouteMatcher(routes: readonly RouteOwner[]): (pathname: string) => RouteOwner | null {
  const byPath = new Map(routes.map((owner) => [owner.route, owner]));
  const table = routes.map((owner) => ({ path: owner.route }));
  return (pathname) => {
    const matches = matchRoutes(table, pathname);
    const path = matches?.[matches.length - 1]?.route.path;
    return (path !== undefined && byPath.get(path)) || null;
  };
}
