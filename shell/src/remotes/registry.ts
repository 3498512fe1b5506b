import {
  REMOTE_NAMES,
  SUPPORTED_CONTRACTS,
  type Registry,
  type RegistryRemote,
  type RemoteName,
  type RouteMeta,
} from '@fc/shared';
import { REGISTRY_TIMEOUT_MS, requestRegistry, takePrefetchedRegistry } from './registry-request';

export const REGISTRY_CACHE_KEY = 'fc.registry';

/** Where the registry the shell booted from came from. */
export type RegistrySource = 'network' | 'cache' | 'none';

export interface LoadedRegistry {
  registry: Registry | null;
  source: RegistrySource;
}

/** A remote the shell routes to: the registry's active version of it. */
export interface ActiveRemote {
  name: RemoteName;
  version: string;
  manifest: string;
  routes: RouteMeta[];
  /**
   * Why this shell cannot mount that version (a contract it does not support). Its routes still exist, so its pages
   * show the remote fallback instead of a 404; its code is never loaded.
   */
  unsupported?: string;
}

interface RegistryDeps {
  fetch?: typeof fetch;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  timeoutMs?: number;
}

function isActiveRemote(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<RegistryRemote>;
  return (
    typeof candidate.version === 'string' &&
    typeof candidate.manifest === 'string' &&
    typeof candidate.contract === 'number' &&
    Array.isArray(candidate.routes)
  );
}

/** registry.json's active view (a copy cached before the view existed, with every version inside, is not one). */
function isRegistry(value: unknown): value is Registry {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<Registry>;
  return (
    typeof candidate.revision === 'number' &&
    !!candidate.remotes &&
    typeof candidate.remotes === 'object' &&
    Object.values(candidate.remotes).every(isActiveRemote)
  );
}

function readCache(storage: RegistryDeps['storage']): Registry | null {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(REGISTRY_CACHE_KEY) ?? 'null');
    return isRegistry(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function writeCache(storage: RegistryDeps['storage'], registry: Registry): void {
  try {
    storage?.setItem(REGISTRY_CACHE_KEY, JSON.stringify(registry));
  } catch {
    // Storage full or disabled: the shell still boots, it only loses the offline fallback.
  }
}

function defaultStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Reads the registry at boot, bypassing the HTTP cache. The last good copy is kept in localStorage
 * and used when the registry cannot be fetched, so a registry outage does not take the site down.
 */
export async function loadRegistry({
  fetch: fetchImpl = globalThis.fetch,
  storage = defaultStorage(),
  timeoutMs = REGISTRY_TIMEOUT_MS,
}: RegistryDeps = {}): Promise<LoadedRegistry> {
  try {
    // The page's own fetch may already be under way (index.ts); a test's fetch never is.
    const early = fetchImpl === globalThis.fetch ? takePrefetchedRegistry() : undefined;
    const response = await (early ?? requestRegistry(fetchImpl, timeoutMs));
    if (!response.ok) throw new Error(`registry answered ${response.status}`);
    const body: unknown = await response.json();
    if (!isRegistry(body)) throw new Error('registry has an unexpected shape');
    writeCache(storage, body);
    return { registry: body, source: 'network' };
  } catch (error) {
    const cached = readCache(storage);
    console.warn(`[shell] registry unreachable, ${cached ? `using cached revision ${cached.revision}` : 'no cached copy'}`, error);
    return cached ? { registry: cached, source: 'cache' } : { registry: null, source: 'none' };
  }
}

/**
 * The active version of each remote. One on a contract this shell does not support keeps its routes, marked
 * `unsupported` with the reason: its pages show the fallback (release and rollback refuse such a version, so it
 * only happens when the shell changed under it).
 */
export function activeRemotes(registry: Registry | null): ActiveRemote[] {
  if (!registry) return [];
  const result: ActiveRemote[] = [];
  for (const name of REMOTE_NAMES) {
    const entry = registry.remotes[name];
    if (!entry) continue;
    const remote: ActiveRemote = { name, version: entry.version, manifest: entry.manifest, routes: entry.routes };
    if (!SUPPORTED_CONTRACTS.includes(entry.contract)) {
      remote.unsupported =
        `${name}@${entry.version} implements contract ${entry.contract}; this shell supports ` +
        `contract${SUPPORTED_CONTRACTS.length > 1 ? 's' : ''} ${SUPPORTED_CONTRACTS.join(', ')}`;
      console.warn(`[shell] ${remote.unsupported}: its pages show the remote fallback`);
    }
    result.push(remote);
  }
  return result;
}

/**
 * The version of the running shell: the deploy the registry names (`1.0.0-1a2b3c4d`), else the build's own
 * (`buildVersion`, the package version or a release version), e.g. without a registry.
 */
export function deployedShellVersion(registry: Registry | null, buildVersion: string): string {
  return registry?.shell?.version ?? buildVersion;
}

/** Remote name → why it is not mounted, for {@link createRemoteLoader}'s `refused`. */
export function refusedRemotes(remotes: ActiveRemote[]): Partial<Record<RemoteName, string>> {
  return Object.fromEntries(remotes.flatMap((remote) => (remote.unsupported ? [[remote.name, remote.unsupported]] : [])));
}
