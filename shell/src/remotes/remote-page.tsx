import { lazy, Suspense, useState, type ComponentType, type ErrorInfo } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemoteName } from '@fc/shared';
import { useDocumentTitle } from '../lib/use-document-title';
import { PageSkeleton } from '../components/page-skeleton';
import { RemoteBoundary } from './remote-boundary';
import { useRemotes } from './remote-context';
import { isLoadFailure, RemoteUnavailableError, type RemoteLoader } from './remote-loader';

interface RemotePageProps {
  remote: RemoteName;
  routeId: string;
}

async function loadPage(loader: RemoteLoader, remote: RemoteName, routeId: string): Promise<{ default: ComponentType }> {
  const face = await loader.loadFace(remote);
  const route = face.routes.find((candidate) => candidate.id === routeId);
  if (!route?.load) throw new RemoteUnavailableError(remote, `${remote} has no page for route ${routeId}`);
  const { default: Page } = await route.load();
  const titleKey = route.titleKey ? `${face.namespace}:${route.titleKey}` : undefined;
  function RemoteRoutePage() {
    useDocumentTitle(titleKey);
    return <Page />;
  }
  return { default: RemoteRoutePage };
}

/**
 * A remote's page: its face is loaded on first navigation (`<remote>/routes`), then the page chunk;
 * a skeleton meanwhile; failures stay inside this area's error boundary.
 */
export function RemotePage({ remote, routeId }: RemotePageProps) {
  const { loader, versions, shellVersion } = useRemotes();
  const { pathname } = useLocation();
  // Held here, above the Suspense boundary, so a suspended first render keeps it; lazy() keeps its
  // rejection, so Retry makes a new one (and a fresh boundary).
  const [attempt, setAttempt] = useState(() => ({ count: 0, Page: lazy(() => loadPage(loader, remote, routeId)) }));
  const retry = () => setAttempt(({ count }) => ({ count: count + 1, Page: lazy(() => loadPage(loader, remote, routeId)) }));

  const report = (error: unknown, info: ErrorInfo) => {
    const what = isLoadFailure(error) ? 'failed to load a chunk' : 'failed while rendering';
    console.error(`[shell] ${remote}@${versions[remote] ?? 'unknown'} ${what}`, {
      remote,
      version: versions[remote],
      error,
      componentStack: info.componentStack,
      remotes: versions,
      shell: shellVersion,
    });
  };

  return (
    <RemoteBoundary key={attempt.count} remote={remote} resetKey={pathname} onRetry={retry} onError={report}>
      <Suspense fallback={<PageSkeleton />}>
        <attempt.Page />
      </Suspense>
    </RemoteBoundary>
  );
}
