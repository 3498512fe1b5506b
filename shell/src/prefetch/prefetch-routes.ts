import { parsePath } from 'react-router-dom';
import type { RemoteName } from '@fc/shared';
import type { NavigationWait } from '../app/navigation-wait';
import type { ActiveRemote } from '../remotes/registry';
import type { RemotePages } from '../remotes/remote-pages';
import { readJson, routeFiles, type ReadJson } from './route-files';

/** A connection on which the visitor asked to save data, or too slow to spend on pages they may not open. */
function constrainedConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return connection?.saveData === true || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/** A `<link rel="prefetch">` for `url`, unless the page has it already (a script, a style sheet, an earlier prefetch). */
function prefetchLink(root: Document, url: string): void {
  const known = [...root.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[href]')].some(
    (element) => (element instanceof HTMLScriptElement ? element.src : element.href) === url,
  );
  if (known) return;
  const link = root.createElement('link');
  link.rel = 'prefetch';
  link.as = url.endsWith('.css') ? 'style' : 'script';
  link.href = url;
  root.head.appendChild(link);
}

interface RoutePrefetchDeps {
  wait: NavigationWait;
  pages: RemotePages;
  remotes: readonly ActiveRemote[];
  read?: ReadJson;
  root?: Document;
}

/**
 * Fetches into the browser's cache, at the lowest priority (`rel=prefetch`: downloaded, not run), the code of the pages
 * `paths` lead to — after their redirects, those the visitor may open, not loaded yet —, so that following a link to
 * one finds its files there: the remote's entry and face, the page's JavaScript and CSS, the shared singletons it
 * consumes and the API transport. Nothing on a connection that saves data. Answers the URLs asked for.
 */
export async function prefetchRouteCode(paths: readonly string[], { wait, pages, remotes, read = readJson, root = document }: RoutePrefetchDeps): Promise<string[]> {
  if (constrainedConnection()) return [];
  const wanted = new Map<RemoteName, string[]>();
  for (const path of paths) {
    const page = wait.pageAt(parsePath(path));
    if (!page || pages.loaded(page.remote, page.routeId)) continue;
    wanted.set(page.remote, [...(wanted.get(page.remote) ?? []), page.routeId]);
  }
  const once = new Map<string, Promise<unknown>>();
  const readOnce: ReadJson = (url) => {
    let answer = once.get(url);
    if (!answer) once.set(url, (answer = read(url)));
    return answer;
  };
  const lists = await Promise.all(
    [...wanted].map(([name, routeIds]) => {
      const remote = remotes.find((candidate) => candidate.name === name);
      return remote && !remote.unsupported ? routeFiles(remote.manifest, routeIds, readOnce, pages.hasFace(name)) : [];
    }),
  );
  const files = [...new Set(lists.flat())];
  for (const file of files) prefetchLink(root, file);
  return files;
}
