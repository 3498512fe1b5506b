// The site as a Fastify instance (not listening): the API (`buildApp` from @fc/api, everything under /api) plus the
// deploy folder — the registry, the shell, every released remote version and the generated art (/resources/) — with
// the caching each kind of file needs and the shell page's security headers (@fastify/helmet). server.ts listens;
// tests inject.
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import fastifyEtag from '@fastify/etag';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pathToFileURL } from 'node:url';
import {
  API_LANGUAGE_OF,
  REMOTE_REPORT_PATH,
  SESSION_COOKIES,
  type Registry,
  type RegistryRemote,
  type RemoteName,
  type RemoteReport,
} from '@fc/shared/contracts';
import { DEFAULT_RESOURCES_URL, resourcePaths, type ResourcesConfig } from '@fc/shared/contracts/resources';
import {
  bucketOf,
  createCanaryCounter,
  newVisitorId,
  parseCookies,
  registryForVisitor,
  remoteReportSchema,
  visitorCookie,
  visitorIdOf,
  type CanaryTools,
  type VisitorKey,
} from './canary';
import { createFirstAnswers, firstCallsOf, type FirstAnswersOptions } from './first-answers';
import {
  createReleasedFiles,
  firstAnswersMarkup,
  firstRoute,
  hasSession,
  headMarkup,
  routeHints,
  routeOwner,
  shellHints,
  stylesheetMarkup,
  withHead,
  type Hint,
} from './preload';
import { createShellFrames, withShellFrame } from './shell-frame';
import { cspDirectives, inlineHashes, shellPageHelmet, sourcesFromEnv, type SiteSources } from './security';

const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const resolveDeployDir = (deployDir?: string) =>
  path.resolve(deployDir ?? process.env.DEPLOY_DIR ?? path.join(REPO_ROOT, 'deploy'));
const emptyRegistry = (): Registry => ({ revision: 0, updatedAt: new Date(0).toISOString(), remotes: {} });

export type ApiFactory = (options: {
  pgliteDir?: string;
  logger?: boolean;
  publicUrl?: string;
}) => FastifyInstance | Promise<FastifyInstance>;

export interface SiteAppOptions {
  /** The deploy folder (default $DEPLOY_DIR, else <repo>/deploy). */
  deployDir?: string;
  /** PGlite data folder (default $PGLITE_DIR, else the API's `.data/pglite`). */
  pgliteDir?: string;
  /** Fastify request logging (default $LOG_REQUESTS === '1'). */
  logger?: boolean;
  /** The site's public address, for links in mails (default $PUBLIC_URL, else the API's default). */
  publicUrl?: string;
  /** Rewrites the registry before it is served: `npm run dev` points one remote at its dev server. */
  registryOverlay?: (registry: Registry) => Registry | Promise<Registry>;
  /** Extra origins the page may load scripts, styles and manifests from (a remote's dev server). */
  devOrigins?: string[];
  /** Where the page may connect and load images from (default from $API_URL, $CHAIN_RPC_URLS, $RESOURCES_URL). */
  sources?: SiteSources;
  /** Builds the API; default `buildApp` from @fc/api. Its `trustProxy` ($TRUST_PROXY) decides what counts as HTTPS. */
  buildApi?: ApiFactory;
  /** Where pages load the generated art from (default $RESOURCES_URL, else the site's own /resources/). */
  resourcesUrl?: string;
  /** How long a guest's page waits for its first answers and how long one answer serves (tests: and the clock). */
  firstAnswers?: FirstAnswersOptions;
  /** The registry tooling's canary functions (default tools/registry/canary.mjs, imported when first needed). */
  canaryTools?: () => Promise<CanaryTools>;
  /** This process's name in the canary counts (default host, pid and a random suffix). */
  canaryTag?: string;
}

/** How long a session token's account is remembered for the visitor's bucket (a revoked session is a guest after). */
const SESSION_USER_CACHE_MS = 30_000;
const SESSION_USERS_CACHED = 10_000;

/** The account lookup the API decorates itself with (api/src/app.ts); absent from a test's stand-in API. */
interface SessionLookup {
  sessionUserOf?: (token: string) => Promise<{ id: number } | null>;
}

