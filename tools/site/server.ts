// The site server: the API (`buildApp` from @fc/api, everything under /api) plus the deploy folder — the
// registry, the shell and every released remote version — with the caching each kind of file needs.
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Registry, RegistryRemote, RemoteName } from '@fc/shared/contracts';

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const resolveDeployDir = (deployDir?: string) =>
  path.resolve(deployDir ?? process.env.DEPLOY_DIR ?? path.join(REPO_ROOT, 'deploy'));
const emptyRegistry = (): Registry => ({ revision: 0, updatedAt: new Date(0).toISOString(), remotes: {} });

export type ApiFactory = (options: {
  pgliteDir?: string;
  logger?: boolean;
  publicUrl?: string;
}) => FastifyInstance | Promise<FastifyInstance>;

export interface SiteServerOptions {
  /** The deploy folder (default $DEPLOY_DIR, else <repo>/deploy). */
  deployDir?: string;
  /** Default $PORT, else 8080. */
  port?: number;
  /** Default $HOST, else 127.0.0.1. */
  host?: string;
  /** PGlite data folder (default $PGLITE_DIR, else the API's `.data/pglite`). */
  pgliteDir?: string;
  /** Fastify request logging (default $LOG_REQUESTS === '1'). */
  logger?: boolean;
  /** Rewrites the registry before it is served: `npm run dev` points one remote at its dev server. */
  registryOverlay?: (registry: Registry) => Registry | Promise<Registry>;
  /** Extra origins the page may load scripts, styles and manifests from (a remote's dev server). */
  devOrigins?: string[];
  /** Builds the API; default `buildApp` from @fc/api. */
  buildApi?: ApiFactory;
}

export interface SiteServer {
  app: FastifyInstance;
  deployDir: string;
  /** Starts listening; resolves with the site's URL. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** File names webpack gives a content hash: `main.1a2b3c4d.js`, `assets/logo.1a2b3c4d.png`. */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+(\.(br|gz))?$/;
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

interface InlineHashes {
  scripts: string[];
  styles: string[];
}

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** CSP hashes of the inline <script> and <style> blocks of index.html, so they run without 'unsafe-inline'. */
export function inlineHashes(html: string): InlineHashes {
  const scripts = [...html.matchAll(/<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1] ?? '');
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1] ?? '');
  return { scripts: scripts.filter(Boolean).map(sha256Source), styles: styles.filter(Boolean).map(sha256Source) };
}

export function contentSecurityPolicy(devOrigins: string[], inline: InlineHashes = { scripts: [], styles: [] }): string {
  const extra = devOrigins.join(' ');
  const withDev = (sources: string) => (extra ? `${sources} ${extra}` : sources);
  const devSockets = devOrigins.map((origin) => origin.replace(/^http/, 'ws')).join(' ');
  const hashes = (list: string[]) => list.map((hash) => ` ${hash}`).join('');
  return [
    "default-src 'self'",
    `script-src ${withDev("'self'")}${hashes(inline.scripts)}`,
    // The dev server of a remote injects its CSS as <style> elements (style-loader).
    `style-src ${withDev("'self'")}${devOrigins.length ? " 'unsafe-inline'" : hashes(inline.styles)}`,
    `connect-src ${withDev("'self'")}${devSockets ? ` ${devSockets}` : ''}`,
    "img-src 'self' data: https:",
    "media-src 'self' https:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function htmlHeaders(reply: FastifyReply, csp: string): void {
  reply.header('content-security-policy', csp);
  reply.header('x-frame-options', 'DENY');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  reply.header('cross-origin-opener-policy', 'same-origin');
  reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
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

export async function createSiteServer(options: SiteServerOptions = {}): Promise<SiteServer> {
  const deployDir = resolveDeployDir(options.deployDir);
  const port = options.port ?? Number(process.env.PORT || 8080);
  const host = options.host ?? process.env.HOST ?? '127.0.0.1';
  const pgliteDir = options.pgliteDir ?? process.env.PGLITE_DIR;
  const publicUrl = process.env.PUBLIC_URL ?? `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;
  const buildApi = options.buildApi ?? (await defaultBuildApi());
  const devOrigins = options.devOrigins ?? [];

  const app = await buildApi({
    ...(pgliteDir ? { pgliteDir } : {}),
    logger: options.logger ?? process.env.LOG_REQUESTS === '1',
    publicUrl,
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

  let cspCache: { key: string; csp: string } | null = null;
  async function shellCsp(indexFile: string, key: string): Promise<string> {
    if (cspCache?.key !== key) {
      cspCache = { key, csp: contentSecurityPolicy(devOrigins, inlineHashes(await fs.readFile(indexFile, 'utf8'))) };
    }
    return cspCache.csp;
  }

  async function sendShellIndex(reply: FastifyReply) {
    const indexFile = path.join(deployDir, 'shell', 'index.html');
    const stat = await fs.stat(indexFile).catch(() => null);
    if (!stat?.isFile()) {
      return reply
        .code(503)
        .header('cache-control', NO_CACHE)
        .type('text/plain; charset=utf-8')
        .send('The shell is not deployed yet: run `npm start`.');
    }
    htmlHeaders(reply, await shellCsp(indexFile, `${stat.ino}:${stat.mtimeMs}:${stat.size}`));
    return sendDeployed(reply, 'shell/index.html', NO_CACHE);
  }

  let registryCache: { key: string; registry: Registry } | null = null;
  async function currentRegistry(): Promise<Registry> {
    const file = path.join(deployDir, 'registry.json');
    const stat = await fs.stat(file).catch(() => null);
    const key = stat ? `${stat.ino}:${stat.mtimeMs}:${stat.size}` : 'none';
    if (registryCache?.key !== key) {
      const registry = stat ? (JSON.parse(await fs.readFile(file, 'utf8')) as Registry) : emptyRegistry();
      registryCache = { key, registry };
    }
    return options.registryOverlay ? options.registryOverlay(structuredClone(registryCache.registry)) : registryCache.registry;
  }

  app.get('/registry.json', async (request: FastifyRequest, reply: FastifyReply) => {
    const body = JSON.stringify(await currentRegistry());
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    reply.header('cache-control', NO_CACHE).header('etag', etag).type('application/json; charset=utf-8');
    const match = request.headers['if-none-match'];
    if (match && match.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag)) {
      return reply.code(304).send();
    }
    return reply.send(body);
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
    if (!extension || relative === 'index.html') return sendShellIndex(reply);
    return sendDeployed(reply, `shell/${relative}`, HASHED.test(relative) ? IMMUTABLE : NO_CACHE);
  });

  return {
    app,
    deployDir,
    async listen() {
      await app.listen({ port, host });
      const address = app.server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      return `http://${host === '0.0.0.0' ? 'localhost' : host}:${actualPort}`;
    },
    close: () => app.close(),
  };
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

async function main() {
  const devRemotes = process.env.FC_DEV_REMOTES ? (JSON.parse(process.env.FC_DEV_REMOTES) as Record<string, string>) : null;
  const server = await createSiteServer(
    devRemotes ? { registryOverlay: devRemoteOverlay(devRemotes), devOrigins: Object.values(devRemotes) } : {},
  );
  const url = await server.listen();
  console.log(`FC site: ${url}  (deploy folder ${server.deployDir})`);
  const demo = await import('@fc/api')
    .then((api: { DEMO_ACCOUNT?: { email: string; password: string } }) => api.DEMO_ACCOUNT)
    .catch(() => undefined);
  if (demo) console.log(`Demo account: ${demo.email} / ${demo.password}`);
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
