// Prints a remote's registry face ({ name, packageVersion, contract, sharedVersion, routes }) as JSON, read from its
// `src/routes.tsx` in Node. Usage: tsx tools/webpack/read-routes.ts <remote dir>
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REMOTE_NAMES, routeMeta, type RemoteFace, type RouteMeta } from '@fc/shared/contracts';

export interface RemoteDescriptor {
  name: RemoteFace['name'];
  packageVersion: string;
  contract: number;
  /** The version of the @fc/shared the remote builds against (the one it resolves); release compares it with the shell's. */
  sharedVersion: string;
  routes: RouteMeta[];
  /**
   * The modules each route's `load` (and the page it wraps, `loadingPage`) and `prefetch` import
   * (`./features/home/pages/home-page`, `./locales/en/market.json?all`), by route id: the build finds the chunks of those
   * imports for the site server's preload hints and the shell's prefetch. A route whose functions name no module is left out.
   */
  pageModules: Record<string, string[]>;
}

/** A module request in a function's source, `import("./features/…")` once compiled. */
const IMPORTED_MODULE = /\bimport\(\s*["'`]([^"'`]+)["'`]\s*\)/g;

function importsOf(fn: unknown): string[] {
  return typeof fn === 'function' ? [...String(fn).matchAll(IMPORTED_MODULE)].map(([, request = '']) => request) : [];
}

/** What a route's functions import: `load`, the page a wrapper keeps on it (`loadingPage`), `prefetch`. */
function routeModules(route: RemoteFace['routes'][number]): string[] {
  const page: unknown = route.load && 'page' in route.load ? route.load.page : undefined;
  return [...new Set([...importsOf(route.load), ...importsOf(page), ...importsOf(route.prefetch)])];
}

function readVersion(file: string): string {
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

type RoutesModule = { default: RemoteFace | { default: RemoteFace } };

function unwrap(mod: RoutesModule): RemoteFace {
  const value = mod.default;
  return 'default' in value ? value.default : value;
}

export async function readRemoteDescriptor(dir: string): Promise<RemoteDescriptor> {
  const packageFile = path.join(dir, 'package.json');
  const sharedFile = createRequire(packageFile).resolve('@fc/shared/package.json');
  const mod = (await import(pathToFileURL(path.join(dir, 'src', 'routes.tsx')).href)) as RoutesModule;
  const face = unwrap(mod);
  if (!(REMOTE_NAMES as readonly string[]).includes(face.name)) throw new Error(`unknown remote name ${String(face.name)}`);
  if (!Number.isInteger(face.contract)) throw new Error(`${face.name}: contract must be an integer`);
  return {
    name: face.name,
    packageVersion: readVersion(packageFile),
    contract: face.contract,
    sharedVersion: readVersion(sharedFile),
    routes: face.routes.map((route) => routeMeta(route)),
    pageModules: Object.fromEntries(
      face.routes.flatMap((route) => {
        const requests = routeModules(route);
        return requests.length > 0 ? [[route.id, requests]] : [];
      }),
    ),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const dir = path.resolve(process.argv[2] ?? '.');
  readRemoteDescriptor(dir).then(
    (descriptor) => process.stdout.write(`${JSON.stringify(descriptor, null, 2)}\n`),
    (error: unknown) => {
      process.stderr.write(`read-routes: ${error instanceof Error ? error.stack : String(error)}\n`);
      process.exit(1);
    },
  );
}
