import type { RouteObject } from 'react-router-dom';
import type { RemotesState } from '../remotes/remote-context';
import { AppProviders } from './providers';
import { ShellRoutes } from './shell-routes';

interface AppProps {
  /** The route tree (routes.tsx `buildRoutes`). */
  routes: RouteObject[];
  remotes: RemotesState;
}

/** The shell, inside its router (ShellRouter: the browser's history in the page, a memory history in tests). */
export function App({ routes, remotes }: AppProps) {
  return (
    <AppProviders remotes={remotes}>
      <ShellRoutes routes={routes} />
    </AppProviders>
  );
}
