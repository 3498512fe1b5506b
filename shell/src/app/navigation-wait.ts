import { matchRoutes, resolvePath, type Path, type RouteObject } from 'react-router-dom';
import { isAuthenticated, prepareApiClient, type RemoteName, type RouteMeta, type RouteTarget } from '@fc/shared';
import type { RemotePages, RemoteRouteData } from '../remotes/remote-pages';
import { decideAccess } from './guard/guard';

/**
 * How long a navigation waits for a remote page's code before it goes ahead and shows the page's skeleton
 * instead (a slow network, a retried manifest): the click must not look ignored.
 */
export const PAGE_WAIT_MS = 1000;

/**
 * How long a navigation waits, besides the page's code, for the first answers of a page that declares them (its
 * route's `prefetch`), so that the page shows with its content rather than a skeleton replaced a moment later; past it
 * the page shows its skeleton and the answers fill it. Kept well under a second: the previous page stays meanwhile, with
 * nothing to say that the click was taken. [ours]
 */
export const DATA_WAIT_MS = 400;

/** What a remote route carries (`RouteObject.handle`): its page's code and data load before a navigation commits. */
export interface RemoteRouteHandle {
  remote: RemoteName;
  meta: RouteMeta;
}

/** Where a navigation goes: a path, as the router hands it to its history. */
export type NavigationTarget = Partial<Path>;

/** A remote page the visitor may open, matched at a location. */
interface PageMatch {
  remote: RemoteName;
  meta: RouteMeta;
  target: RouteTarget;
}

function settlesWithin(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([work.then(() => undefined), timeout]).finally(() => clearTimeout(timer));
}

const ignore = () => undefined;
/** How many addresses' matches a navigation wait keeps. */
const RECENT_MATCHES = 8;

/**
 * The shell's navigations commit once the new page's code is there, and its first answers or DATA_WAIT_MS, so the page
 * shows at once, with its content, instead of behind a freshly mounted skeleton (ShellRouter keeps the previous page on
 * screen meanwhile). The same matching tells what a link leads to, so that its page can be fetched before it is followed.
 */
export interface NavigationWait {
  /**
   * Where a navigation to `location` ends: the target of a route that only redirects (which the visitor may open), so
   * that the navigation goes there at once, its page's code and data started without a render of the redirect first;
   * else `location` itself.
   */
  destination(location: NavigationTarget): NavigationTarget;
  /** True when `location` can be shown at once: a shell page, a page refused by the guard, or one loaded that fetches nothing first. */
  ready(location: NavigationTarget): boolean;
  /**
   * Loads the page of `location`, for at most `PAGE_WAIT_MS`, and starts its first calls, waited for at most
   * DATA_WAIT_MS. Never rejects: a failure to load is handed to the page, whose boundary shows the fallback with Retry.
   */
  settle(location: NavigationTarget): Promise<RemoteRouteData>;
  /**
   * A link to `location` is about to be followed (pointer over it, focus, touch, or the page that opens it): its page's
   * code and first calls start, for the navigation to find them. Failures are left to that navigation.
   */
  prefetch(location: NavigationTarget): void;
  /** The remote page at `location` that the visitor may open (after its redirect), or null. */
  pageAt(location: NavigationTarget): { remote: RemoteName; routeId: string } | null;
}

/** The wait over the shell's route tree (routes.tsx): the guard comes first, so a guest is not sent a page they may not see. */
export function createNavigationWait(routes: RouteObject[], pages: RemotePages, waitMs = PAGE_WAIT_MS, dataWaitMs = DATA_WAIT_MS): NavigationWait {
  const allowed = (meta: RouteMeta, { pathname = '/', search = '' }: NavigationTarget) =>
    decideAccess({ loginRequired: meta.loginRequired, authenticated: isAuthenticated(), pathname, search }).kind === 'allow';

  const match = (location: NavigationTarget) => {
    const found = matchRoutes(routes, location)?.at(-1);
    const handle: unknown = found?.route.handle;
    return found && handle && typeof handle === 'object' && 'remote' in handle ? { match: found, handle: handle as RemoteRouteHandle } : null;
  };
  // A navigation asks about the same address several times (its destination, ready, settle) and matching ranks every
  // route of the registry anew: the last few answers are kept (the tree never changes; the guard is asked each time).
  const recent = new Map<string, ReturnType<typeof match>>();
  const matchAt = (location: NavigationTarget) => {
    const key = `${location.pathname ?? '/'}${location.search ?? ''}`;
    if (!recent.has(key)) {
      if (recent.size >= RECENT_MATCHES) recent.delete(recent.keys().next().value ?? '');
      recent.set(key, match(location));
    }
    return recent.get(key) ?? null;
  };

  const destination = (location: NavigationTarget): NavigationTarget => {
    const found = matchAt(location);
    const redirectTo = found?.handle.meta.redirectTo;
    if (!found || !redirectTo || !allowed(found.handle.meta, location)) return location;
    // As <Navigate to={redirectTo} /> inside the route: relative to the matched path; the query is not carried.
    const { pathname, search, hash } = resolvePath(redirectTo, found.match.pathname);
    return { pathname, search, hash };
  };

  /** The remote page the visitor may open at `location` (not a redirect: `destination` first), or null. */
  const pageOf = (location: NavigationTarget): PageMatch | null => {
    const found = matchAt(location);
    if (!found || found.handle.meta.redirectTo || !allowed(found.handle.meta, location)) return null;
    return { remote: found.handle.remote, meta: found.handle.meta, target: { params: found.match.params, search: location.search ?? '' } };
  };

  const mustWait = (location: NavigationTarget): PageMatch | null => {
    const page = pageOf(location);
    if (!page) return null;
    const { remote, meta } = page;
    return pages.loaded(remote, meta.id) && !pages.prefetches(remote, meta.id) ? null : page;
  };

  return {
    destination,
    ready: (location) => mustWait(location) === null,
    async settle(location) {
      const page = mustWait(location);
      if (!page) return null;
      const { remote, meta, target } = page;
      // Its calls go on the wire as soon as they are made, the transport's code fetched alongside the page's.
      prepareApiClient();
      const data = settlesWithin(pages.prefetch(remote, meta.id, target), dataWaitMs);
      try {
        await settlesWithin(Promise.all([pages.load(remote, meta.id), data]), waitMs);
        return null;
      } catch (failure) {
        return { failure };
      }
    },
    prefetch(location) {
      const page = pageOf(destination(location));
      if (!page) return;
      const { remote, meta, target } = page;
      pages.load(remote, meta.id).catch(ignore);
      void pages.prefetch(remote, meta.id, target);
    },
    pageAt(location) {
      const page = pageOf(destination(location));
      return page ? { remote: page.remote, routeId: page.meta.id } : null;
    },
  };
}
