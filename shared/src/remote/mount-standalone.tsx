import { StrictMode, Suspense, lazy } from 'react';
import type { Root } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
// The entry '@fc/shared/standalone' (a remote's development bootstrap only, never a release build): what it uses of
// the singleton comes from '@fc/shared' by name, so that there stays one i18n instance and one toast context.
import { addRemoteResources, initI18n, loadErrorStrings, ToastProvider, type RemoteFace } from '@fc/shared';

/**
 * Standalone mode (`npm run dev -w mfe-<name>`): a remote's pages on their own, without the shell's layouts or
 * login guards — redirects navigate, every other route lazily loads its page. In the composed site the shell mounts
 * the remote's `./routes` instead and never calls this.
 *
 * @param container where to render; `#root` of the remote's index.html when omitted.
 * @returns the React root, once i18n is ready and the first render is scheduled.
 */
export async function mountStandalone(face: RemoteFace, container?: HTMLElement): Promise<Root> {
  const target = container ?? document.getElementById('root');
  if (!target) throw new Error('#root is missing from index.html');

  const routes = face.routes.map((route) => {
    if (!route.load) {
      return <Route key={route.id} path={route.path} element={<Navigate to={route.redirectTo ?? '/'} replace />} />;
    }
    const Page = lazy(route.load);
    return <Route key={route.id} path={route.path} element={<Page />} />;
  });

  await addRemoteResources(face.namespace, face.resources);
  await Promise.all([initI18n(), loadErrorStrings()]);
  // Loaded on demand: react-dom/client is not a Module Federation singleton (only package roots are), so a static
  // import would bundle React's DOM client into @fc/shared's chunk on every page of the composed site.
  const { createRoot } = await import('react-dom/client');
  const root = createRoot(target);
  root.render(
    <StrictMode>
      <ToastProvider>
        <BrowserRouter>
          <Suspense fallback={null}>
            <Routes>{routes}</Routes>
          </Suspense>
        </BrowserRouter>
      </ToastProvider>
    </StrictMode>,
  );
  return root;
}
