// What the shell page carries for the route it is served for, so the browser does not discover it one file at a time:
// the active registry inline (the shell reads it instead of fetching /registry.json), and preload hints for the
// route owner's remote entry, face and the route's page chunks (from its manifest and fc-preload.json, written by its
// build). The browser does not fetch the manifest: the shell registers a remote by its entry (shell/src/remotes/mf-runtime.ts).
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { matchRoutes } from 'react-router';
import {
  FIRST_ANSWERS_ELEMENT_ID,
  paths,
  REGISTRY_ELEMENT_ID,
  REMOTE_NAMES,
  SESSION_COOKIES,
  type FirstAnswers,
  type Registry,
  type RemoteName,
} from '@fc/shared/contracts';

export interface RouteOwner {
  remote: RemoteName;
  routeId: string;
  loginRequired: boolean;
}

/**
 * The remote and route that serve `pathname`, matched as the shell's router matches them (react-router's ranking;
 * the first remote in REMOTE_NAMES to declare a path keeps it), or null for a 404 or a redirect.
 */
export function routeOwner(registry: Registry, pathname: string): RouteOwner | null {
  const seen = new Set<string>();
  const routes: { path: string; owner: RouteOwner }[] = [];
  for (const remote of REMOTE_NAMES) {
    for (const route of registry.remotes[remote]?.routes ?? []) {
      if (seen.has(route.path)) continue;
      seen.add(route.path);
      if (!route.redirectTo) routes.push({ path: route.path, owner: { remote, routeId: route.id, loginRequired: route.loginRequired } });
    }
  }
  const match = matchRoutes(routes, pathname)?.at(-1);
  return match ? (match.route as (typeof routes)[number]).owner : null;
}

/** Whether the request carries a session (the cookies `@fc/shared`'s session writes); the API still checks the token. */
export function hasSession(cookieHeader: string | undefined): boolean {
  const cookies = new Map(
    (cookieHeader ?? '').split(';').map((pair) => {
      const at = pair.indexOf('=');
      return [pair.slice(0, at).trim(), pair.slice(at + 1).trim()] as const;
    }),
  );
  return cookies.get(SESSION_COOKIES.loggedIn) === '1' && !!cookies.get(SESSION_COOKIES.token);
}

/**
 * The route whose files a visitor will load first on `pathname`: its owner, or for a guest on a page that needs a
 * session, the login page the shell's guard sends them to.
 */
export function firstRoute(registry: Registry, pathname: string, signedIn: boolean): RouteOwner | null {
  const owner = routeOwner(registry, pathname);
  return owner?.loginRequired && !signedIn ? routeOwner(registry, paths.login()) : owner;
}

export type Hint = { href: string; as: 'script' | 'style' };

interface ManifestAssets {
  js?: { sync?: string[] };
  css?: { sync?: string[] };
}
interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: ManifestAssets }[];
}
interface PreloadFile {
  routes?: Record<string, string[]>;
}

const EXPOSED_FACE = 'routes';
/** A file name inside a remote's folder: no folder, no query, nothing to escape in an attribute. */
const PLAIN_FILE = /^[\w.-]+\.(js|css)$/;

/**
 * Reads the JSON files of released remote versions. A released version's files never change, so each is read once;
 * a file that is missing or malformed gives null (the page is then served without those hints, never with an error).
 */
export function createReleasedFiles(deployDir: string) {
  const cache = new Map<string, Promise<unknown>>();
  return function read(relative: string): Promise<unknown> {
    let answer = cache.get(relative);
    if (!answer) {
      answer = fs
        .readFile(path.join(deployDir, relative), 'utf8')
        .then((text) => JSON.parse(text) as unknown)
        .catch(() => {
          cache.delete(relative);
          return null;
        });
      cache.set(relative, answer);
    }
    return answer;
  };
}

/** The remote's folder on this site (`remotes/mfe_market/1.0.0-abc/`), or null when its manifest lives elsewhere. */
function releasedFolder(manifestUrl: string): string | null {
  const match = /^\/(remotes\/[a-z_]+\/[\w.-]+\/)mf-manifest\.json$/.exec(manifestUrl);
  return match?.[1] ?? null;
}

/** The files the route's remote loads before its page renders, in the order the browser needs them. */
export async function routeHints(registry: Registry, owner: RouteOwner, read: (relative: string) => Promise<unknown>): Promise<Hint[]> {
  const active = registry.remotes[owner.remote];
  const folder = active ? releasedFolder(active.manifest) : null;
  if (!active || !folder) return [];
  const [manifest, preload] = (await Promise.all([read(`${folder}mf-manifest.json`), read(`${folder}fc-preload.json`)])) as [
    FederationManifest | null,
    PreloadFile | null,
  ];
  const hints: Hint[] = [];
  const entry = manifest?.metaData?.remoteEntry;
  if (entry?.name && !entry.path && PLAIN_FILE.test(entry.name)) hints.push({ href: `/${folder}${entry.name}`, as: 'script' });
  const face = manifest?.exposes?.find((expose) => expose.name === EXPOSED_FACE)?.assets;
  const files = [...(face?.css?.sync ?? []), ...(face?.js?.sync ?? []), ...(preload?.routes?.[owner.routeId] ?? [])];
  for (const file of new Set(files)) {
    if (PLAIN_FILE.test(file)) hints.push({ href: `/${folder}${file}`, as: file.endsWith('.css') ? 'style' : 'script' });
  }
  return hints;
}

/**
 * The shell's own boot files (`boot-preload.json`, written by its build: tools/webpack/boot-preload-plugin.cjs), which
 * main.js would otherwise discover only once it runs. Shell files are served from the site's root.
 */
export function shellHints(bootPreload: unknown): Hint[] {
  const files = (bootPreload as { files?: unknown } | null)?.files;
  if (!Array.isArray(files)) return [];
  return files
    .filter((file): file is string => typeof file === 'string' && PLAIN_FILE.test(file))
    .map((file) => ({ href: `/${file}`, as: file.endsWith('.css') ? 'style' : 'script' }));
}

/** JSON inside a <script> element: nothing in it can close the element or start a comment. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** The registry as an inert data block (no CSP hash needed: a JSON script is never run) and the hints as links. */
export function headMarkup(registry: unknown, hints: Hint[]): string {
  const links = hints.map(({ href, as }) => `<link rel="preload" href="${href}" as="${as}">`);
  return [`<script type="application/json" id="${REGISTRY_ELEMENT_ID}">${scriptSafeJson(registry)}</script>`, ...links].join('');
}

/** The answers of a guest's first calls (first-answers.ts) as an inert data block, like the registry. */
export function firstAnswersMarkup(answers: FirstAnswers | null): string {
  return answers ? `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${scriptSafeJson(answers)}</script>` : '';
}

/** Stylesheets a rendered page needs before its first paint. */
export function stylesheetMarkup(hints: Hint[]): string {
  return hints.map(({ href }) => `<link rel="stylesheet" href="${href}">`).join('');
}

/** index.html with `markup` at the end of its head (before any script of the page runs). */
export function withHead(html: string, markup: string): string {
  const at = html.indexOf('</head>');
  return at < 0 ? html : `${html.slice(0, at)}${markup}${html.slice(at)}`;
}
