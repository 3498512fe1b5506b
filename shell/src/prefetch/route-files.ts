// The files a remote route's page loads, from what the builds write beside their bundles: a remote's `fc-preload.json`
// (its face's files, each route's files and the shared singletons they consume: tools/webpack/fc-remote-plugin.cjs; a
// release built before it listed the face: its `mf-manifest.json`), its entry (`REMOTE_ENTRY_FILE`), and the shell's
// `boot-preload.json` (its own files of each singleton it provides and of the API transport:
// tools/webpack/boot-preload-plugin.cjs). The site server reads the same files for a page's preload hints
// (tools/site/preload.ts).
import { REMOTE_ENTRY_FILE } from '@fc/shared';

/** A file name inside an app's folder: no folder, no query, nothing to escape. */
const PLAIN_FILE = /^[\w.-]+\.(js|css)$/;
/** Where the shell's build lists its files: the shell is served from the site's root (its publicPath). */
export const SHELL_FILES_URL = '/boot-preload.json';
/** The chunk of `@fc/shared`'s API client that every page's calls need (boot-preload.json `lazy`). */
const API_TRANSPORT = 'api-transport';

interface FederationManifest {
  exposes?: { name?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}
interface RemoteFiles {
  /** The face's files (the lists of releases built before they named them lack it: read from the manifest). */
  face?: string[];
  routes?: Record<string, string[]>;
  shared?: Record<string, string[]>;
}
interface ShellFiles {
  shared?: Record<string, string[]>;
  lazy?: Record<string, string[]>;
}

export type ReadJson = (url: string) => Promise<unknown>;

/** A JSON file, or null when it cannot be had: prefetching is best effort, and says nothing when it fails. */
export const readJson: ReadJson = (url) =>
  fetch(url, { credentials: 'same-origin' }).then(
    (response) => (response.ok ? (response.json() as Promise<unknown>) : null),
    () => null,
  ).catch(() => null);

const plain = (files: unknown): string[] => (Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string' && PLAIN_FILE.test(file)) : []);

/**
 * Every file the pages `routeIds` of one remote load, as absolute URLs: the remote's entry and face (unless `faceLoaded`),
 * each page's files, the shell's files of the singletons they consume and the API transport. Files are content-hashed
 * or in a versioned folder, so fetching them now serves the navigation from the cache.
 */
export async function routeFiles(manifestUrl: string, routeIds: readonly string[], read: ReadJson = readJson, faceLoaded = false): Promise<string[]> {
  const manifest = new URL(manifestUrl, window.location.origin);
  const inRemote = (file: string) => new URL(file, manifest).href;
  const inShell = (file: string) => new URL(`/${file}`, window.location.origin).href;
  const [remote, shell] = (await Promise.all([
    read(new URL('fc-preload.json', manifest).href),
    read(new URL(SHELL_FILES_URL, window.location.origin).href),
  ])) as [RemoteFiles | null, ShellFiles | null];
  if (!remote) return [];
  const files: string[] = [];
  if (!faceLoaded) files.push(inRemote(REMOTE_ENTRY_FILE), ...(await faceOf(manifest.href, remote, read)).map(inRemote));
  for (const routeId of routeIds) {
    files.push(...plain(remote.routes?.[routeId]).map(inRemote));
    for (const key of remote.shared?.[routeId] ?? []) files.push(...plain(shell?.shared?.[key]).map(inShell));
  }
  files.push(...plain(shell?.lazy?.[API_TRANSPORT]).map(inShell));
  return [...new Set(files)];
}

/** The face's files, stylesheets first: from fc-preload.json, or from the manifest of a release built before it said. */
async function faceOf(manifestUrl: string, remote: RemoteFiles, read: ReadJson): Promise<string[]> {
  const listed = plain(remote.face);
  if (remote.face) return [...listed.filter((file) => file.endsWith('.css')), ...listed.filter((file) => file.endsWith('.js'))];
  const federation = (await read(manifestUrl)) as FederationManifest | null;
  const face = federation?.exposes?.find((expose) => expose.name === 'routes')?.assets;
  return [...plain(face?.css?.sync), ...plain(face?.js?.sync)];
}
