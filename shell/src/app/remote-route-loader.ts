import type { LoaderFunctionArgs } from 'react-router-dom';
import { isAuthenticated, type RemoteName, type RouteMeta } from '@fc/shared';
import type { RemotePages, RemoteRouteData } from '../remotes/remote-pages';
import { decideAccess } from './guard/guard';

/**
 * How long a navigation waits for a remote page's code before it goes ahead and shows the page's skeleton
 * instead (a slow network, a retried manifest): the click must not look ignored.
 */
export const PAGE_WAIT_MS = 1000;

function settlesWithin(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([work.then(() => undefined), timeout]).finally(() => clearTimeout(timer));
}

/**
 * The route's data-router loader: the navigation commits once the page's code is there, so the page
 * shows at once instead of behind a freshly mounted Suspense fallback. It never throws (that would
 * replace the whole shell with its error page): a failure is handed to the page, whose boundary shows
 * the fallback with Retry. The guard comes first: a guest is not sent a page it may not see (RequireLogin
 * then redirects to the login page).
 */
export function remoteRouteLoader(pages: RemotePages, remote: RemoteName, meta: RouteMeta, waitMs = PAGE_WAIT_MS) {
  return async ({ request }: LoaderFunctionArgs): Promise<RemoteRouteData> => {
    if (pages.loaded(remote, meta.id)) return null;
    const { pathname, search } = new URL(request.url);
    const access = decideAccess({ loginRequired: meta.loginRequired, authenticated: isAuthenticated(), pathname, search });
    if (access.kind !== 'allow') return null;
    try {
      await settlesWithin(pages.load(remote, meta.id), waitMs);
      return null;
    } catch (failure) {
      return { failure };
    }
  };
}
