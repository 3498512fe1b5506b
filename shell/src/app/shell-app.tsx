import { StrictMode, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RemotesState } from '../remotes/remote-context';
import { App } from './app';

/**
 * The whole shell as bootstrap.tsx mounts it, inside `router` (ShellRouter in the browser, a static router on the
 * server: prerender.tsx), so that the server renders the tree the browser hydrates.
 */
export function shellApp(router: (app: ReactNode) => ReactNode, routes: RouteObject[], remotes: RemotesState): ReactNode {
  return <StrictMode>{router(<App routes={routes} remotes={remotes} />)}</StrictMode>;
}
