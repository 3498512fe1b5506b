import { render } from '@testing-library/react';
import { UNSAFE_createMemoryHistory, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import { createQueryClient, QueryProvider } from '@fc/shared/query';
import { App } from '../app/app';
import { createNavigationWait } from '../app/navigation-wait';
import { buildRoutes } from '../app/routes';
import { ShellRouter } from '../app/shell-router';
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

/** The memory history under the app, as a user moves through it: where it is, and a way to go elsewhere. */
export interface TestHistory {
  /** The address, which moves with the page shown. */
  readonly location: Location;
  /** A path, or a step back (-1) or forward through the history. */
  navigate(to: string | number): void;
}

/** Navigates as a link does, through the router (which waits for the page's code). */
function NavigateProbe({ probe }: { probe: { navigate?: NavigateFunction } }) {
  probe.navigate = useNavigate();
  return null;
}

const noRemote = createRemoteLoader((name) => Promise.reject(new Error(`${name} is not served in this test`)));

/** The whole shell (providers, layouts, guard, remote areas) on a memory router, with a cache of its own. */
export function renderApp({ remotes = [], loader = noRemote, path = '/', registrySource = 'network' }: RenderAppOptions = {}) {
  const pages = createRemotePages(loader);
  const routes = buildRoutes(remotes, pages, registrySource !== 'none');
  const memory = UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const probe: { navigate?: NavigateFunction } = {};
  const queryClient = createQueryClient();
  const view = render(
    <QueryProvider client={queryClient}>
      <ShellRouter wait={createNavigationWait(routes, pages)} history={memory}>
        <NavigateProbe probe={probe} />
        <App routes={routes} remotes={{ versions: versionsOf(remotes), shellVersion: 'test', registrySource }} />
      </ShellRouter>
    </QueryProvider>,
  );
  const history: TestHistory = {
    get location() {
      return memory.location;
    },
    navigate(to) {
      if (!probe.navigate) throw new Error('the app has not rendered');
      if (typeof to === 'number') void probe.navigate(to);
      else void probe.navigate(to);
    },
  };
  return { ...view, history, queryClient };
}
