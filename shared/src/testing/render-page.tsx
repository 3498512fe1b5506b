import type { ReactElement } from 'react';
import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ToastProvider } from '../ui';
import { createQueryClient, QueryProvider } from '../query';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

interface RenderPageOptions {
  /** The route pattern the page is mounted at, e.g. `/messagebox/detail/:UserId`. */
  path: string;
  /** The URL to start at; defaults to `path`. */
  url?: string;
  /** History state of the first entry. */
  state?: unknown;
  strict?: boolean;
  /** Other pages the page may navigate to, by route pattern. */
  routes?: Record<string, ReactElement>;
}

/**
 * Renders a remote's page under a memory router, toasts and a fresh query cache, as the shell would mount it (the
 * remote's strings added first, by its test/render.tsx); `location` shows where
 * it navigated, `queryClient` is the page's cache.
 */
export function renderPage(page: ReactElement, { path, url = path, state, strict = false, routes = {} }: RenderPageOptions) {
  const queryClient = createQueryClient();
  const tree = (
    <QueryProvider client={queryClient}>
      <ToastProvider>
        <MemoryRouter initialEntries={[{ pathname: url.split('?')[0], search: url.includes('?') ? `?${url.split('?')[1]}` : '', state }]}>
          <Routes>
            <Route path={path} element={page} />
            {Object.entries(routes).map(([pattern, element]) => (
              <Route key={pattern} path={pattern} element={element} />
            ))}
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </ToastProvider>
    </QueryProvider>
  );
  return { ...render(strict ? <StrictMode>{tree}</StrictMode> : tree), queryClient };
}

export function currentLocation(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? '';
}
