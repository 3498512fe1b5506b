import { createContext, type ComponentType } from 'react';
import { loadErrorStrings, type RemoteName } from '@fc/shared';
import { useDocumentTitle } from '../lib/use-document-title';
import { RemoteUnavailableError, type RemoteLoader } from './remote-loader';

/** What a navigation's wait hands the page it shows: `failure` when the page's code could not be loaded. */
export type RemoteRouteData = { failure: unknown } | null;

/** The RemoteRouteData of the location shown (ShellRoutes). */
export const PageLoadFailure = createContext<RemoteRouteData>(null);

/** Remote route pages, ready to render: the remote's face, then the page chunk, wrapped to set the title. */
export interface RemotePages {
  /** Loads the page; concurrent calls share one load. Kept once loaded; a failure is not kept, so Retry loads again. */
  load(remote: RemoteName, routeId: string): Promise<ComponentType>;
  /** The page if it is loaded already: rendered at once, without suspending. */
  loaded(remote: RemoteName, routeId: string): ComponentType | undefined;
}

export interface RemotePagesOptions {
  /** The messages of the result codes (`loadErrorStrings`): a page is rendered once they are there. */
  errorStrings?: () => Promise<void>;
  /**
   * The remote whose page the server sent rendered (its route's frame) and the shell hydrates at boot: that first load
   * does not wait for the error strings, which such a page does not show before a call brings them (api-client.ts).
   */
  hydratedFrame?: RemoteName | null;
}

async function loadPage(
  loader: RemoteLoader,
  remote: RemoteName,
  routeId: string,
  errorStrings: (() => Promise<void>) | null,
): Promise<ComponentType> {
  const stringsReady = errorStrings?.();
  const face = await loader.loadFace(remote);
  const route = face.routes.find((candidate) => candidate.id === routeId);
  if (!route?.load) throw new RemoteUnavailableError(remote, `${remote} has no page for route ${routeId}`);
  const [{ default: Page }] = await Promise.all([route.load(), stringsReady]);
  const titleKey = route.titleKey ? `${face.namespace}:${route.titleKey}` : undefined;
  function RemoteRoutePage() {
    useDocumentTitle(titleKey);
    return <Page />;
  }
  return RemoteRoutePage;
}

export function createRemotePages(
  loader: RemoteLoader,
  { errorStrings = loadErrorStrings, hydratedFrame = null }: RemotePagesOptions = {},
): RemotePages {
  const ready = new Map<string, ComponentType>();
  // Only the very first load can be the page being hydrated: the one at the address the page was served for.
  let frameToHydrate = hydratedFrame;
  const pending = new Map<string, Promise<ComponentType>>();
  const keyOf = (remote: RemoteName, routeId: string) => `${remote}:${routeId}`;

  return {
    load(remote, routeId) {
      const key = keyOf(remote, routeId);
      const Page = ready.get(key);
      if (Page) return Promise.resolve(Page);
      let loading = pending.get(key);
      if (!loading) {
        loading = loadPage(loader, remote, routeId, frameToHydrate === remote ? null : errorStrings);
        frameToHydrate = null;
        pending.set(key, loading);
        loading.then(
          (loadedPage) => ready.set(key, loadedPage),
          () => undefined,
        ).finally(() => pending.delete(key));
      }
      return loading;
    },
    loaded(remote, routeId) {
      return ready.get(keyOf(remote, routeId));
    },
  };
}
