import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { ToastProvider, addRemoteResources, initI18n } from '@fc/shared';
import face from './routes';

// Standalone mode (`npm run dev -w mfe-auth`): this remote's pages on their own, without the shell's layouts or
// login guards. In the composed site the shell mounts ./routes instead and never runs this file.
const routes = face.routes.map((route) => {
  if (!route.load) {
    return <Route key={route.id} path={route.path} element={<Navigate to={route.redirectTo ?? '/'} replace />} />;
  }
  const Page = lazy(route.load);
  return <Route key={route.id} path={route.path} element={<Page />} />;
});

addRemoteResources(face.namespace, face.resources);

void initI18n().then(() => {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
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
});
