import { lazy, Suspense, use, useEffect, useState, type ComponentType, type ErrorInfo } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemoteName } from '@fc/shared';
import { PageSkeleton } from '../components/page-skeleton';
import { RemoteBoundary } from './remote-boundary';
import { reportRemotePage } from './remote-reports';
import { useRemotes } from './remote-context';
import { isLoadFailure, RemoteUnavailableError } from './remote-loader';
import { PageLoadFailure, type RemotePages } from './remote-pages';

interface RemotePageProps {
  remote: RemoteName;
  routeId: string;
  pages: RemotePages;
}

const lazyPage = (pages: RemotePages, remote: RemoteName, routeId: string) =>
  lazy(() => pages.load(remote, routeId).then((Page) => ({ default: Page })));

/** Hands a load failure that happened before this render to the boundary, which shows the fallback. */
function failedPage(failure: unknown): ComponentType {
  return function FailedRemotePage() {
    throw failure;
  };
}

/**
 * A remote's page. The navigation has normally waited for its code (navigation-wait.ts), so it renders at once;
 * otherwise (the first load, or the wait gave up) it loads here behind a skeleton.
 * Failures stay inside this area's error boundary.
 */
export function RemotePage({ remote, routeId, pages }: RemotePageProps) {
  const { versions, shellVersion } = useRemotes();
  const { pathname } = useLocation();
  const data = use(PageLoadFailure);
  // Held here, above the Suspense boundary, so a suspended first render keeps it; lazy() keeps its
  // rejection, so Retry makes a new one (and a fresh boundary).
  const [attempt, setAttempt] = useState(() => ({
    count: 0,
    Page: pages.loaded(remote, routeId) ?? (data ? failedPage(data.failure) : lazyPage(pages, remote, routeId)),
  }));
  // A page of this remote in this document: counted once, whether it shows or fails (then `error` follows).
  useEffect(() => reportRemotePage(remote, 'load'), [remote]);
  const retry = () =>
    setAttempt(({ count }) => ({ count: count + 1, Page: pages.loaded(remote, routeId) ?? lazyPage(pages, remote, routeId) }));

  const report = (error: unknown, info: ErrorInfo) => {
    const what =
      error instanceof RemoteUnavailableError
        ? `is unavailable: ${error.message}`
        : isLoadFailure(error)
          ? 'failed to load a chunk'
          : 'failed while rendering';
    console.error(`[shell] ${remote}@${versions[remote] ?? 'unknown'} ${what}`, {
      remote,
      version: versions[remote],
      error,
      componentStack: info.componentStack,
      remotes: versions,
      shell: shellVersion,
    });
    reportRemotePage(remote, 'error');
  };

  return (
    <RemoteBoundary key={attempt.count} remote={remote} resetKey={pathname} onRetry={retry} onError={report}>
      <Suspense fallback={<PageSkeleton />}>
        <attempt.Page />
      </Suspense>
    </RemoteBoundary>
  );
}