/** tools/registry/canary.mjs, a native ES module of the registry tooling, imported at run time. */
async function registryCanaryTools(): Promise<CanaryTools> {
  const file = pathToFileURL(path.join(REPO_ROOT, 'tools', 'registry', 'canary.mjs')).href;
  return (await import(file)) as CanaryTools;
}

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** File names webpack gives a content hash: `main.1a2b3c4d.js`, `assets/logo.1a2b3c4d.png`. */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+(\.(br|gz))?$/;
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;
/** The deploy folder's copy of the generated art (tools/site/resources.mjs), served at /resources/. */
const RESOURCES = 'resources';
/** An SVG opened on its own is a document: it may load and run nothing. */
const RESOURCE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Shell pages kept compressed, by their ETag: one per route and registry revision, so a handful in practice. */
const COMPRESSED_PAGES = 64;

/** A page's first answers not made yet when the rest of it is ready. */
const ON_THEIR_WAY = Symbol('first answers on their way');

/** The page split where its body ends: what is painted, and the end the first answers go before. */
function atBodyEnd(page: string): [string, string] {
  const at = page.lastIndexOf('</body>');
  return at < 0 ? [page, ''] : [page.slice(0, at), page.slice(at)];
}

/** The encoding to send a page in: brotli, else gzip, else none, as the request's Accept-Encoding allows. */
function pageEncoding(accept: string | undefined): 'br' | 'gzip' | null {
  const offered = (accept ?? '').toLowerCase().split(',').map((part) => part.trim());
  const allows = (name: string) => offered.some((part) => part === name || (part.startsWith(`${name};`) && !/;\s*q=0(\.0*)?$/.test(part)));
  return allows('br') ? 'br' : allows('gzip') ? 'gzip' : null;
}

/** A URL path as a safe relative file path, or null when it tries to leave its folder or is malformed. */
function safeRelative(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((segment) => segment === '..' || segment === '.' || segment.startsWith('.'))) return null;
  return segments.join('/');
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}

async function defaultBuildApi(): Promise<ApiFactory> {
  const api = (await import('@fc/api')) as { buildApp?: ApiFactory };
  if (typeof api.buildApp !== 'function') throw new Error('@fc/api does not export buildApp');
  return api.buildApp;
}

/** A file's identity for caches derived from it: changes whenever the file is replaced or rewritten. */
const statKey = (stat: { ino: number; mtimeMs: number; size: number } | null) => (stat ? `${stat.ino}:${stat.mtimeMs}:${stat.size}` : 'none');

