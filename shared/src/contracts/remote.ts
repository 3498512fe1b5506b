/**
 * The shell ↔ remote contract. A remote's `./routes` module default-exports a {@link RemoteFace};
 * the release step reads the same route table (metadata only) into the registry so that the shell
 * can route, guard and lay out a page before the remote's code is loaded.
 */
import type { ComponentType } from 'react';
import type { ApiPath } from './api-paths';
import type { ApiLanguage, Envelope } from './http';
import type { ResourcesConfig } from './resources';

/** Contract versions this build of the shell can mount (the versions: CONTRACT_VERSION, remote-contract.ts). */
export const SUPPORTED_CONTRACTS: readonly number[] = [1, 2];

export type Layout = 'main' | 'game' | 'bare';
export const REMOTE_NAMES = ['mfe_auth', 'mfe_market', 'mfe_collection', 'mfe_game', 'mfe_wallet'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** What the registry knows of a route: enough to match, guard and lay it out. */
export interface RouteMeta {
  /** Stable id, unique within the remote, e.g. `market.center`. */
  id: string;
  /** Absolute react-router path, e.g. `/market/detail/fp/:transId`. Optional segments end with `?`. */
  path: string;
  loginRequired: boolean;
  layout: Layout;
  /** When set the route only redirects (relative or absolute). */
  redirectTo?: string;
  /** i18n key, in the remote's namespace, of the page title. */
  titleKey?: string;
  /**
   * The route's frame by language: the part of its page that needs no data, prerendered by the remote's build
   * (tools/webpack/prerender.cjs), as files of the released version (`frames/market.home.en.json`: `{ html, head }`).
   * The site server puts it in the page it sends; the page hydrates it. Hydrated there, the page's code comes without
   * the `errors` strings (loadErrorStrings), so it must not show one before its first call, which brings them.
   */
  frame?: Partial<Record<'en' | 'ko', string>>;
  /**
   * The public calls (no session) the route's page makes as soon as it shows, exactly as it makes them. For a guest the
   * site server makes them itself and puts their answers in the page it sends (FIRST_ANSWERS_ELEMENT_ID), which the API
   * client takes instead of the network once; the page works the same without them.
   */
  firstCalls?: FirstCall[];
}

/** A public API call: its path and JSON body (a plain object). */
export interface FirstCall {
  path: ApiPath;
  body: object;
}

export interface PageModule {
  default: ComponentType;
}

/** A route's `load`: imports its page. */
export type PageLoad = () => Promise<PageModule>;

/** A `load` that brings more than its page (strings, a frame around it), with the page's own import kept on it. */
export interface WrappedPageLoad extends PageLoad {
  readonly page: PageLoad;
}

/**
 * `load`, which calls `page` and brings more with it (a namespace's strings, an area's navigation), with `page` kept on
 * it: the build reads which modules a route's `load` imports from its source text (tools/webpack/read-routes.ts), to
 * name the route's files (`fc-preload.json`: the site server's preload hints, the shell's prefetch), and a wrapper's text
 * shows `page()` rather than the page's `import()`.
 */
export function loadingPage(load: PageLoad, page: PageLoad): WrappedPageLoad {
  return Object.assign(load, { page });
}

/** Where a navigation to a route goes, as the route's `prefetch` reads it. */
export interface RouteTarget {
  /** The route path's parameters, as react-router matched them. */
  params: Readonly<Record<string, string | undefined>>;
  /** The query string, `?` included or empty. */
  search: string;
}

export interface RemoteRoute extends RouteMeta {
  /** Loads the page lazily; absent for redirects. */
  load?: PageLoad;
  /**
   * Starts the calls the page makes as soon as it shows, into the page's query cache (`@fc/shared/query`'s
   * `prefetchPageData`, with the query options the page's own hooks use), so that they run while the page's code
   * downloads: the shell calls it when a navigation to the route starts and when a link to it is about to be followed
   * (pointer over it, focus, touch). Resolves once the page has something to show — at once when the cache holds an
   * answer (a stale one is asked again meanwhile), else when the calls have answered — and never rejects; the shell
   * holds the navigation for it a short while. Without it the page works the same, making its calls when it renders.
   * Like `load`, a dynamic import: the face is evaluated in Node.
   */
  prefetch?: (target: RouteTarget) => Promise<void>;
}

export type Resources = Record<string, unknown>;
/** A namespace's strings in one language, or how to load them (a dynamic import of its JSON). */
export type ResourcesSource = Resources | (() => Promise<Resources | { default: Resources }>);

export interface RemoteFace {
  /** The contract the remote's build implements: CONTRACT_VERSION from '@fc/shared/contracts' (remote-contract.ts). */
  contract: number;
  /** Module Federation name, e.g. `mfe_market`. */
  name: RemoteName;
  /** The i18n namespace the remote's strings live in. */
  namespace: string;
  /**
   * English bundled (the fallback language); Korean may be a loader, `() => import('./locales/ko/<ns>.json')`, so that
   * it is downloaded only when Korean is chosen.
   */
  resources: { en: Resources; ko: ResourcesSource };
  routes: RemoteRoute[];
}

/** Declares a remote's face; keeps route ids unique and paths absolute. */
export function defineRemote(face: RemoteFace): RemoteFace {
  const ids = new Set<string>();
  for (const route of face.routes) {
    if (!route.path.startsWith('/')) throw new Error(`${face.name}: route ${route.id} path must be absolute`);
    if (ids.has(route.id)) throw new Error(`${face.name}: duplicate route id ${route.id}`);
    if (!route.load && !route.redirectTo) throw new Error(`${face.name}: route ${route.id} needs load or redirectTo`);
    ids.add(route.id);
  }
  return face;
}

export function routeMeta(route: RemoteRoute): RouteMeta {
  const { load: _load, prefetch: _prefetch, ...meta } = route;
  return meta;
}

/** One released version of a remote, as the release history (registry-history.json) keeps it. */
export interface RegistryVersion {
  version: string;
  /** URL (absolute path) of that version's mf-manifest.json. */
  manifest: string;
  contract: number;
  /**
   * The @fc/shared version the build was compiled against (absent for releases made before it was recorded: 1.0.0).
   * A version is only active on a shell providing the same major @fc/shared and at least this minor.patch.
   */
  sharedVersion?: string;
  routes: RouteMeta[];
  releasedAt: string;
  releasedBy: string;
}

/**
 * A version given to a share of visitors before everyone (`npm run release -- <remote> --canary <share>`): a visitor
 * whose bucket (0–99, from the signed-in user's id or an anonymous cookie) is below `share` gets it.
 */
export interface RegistryCanary {
  version: string;
  /** Percent of visitors, 1–99. */
  share: number;
  /** When the canary began: its page loads and errors are counted from then. */
  since: string;
  by: string;
  /**
   * Aborted automatically when its error rate passes the stable version's by more than this many percentage points,
   * once it has at least {@link CANARY_MIN_LOADS} page loads.
   */
  maxErrorRate?: number;
}

/** The page loads a canary needs before its error rate may abort it. */
export const CANARY_MIN_LOADS = 100;

/** Every released version of one remote, which of them is active, and the canary if one runs. */
export interface RegistryHistoryRemote {
  active: string;
  versions: Record<string, RegistryVersion>;
  canary?: RegistryCanary;
  /** Versions `npm run remotes -- prune` keeps whatever their age (`--pin`). */
  pinned?: string[];
}

/** The release history: read and written by the release tooling (`npm run remotes`, release, rollback), never served. */
export interface RegistryHistory {
  revision: number;
  updatedAt: string;
  remotes: Partial<Record<RemoteName, RegistryHistoryRemote>>;
}

/** The active version of one remote: what the shell needs to route to it and load it. */
export interface RegistryRemote {
  version: string;
  /** URL (absolute path) of that version's mf-manifest.json; its container ({@link REMOTE_ENTRY_FILE}) is beside it. */
  manifest: string;
  contract: number;
  routes: RouteMeta[];
  /**
   * In registry.json on disk only: the canary's version, for the visitors its share covers. The site server resolves
   * it per visitor before it answers (the visitor gets one version or the other), so a browser never sees it; it also
   * reads `maxErrorRate` there to abort the canary automatically.
   */
  canary?: Omit<RegistryRemote, 'canary'> & Pick<RegistryCanary, 'share' | 'since' | 'maxErrorRate'>;
}

/** The visitor a served registry was resolved for: added by the site server as it answers, never stored. */
export interface RegistryVisitor {
  /** 0–99: stable for a signed-in user (their id) and for a browser (an anonymous first-party cookie). */
  bucket: number;
  /** The remotes whose canary this visitor gets. */
  canary: RemoteName[];
}

/** registry.json, what the shell downloads on every load: the active view of the history, nothing else. */
export interface Registry {
  /** Increases on every change; lets the shell tell a newer registry from an older one. */
  revision: number;
  updatedAt: string;
  /** The deployed shell's version (shell.json), absent before a shell is deployed. */
  shell?: { version: string };
  remotes: Partial<Record<RemoteName, RegistryRemote>>;
  /** Where the generated art is and its version: added by the site server as it answers, never stored. */
  resources?: ResourcesConfig;
  visitor?: RegistryVisitor;
}

export const REGISTRY_PATH = '/registry.json';

/**
 * A remote build's container script, beside its mf-manifest.json (every build so far: tools/webpack/create-config.cjs).
 * The shell loads a remote from it; the manifest is read by the site server (preload hints) and the release tooling.
 */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';
/**
 * The id of the inert `<script type="application/json">` in which the site server puts the registry (the same
 * answer as REGISTRY_PATH) into the shell page it serves, so the shell boots without fetching it.
 */
export const REGISTRY_ELEMENT_ID = 'fc-registry';

/**
 * The id of the inert `<script type="application/json">` in which the site server puts the answers of a guest's page's
 * first calls ({@link FirstAnswers}).
 */
export const FIRST_ANSWERS_ELEMENT_ID = 'fc-first-answers';

/** The answers of a route's first calls, made by the site server for the page it sends. */
export interface FirstAnswers {
  /** The LANGUAGE_HEADER the calls were made with; the API client takes them only when it would send the same. */
  language: ApiLanguage;
  /** By {@link firstCallKey}: each successful answer (`r` 0) and the server's time when it was made (ms since the epoch). */
  answers: Record<string, { at: number; envelope: Envelope }>;
}

/** JSON with every object's keys in order: two bodies equal as values give the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A first call's key in {@link FirstAnswers}: its path and its body, whatever the order of the body's keys. */
export function firstCallKey(path: string, body: unknown): string {
  return `${path} ${canonicalJson(body ?? {})}`;
}
