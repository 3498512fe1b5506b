import { matchRoutes, type Path, type RouteObject } from 'react-router-dom';
import { isAuthenticated, type RemoteName, type RouteMeta } from '@fc/shared';
import type { RemotePages, RemoteRouteData } from '../remotes/remote-pages';
import { decideAccess } from './guard/guard';

/**
 * How long a navigation waits for a remote page's code before it goes ahead and shows the page's skeleton
 * instead (a slow network, a retried manifest): the click must not look ignored.
 */
export const PAGE_WAIT_MS = 1000;

/** What a remote page's route carries (`RouteObject.handle`), so that a navigation can load its code first. */
export interface RemoteRouteHandle {
  remote: RemoteName;
  meta: RouteMeta;
}

function settlesWithin(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([work.then(() => undefined), timeout]).finally(() => clearTimeout(timer));
}

/**
 * The shell's navigations commit once the new page's code is there, so the page shows at once instead of behind a
 * freshly mounted skeleton (ShellRouter keeps the previous page on screen meanwhile).
 */
/** Where a navigation goes: a path, as the router hands it to its history. */
export type NavigationTarget = Partial<Path>;

export interface NavigationWait {
  /** True when `location` can be shown at once: a shell page, a redirect, a page already loaded, or one the guard refuses. */
  ready(location: NavigationTarget): boolean;
  /**
   * Loads the page of `location`, for at most `PAGE_WAIT_MS`. Never rejects: a failure is handed to the page, whose
   * boundary shows the fallback with Retry.
   */
  settle(location: NavigationTarget): Promise<RemoteRouteData>;
}

/** The wait over the shell's route tree (routes.tsx): the guard comes first, so a guest is not sent a page they may not see. */
export function createNavigationWait(routes: RouteObject[], pages: RemotePages, waitMs = PAGE_WAIT_MS): NavigationWait {
  const pageOf = (location: NavigationTarget): RemoteRouteHandle | null => {
    const handle: unknown = matchRoutes(routes, location)?.at(-1)?.route.handle;
    return handle && typeof handle === 'object' && 'remote' in handle ? (handle as RemoteRouteHandle) : null;
  };
  const mustWait = (location: NavigationTarget): RemoteRouteHandle | null => {
    const page = pageOf(location);
    if (!page || pages.loaded(page.remote, page.meta.id)) return null;
    const { pathname = '/', search = '' } = location;
    const access = decideAccess({ loginRequired: page.meta.loginRequired, authenticated: isAuthenticated(), pathname, search });
    return access.kind === 'allow' ? page : null;
  };
  return {
    ready: (location) => mustWait(location) === null,
    async settle(location) {
      const page = mustWait(location);
      if (!page) return null;
      try {
        await settlesWithin(pages.load(page.remote, page.meta.id), waitMs);
        return null;
      } catch (failure) {
        return { failure };
      }
    },
  };
}
