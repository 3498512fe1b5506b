// The files a remote route's page loads, from what the builds write beside their bundles: a remote's `mf-manifest.json`
// (its entry and face) and `fc-preload.json` (each route's files and the shared singletons they consume:
// tools/webpack/fc-remote-plugin.cjs), and the shell's `boot-preload.json` (its own files of each singleton it provides
// and of the API transport: tools/webpack/boot-preload-plugin.cjs). The site server reads the same files for a page's
// preload hints (tools/site/preload.ts).

/** A file name inside an app's folder: no folder, no query, nothing to escape. */
const PLAIN_FILE = /^[\w.-]+\.(js|css)$/;
/** Where the shell's build lists its files: the shell is served from the site's root (its publicPath). */
export const SHELL_FILES_URL = '/boot-preload.json';
/** The chunk of `@fc/shared`'s API client that every page's calls need (boot-preload.json `lazy`). */
const API_TRANSPORT = 'api-transport';

interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}
interface RemoteFiles {
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
 * Every file the pages `routeIds` of one remote load, as absolute URLs: the remote's entry and face (unless `faceLoaded`:
 * then its manifest is not asked for again either), each page's files, the shell's files of the singletons they consume
 * and the API transport. Files are content-hashed or in a versioned folder, so fetching them now serves the navigation
 * from the cache.
 */
export async function routeFiles(manifestUrl: string, routeIds: readonly string[], read: ReadJson = readJson, faceLoaded = false): Promise<string[]> {
  const manifest = new URL(manifestUrl, window.location.origin);
  const inRemote = (file: string) => new URL(file, manifest).href;
  const inShell = (file: string) => new URL(`/${file}`, window.location.origin).href;
  const [federation, remote, shell] = (await Promise.all([
    faceLoaded ? null : read(manifest.href),
    read(new URL('fc-preload.json', manifest).href),
    read(new URL(SHELL_FILES_URL, window.location.origin).href),
  ])) as [FederationManifest | null, RemoteFiles | null, ShellFiles | null];
  const files: string[] = [];
  const entry = federation?.metaData?.remoteEntry;
  if (entry?.name && !entry.path) files.push(...plain([entry.name]).map(inRemote));
  const face = federation?.exposes?.find((expose) => expose.name === 'routes')?.assets;
  files.push(...plain(face?.css?.sync).map(inRemote), ...plain(face?.js?.sync).map(inRemote));
  for (const routeId of routeIds) {
    files.push(...plain(remote?.routes?.[routeId]).map(inRemote));
    for (const key of remote?.shared?.[routeId] ?? []) files.push(...plain(shell?.shared?.[key]).map(inShell));
  }
  files.push(...plain(shell?.lazy?.[API_TRANSPORT]).map(inShell));
  return [...new Set(files)];
}