export async function buildSiteApp(options: SiteAppOptions = {}): Promise<FastifyInstance> {
  const deployDir = resolveDeployDir(options.deployDir);
  const pgliteDir = options.pgliteDir ?? process.env.PGLITE_DIR;
  const publicUrl = options.publicUrl ?? process.env.PUBLIC_URL;
  const buildApi = options.buildApi ?? (await defaultBuildApi());
  const devOrigins = options.devOrigins ?? [];
  const sources = options.sources ?? sourcesFromEnv();
  const resourcesUrl = options.resourcesUrl ?? (process.env.RESOURCES_URL || DEFAULT_RESOURCES_URL);

  const app = await buildApi({
    ...(pgliteDir ? { pgliteDir } : {}),
    ...(publicUrl ? { publicUrl } : {}),
    logger: options.logger ?? process.env.LOG_REQUESTS === '1',
  });

  await app.register(fastifyStatic, {
    root: deployDir,
    serve: false,
    preCompressed: true,
    etag: true,
    lastModified: true,
    cacheControl: false,
    index: false,
    dotfiles: 'deny',
  });
  // Not global: the API has its own headers; the shell page asks for its own with reply.helmet() below.
  await app.register(fastifyHelmet, { global: false });

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    return payload;
  });

  /** Sends `<deployDir>/<relative>` with a cache policy, or a plain 404 when it does not exist. */
  async function sendDeployed(reply: FastifyReply, relative: string, cacheControl: string) {
    if (!(await isFile(path.join(deployDir, relative)))) {
      return reply.code(404).header('cache-control', NO_CACHE).type('text/plain; charset=utf-8').send('Not found');
    }
    reply.header('cache-control', cacheControl);
    if (COMPRESSIBLE.test(relative)) reply.header('vary', 'Accept-Encoding');
    return reply.sendFile(relative);
  }

  let directivesCache: { key: string; directives: Record<string, string[]> } | null = null;
  async function shellDirectives(indexFile: string, key: string) {
    if (directivesCache?.key !== key) {
      const inline = inlineHashes(await fs.readFile(indexFile, 'utf8'));
      directivesCache = { key, directives: cspDirectives(sources, devOrigins, inline) };
    }
    return directivesCache.directives;
  }

  let indexCache: { key: string; html: string } | null = null;
  async function shellIndexHtml(indexFile: string, key: string): Promise<string> {
    if (indexCache?.key !== key) indexCache = { key, html: await fs.readFile(indexFile, 'utf8') };
    return indexCache.html;
  }

  let bootCache: { key: string; hints: Hint[] } | null = null;
  /** The shell's boot files, re-read when the shell is deployed again. */
  async function shellBootHints(): Promise<Hint[]> {
    const file = path.join(deployDir, 'shell', 'boot-preload.json');
    const stat = await fs.stat(file).catch(() => null);
    const key = statKey(stat);
    if (bootCache?.key !== key) {
      const parsed: unknown = stat ? await fs.readFile(file, 'utf8').then((text) => JSON.parse(text) as unknown).catch(() => null) : null;
      bootCache = { key, hints: shellHints(parsed) };
    }
    return bootCache.hints;
  }

  const sessionUsers = new Map<string, { at: number; id: number | null }>();
  /** The signed-in account's id behind the request's session cookies, remembered briefly; null for a guest. */
  async function signedInUserId(cookies: Map<string, string>): Promise<number | null> {
    const token = cookies.get(SESSION_COOKIES.token);
    const lookup = (app as unknown as SessionLookup).sessionUserOf;
    if (!token || cookies.get(SESSION_COOKIES.loggedIn) !== '1' || !lookup) return null;
    const now = Date.now();
    const cached = sessionUsers.get(token);
    if (cached && now - cached.at < SESSION_USER_CACHE_MS) return cached.id;
    const user = await lookup(token).catch(() => null);
    sessionUsers.delete(token);
    sessionUsers.set(token, { at: now, id: user?.id ?? null });
    if (sessionUsers.size > SESSION_USERS_CACHED) sessionUsers.delete(sessionUsers.keys().next().value as string);
    return user?.id ?? null;
  }

  /**
   * Who the request comes from, for the canary: the signed-in account, else the browser's anonymous cookie, which a
   * browser without one is given with this answer. Null without `reply` (nothing to give a cookie with) when the browser has none.
   */
  async function visitorOf(request: FastifyRequest, reply: FastifyReply | null): Promise<VisitorKey | null> {
    let anonymous = visitorIdOf(request.headers.cookie);
    if (!anonymous && reply) {
      anonymous = newVisitorId();
      reply.header('set-cookie', visitorCookie(anonymous, request.protocol === 'https'));
    }
    const userId = await signedInUserId(parseCookies(request.headers.cookie));
    if (userId !== null) return `user:${userId}`;
    return anonymous ? `anon:${anonymous}` : null;
  }

  /** The registry as this visitor gets it (their versions and bucket) with the art's address. */
  async function registryFor(request: FastifyRequest, reply: FastifyReply): Promise<Registry> {
    const visitor = await visitorOf(request, reply);
    const registry = await currentRegistry();
    return { ...registryForVisitor(registry, visitor ? bucketOf(visitor) : 0), resources: await currentResources() };
  }

  const canaryCounter = createCanaryCounter({
    deployDir,
    tools: options.canaryTools ?? registryCanaryTools,
    log: (message) => app.log.warn(message),
    ...(options.canaryTag ? { tag: options.canaryTag } : {}),
  });
  app.addHook('onClose', async () => canaryCounter.close());

  const readReleased = createReleasedFiles(deployDir);
  const { shellFrame, languageOf } = createShellFrames(deployDir, (message) => app.log.error(message));
  const firstAnswers = createFirstAnswers(app, options.firstAnswers);
  const compressedPages = new Map<string, Promise<Buffer>>();
  function compressedPage(etag: string, encoding: 'br' | 'gzip', body: string): Promise<Buffer> {
    const key = `${encoding}:${etag}`;
    let answer = compressedPages.get(key);
    if (!answer) {
      answer = encoding === 'br' ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }) : gzip(body, { level: 9 });
      compressedPages.set(key, answer);
      // Oldest first: a Map iterates in insertion order.
      if (compressedPages.size > COMPRESSED_PAGES) compressedPages.delete(compressedPages.keys().next().value as string);
    }
    return answer;
  }

  /**
   * The shell page for a page address: index.html with the active registry inline and preload hints for what the
   * route's remote will load (tools/site/preload.ts), for a guest the rendered shell (shell-frame.ts) and the answers
   * of the route's first calls (first-answers.ts), revalidated by its ETag on every visit.
   */
  async function sendShellIndex(request: FastifyRequest, reply: FastifyReply, pathname: string) {
    const indexFile = path.join(deployDir, 'shell', 'index.html');
    const stat = await fs.stat(indexFile).catch(() => null);
    if (!stat?.isFile()) {
      return reply
        .code(503)
        .header('cache-control', NO_CACHE)
        .type('text/plain; charset=utf-8')
        .send('The shell is not deployed yet: run `npm start`.');
    }
    const key = statKey(stat);
    // request.protocol is 'https' on a TLS socket, or from x-forwarded-proto when the API trusts its proxy (TRUST_PROXY).
    await reply.helmet(shellPageHelmet(await shellDirectives(indexFile, key), request.protocol === 'https'));
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');

    const served = await registryFor(request, reply);
    // With no canary running the page is the same for every visitor (one compressed copy per route and language), so
    // it leaves the bucket out: /registry.json still tells it.
    const { visitor, ...sameForEveryone } = served;
    const registry: Registry = visitor && visitor.reported.length > 0 ? served : sameForEveryone;
    const signedIn = hasSession(request.headers.cookie);
    const owner = firstRoute(registry, pathname, signedIn);
    // A guest's first calls are made meanwhile, as the browser would make them (its language, no session).
    const firstCalls = signedIn ? [] : firstCallsOf(registry, owner);
    const answers =
      firstCalls.length > 0
        ? languageOf(request.headers.cookie, request.headers['accept-language'])
            .then((language) => firstAnswers(firstCalls, API_LANGUAGE_OF[language]))
            .catch(() => null)
        : Promise.resolve(null);
    const bootHints = await shellBootHints();
    const ownerHints = owner ? await routeHints(registry, owner, readReleased) : [];
    const frame = await shellFrame({
      url: request.url,
      cookieHeader: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
      signedIn,
      registry,
      owner: routeOwner(registry, pathname),
    });
    const index = await shellIndexHtml(indexFile, key);
    // A rendered page is painted as it arrives: the stylesheets it needs come first, as stylesheets.
    const styles = frame ? [...bootHints, ...(frame.routeFrame ? ownerHints : [])].filter((hint) => hint.as === 'style') : [];
    const page = withHead(
      frame ? withShellFrame(index, frame) : index,
      stylesheetMarkup(styles) + (frame?.head ?? '') + headMarkup(registry, [...bootHints, ...ownerHints].filter((hint) => !styles.includes(hint))),
    );
    // The page is rendered in the visitor's language (cookie, else Accept-Language) and for a guest or not (cookie).
    reply.header('cache-control', NO_CACHE).header('vary', 'Accept-Encoding, Accept-Language, Cookie').type('text/html; charset=utf-8');
    const encoding = pageEncoding(request.headers['accept-encoding']);
    const known = await Promise.race([answers, new Promise<typeof ON_THEIR_WAY>((resolve) => setImmediate(() => resolve(ON_THEIR_WAY)))]);
    if (known === ON_THEIR_WAY) {
      // The answers are still being made: the page goes at once as far as the end of its body, which the browser
      // paints, and the answers follow (its scripts run once the document is complete). No ETag: they change anyway.
      const stream = encoding === 'br' ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : encoding === 'gzip' ? zlib.createGzip({ level: 6 }) : new PassThrough();
      if (encoding) reply.header('content-encoding', encoding);
      const [painted, rest] = atBodyEnd(page);
      stream.write(painted);
      if (stream instanceof zlib.BrotliCompress) stream.flush(zlib.constants.BROTLI_OPERATION_FLUSH);
      else if (stream instanceof zlib.Gzip) stream.flush(zlib.constants.Z_SYNC_FLUSH);
      void answers.then((late) => stream.end(firstAnswersMarkup(late) + rest));
      return reply.send(stream);
    }
    const [painted, rest] = atBodyEnd(page);
    const body = painted + firstAnswersMarkup(known) + rest;
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    if (!encoding) return reply.send(body);
    return reply.header('content-encoding', encoding).send(await compressedPage(etag, encoding, body));
  }

  let registryCache: { key: string; registry: Registry } | null = null;
  async function currentRegistry(): Promise<Registry> {
    const file = path.join(deployDir, 'registry.json');
    const stat = await fs.stat(file).catch(() => null);
    const key = statKey(stat);
    if (registryCache?.key !== key) {
      const registry = stat ? (JSON.parse(await fs.readFile(file, 'utf8')) as Registry) : emptyRegistry();
      registryCache = { key, registry };
    }
    return options.registryOverlay ? options.registryOverlay(structuredClone(registryCache.registry)) : registryCache.registry;
  }

  let resourcesCache: { key: string; version: string | null } | null = null;
  /** The art's address and the version of the copy deployed here (the same build is what a separate host serves). */
  async function currentResources(): Promise<ResourcesConfig> {
    const file = path.join(deployDir, RESOURCES, resourcePaths.version());
    const stat = await fs.stat(file).catch(() => null);
    const key = statKey(stat);
    if (resourcesCache?.key !== key) {
      const parsed = stat ? ((JSON.parse(await fs.readFile(file, 'utf8')) as { version?: unknown }).version ?? null) : null;
      resourcesCache = { key, version: typeof parsed === 'string' ? parsed : null };
    }
    return { url: resourcesUrl.endsWith('/') ? resourcesUrl : `${resourcesUrl}/`, version: resourcesCache.version };
  }

  // In a scope of its own: @fastify/etag hashes this answer only, not the API's or the files' (they have theirs).
  await app.register(async (registryScope) => {
    await registryScope.register(fastifyEtag);
    registryScope.get('/registry.json', async (request, reply) => {
      // Each visitor gets their versions (a canary or not, by the bucket of their account or cookie).
      reply.header('cache-control', NO_CACHE).header('vary', 'Cookie').type('application/json; charset=utf-8');
      // The art's address and version ride along: the one runtime setting every page needs before it renders.
      return reply.send(JSON.stringify(await registryFor(request, reply)));
    });
  });

  // The shell's report of a remote's page load or failure (remote-reports.ts in the shell), counted for a running canary.
  await app.register(async (reportScope) => {
    reportScope.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      return reply.code(status).type('text/plain; charset=utf-8').send('Bad report');
    });
    reportScope.post<{ Body: RemoteReport }>(
      REMOTE_REPORT_PATH,
      {
        schema: { body: remoteReportSchema },
        bodyLimit: 1024,
        // Unknown fields are refused whatever the validator's options (the API's keep them; Fastify's default drops them).
        preValidation: async (request) => {
          const body: unknown = request.body;
          if (!body || typeof body !== 'object' || Object.keys(body).some((key) => !(key in remoteReportSchema.properties))) {
            throw Object.assign(new Error('unknown field'), { statusCode: 400 });
          }
        },
      },
      async (request, reply) => {
        const visitor = await visitorOf(request, null);
        if (visitor) canaryCounter.record(await currentRegistry(), visitor, request.body);
        // The same answer whether it counted or not: a caller learns nothing of buckets or counts from it.
        return reply.code(204).header('cache-control', 'no-store').send();
      },
    );
  });

  // Every request no route claims. /api has its own not-found handler (the API's envelope), so this one only sees
  // the site: files of the deploy folder, and the shell's index.html for any other page address.
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    const relative = safeRelative(pathname);
    if (relative === null) return reply.code(400).type('text/plain; charset=utf-8').send('Bad request');
    reply.code(200);
    const extension = path.posix.extname(relative);

    if (relative.startsWith('remotes/')) {
      // A released version never changes; only the manifest is the entry a browser must revalidate.
      const manifest = path.posix.basename(relative) === 'mf-manifest.json';
      return sendDeployed(reply, relative, manifest ? NO_CACHE : IMMUTABLE);
    }
    if (relative === RESOURCES || relative.startsWith(`${RESOURCES}/`)) {
      // Cached forever only under the deployed version's URL (`?v=`), which changes whenever any file does.
      const { v } = request.query as { v?: unknown };
      const { version } = await currentResources();
      reply.header('content-security-policy', RESOURCE_CSP);
      return sendDeployed(reply, relative, version !== null && v === version ? IMMUTABLE : NO_CACHE);
    }
    if (!extension || relative === 'index.html') return sendShellIndex(request, reply, pathname);
    return sendDeployed(reply, `shell/${relative}`, HASHED.test(relative) ? IMMUTABLE : NO_CACHE);
  });

  return app;
}

/**
 * `npm run dev`: makes each named remote's active version its dev server (`{ mfe_market: 'http://127.0.0.1:4002' }`).
 * The route table comes from the dev server's fc-remote.json, which the build re-reads from routes.tsx on every
 * rebuild. A dev server that does not answer leaves the released version active.
 */
export function devRemoteOverlay(remotes: Record<string, string>): (registry: Registry) => Promise<Registry> {
  return async (registry) => {
    for (const [name, origin] of Object.entries(remotes)) {
      const descriptor = (await fetch(`${origin}/fc-remote.json`, { signal: AbortSignal.timeout(2000) })
        .then((response) => (response.ok ? response.json() : null))
        .catch(() => null)) as { contract: number; routes: RegistryRemote['routes'] } | null;
      if (!descriptor) continue;
      registry.remotes[name as RemoteName] = {
        version: 'dev',
        manifest: `${origin}/mf-manifest.json`,
        contract: descriptor.contract,
        routes: descriptor.routes,
      };
    }
    return registry;
  };
}
