import './request-polyfill';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { createQueryClient, QueryProvider } from '@fc/shared/query';
import { App } from '../app/app';
import { buildRoutes } from '../app/routes';
import { addShellResources } from '../lib/i18n';
import type { ActiveRemote, RegistrySource } from '../remotes/registry';
import { createRemoteLoader, type RemoteLoader } from '../remotes/remote-loader';
import { createRemotePages } from '../remotes/remote-pages';
import { versionsOf } from '../remotes/remote-versions';

void addShellResources();
// jsdom does not scroll; the scroll policy has its own tests.
window.scrollTo = () => undefined;

interface RenderAppOptions {
  remotes?: ActiveRemote[];
  loader?: RemoteLoader;
  path?: string;
  registrySource?: RegistrySource;
}

const noRemote = createRemoteLoader((name) => Promise.reject(new Error(`${name} is not served in this test`)));

/** The whole shell (providers, layouts, guard, remote areas) on a memory router, with a cache of its own. */
export function renderApp({ remotes = [], loader = noRemote, path = '/', registrySource = 'network' }: RenderAppOptions = {}) {
  const routes = buildRoutes(remotes, createRemotePages(loader), registrySource !== 'none');
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(
    <QueryProvider client={queryClient}>
      <App router={router} remotes={{ versions: versionsOf(remotes), shellVersion: 'test', registrySource }} />
    </QueryProvider>,
  );
  return { ...view, router, queryClient };
}
