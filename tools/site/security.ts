// The shell page's security headers: what @fastify/helmet sends for it (app.ts), with a CSP whose inline hashes come
// from index.html and whose connect and image sources come from configuration.
import { createHash } from 'node:crypto';
import type { FastifyHelmetOptions } from '@fastify/helmet';

export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

/** Where the page may connect and load images from, besides its own origin. */
export interface SiteSources {
  /** The API's origin when it is not the site's own (`API_URL`). */
  apiOrigin: string | null;
  /** Chain JSON-RPC endpoints the wallet talks to (`CHAIN_RPC_URLS`, comma-separated). */
  chainRpcOrigins: string[];
  /** The static resources host for images and videos (`RESOURCES_URL`); without one, or a path, any https: image. */
  resourcesOrigin: string | null;
  /** WalletConnect is offered (`WALLETCONNECT_PROJECT_ID` set): its relay, RPC, modal API, fonts and verify frame. */
  walletConnect: boolean;
}

/**
 * The services WalletConnect's provider and its QR modal (Reown AppKit) reach, from Reown's CSP guidance
 * (docs.reown.com/advanced/security/content-security-policy).
 */
const WALLETCONNECT_SOURCES = {
  connect: ['rpc', 'relay', 'pulse', 'keys', 'verify', 'explorer-api']
    .flatMap((host) => [`https://${host}.walletconnect.com`, `https://${host}.walletconnect.org`])
    .concat(['wss://relay.walletconnect.com', 'wss://relay.walletconnect.org', 'https://api.web3modal.com', 'https://api.web3modal.org']),
  img: ['https://walletconnect.com', 'https://walletconnect.org', 'https://secure.walletconnect.com', 'https://secure.walletconnect.org', 'https://api.web3modal.org'],
  font: ['https://fonts.reown.com'],
  frame: ['https://verify.walletconnect.com', 'https://verify.walletconnect.org', 'https://secure.walletconnect.com', 'https://secure.walletconnect.org'],
} as const;

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** CSP hashes of the inline <script> and <style> blocks of index.html, so they run without 'unsafe-inline'. */
export function inlineHashes(html: string): InlineHashes {
  const scripts = [...html.matchAll(/<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1] ?? '');
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1] ?? '');
  return { scripts: scripts.filter(Boolean).map(sha256Source), styles: styles.filter(Boolean).map(sha256Source) };
}

/** The origin of a configured URL; throws with the variable's name so a typo stops the server at start. */
function originOf(url: string, variable: string): string {
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`${variable}: "${url}" is not a URL`);
  }
}

export function sourcesFromEnv(env: NodeJS.ProcessEnv = process.env): SiteSources {
  const list = (value: string | undefined) => (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);
  return {
    apiOrigin: env.API_URL ? originOf(env.API_URL, 'API_URL') : null,
    chainRpcOrigins: [...new Set(list(env.CHAIN_RPC_URLS).map((url) => originOf(url, 'CHAIN_RPC_URLS')))],
    // A path (`/resources/`) is on the site itself.
    resourcesOrigin: env.RESOURCES_URL && !env.RESOURCES_URL.startsWith('/') ? originOf(env.RESOURCES_URL, 'RESOURCES_URL') : null,
    walletConnect: Boolean(env.WALLETCONNECT_PROJECT_ID?.trim()),
  };
}

export const NO_EXTRA_SOURCES: SiteSources = { apiOrigin: null, chainRpcOrigins: [], resourcesOrigin: null, walletConnect: false };

/** CSP directives of the shell page. `devOrigins`: a remote's dev server (`npm run dev`), allowed to inject CSS. */
export function cspDirectives(
  sources: SiteSources,
  devOrigins: string[] = [],
  inline: InlineHashes = { scripts: [], styles: [] },
): Record<string, string[]> {
  const self = "'self'";
  const devSockets = devOrigins.map((origin) => origin.replace(/^http/, 'ws'));
  const resources = sources.resourcesOrigin ? [sources.resourcesOrigin] : ['https:'];
  const walletConnect = (kind: keyof typeof WALLETCONNECT_SOURCES): readonly string[] => (sources.walletConnect ? WALLETCONNECT_SOURCES[kind] : []);
  return {
    'default-src': [self],
    'script-src': [self, ...devOrigins, ...inline.scripts],
    // The dev server of a remote injects its CSS as <style> elements (style-loader).
    'style-src': [self, ...devOrigins, ...(devOrigins.length ? ["'unsafe-inline'"] : inline.styles)],
    // A prerendered page arrives with the style attributes React would otherwise set from script (a skeleton's size):
    // attributes only, never a <style> element.
    'style-src-attr': ["'unsafe-inline'"],
    'connect-src': [
      self,
      ...(sources.apiOrigin ? [sources.apiOrigin] : []),
      ...sources.chainRpcOrigins,
      ...devOrigins,
      ...devSockets,
      ...walletConnect('connect'),
    ],
    'img-src': [self, 'data:', ...resources, ...walletConnect('img')],
    'media-src': [self, ...resources],
    'font-src': [self, 'data:', ...walletConnect('font')],
    ...(sources.walletConnect ? { 'frame-src': [...walletConnect('frame')] } : {}),
    'object-src': ["'none'"],
    'base-uri': [self],
    'form-action': [self],
    'frame-ancestors': ["'none'"],
  };
}

/** The CSP header value, as a browser receives it. */
export function contentSecurityPolicy(...args: Parameters<typeof cspDirectives>): string {
  return Object.entries(cspDirectives(...args))
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Helmet's options for the shell page; HSTS only over HTTPS (directly, or a TLS proxy with TRUST_PROXY). */
export function shellPageHelmet(directives: Record<string, string[]>, https: boolean): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
  };
}
