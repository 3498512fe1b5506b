import { createContext, type ComponentType } from 'react';
import { loadErrorStrings, prepareApiClient, type RemoteFace, type RemoteName, type RouteTarget } from '@fc/shared';
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
  /**
   * Starts the calls the page makes first (its route's `prefetch`), loading the remote's face if need be. Resolves once
   * the page has something to show, or at once when it declares none; never rejects (the page asks and shows a
   * failure itself; a face that does not load is the page's load's to report).
   */
  prefetch(remote: RemoteName, routeId: string, target: RouteTarget): Promise<void>;
  /** Whether the page fetches before it shows (its route declares a `prefetch`), as far as its remote's face is loaded. */
  prefetches(remote: RemoteName, routeId: string): boolean;
  /** Whether the remote's face is loaded: its entry and face are on the page. */
  hasFace(remote: RemoteName): boolean;
}

const routeOf = (face: RemoteFace, routeId: string) => face.routes.find((candidate) => candidate.id === routeId);

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
  const route = routeOf(face, routeId);
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
  const faces = new Map<RemoteName, RemoteFace>();
  const faceOf = (remote: RemoteName) =>
    loader.loadFace(remote).then((face) => {
      faces.set(remote, face);
      return face;
    });
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
        loading = loadPage({ loadFace: faceOf }, remote, routeId, frameToHydrate === remote ? null : errorStrings);
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
    async prefetch(remote, routeId, target) {
      try {
        const face = faces.get(remote) ?? (await faceOf(remote));
        const prefetch = routeOf(face, routeId)?.prefetch;
        if (!prefetch) return;
        // Its calls go on the wire as soon as they are made, the transport's code fetched alongside their module's.
        prepareApiClient();
        await prefetch(target);
      } catch {
        // Nothing to show for it: the page makes its calls itself, and its load reports a face that did not come.
      }
    },
    hasFace(remote) {
      return faces.has(remote);
    },
    prefetches(remote, routeId) {
      const face = faces.get(remote);
      return face ? typeof routeOf(face, routeId)?.prefetch === 'function' : false;
    },
  };
}
