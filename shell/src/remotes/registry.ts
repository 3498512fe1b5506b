import {
  REGISTRY_PATH,
  REMOTE_NAMES,
  SUPPORTED_CONTRACTS,
  type Registry,
  type RemoteName,
  type RouteMeta,
} from '@fc/shared';

export const REGISTRY_CACHE_KEY = 'fc.registry';
const REGISTRY_TIMEOUT_MS = 5000;

/** Where the registry the shell booted from came from. */
export type RegistrySource = 'network' | 'cache' | 'none';

export interface LoadedRegistry {
  registry: Registry | null;
  source: RegistrySource;
}

/** A remote the shell mounts: the registry's active version of it. */
export interface ActiveRemote {
  name: RemoteName;
  version: string;
  manifest: string;
  routes: RouteMeta[];
}

interface RegistryDeps {
  fetch?: typeof fetch;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  timeoutMs?: number;
}

function isRegistry(value: unknown): value is Registry {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<Registry>;
  return typeof candidate.revision === 'number' && !!candidate.remotes && typeof candidate.remotes === 'object';
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
    const response = await fetchImpl(REGISTRY_PATH, {
      cache: 'no-cache',
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
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

/** The active version of each remote this shell can mount; remotes on an unsupported contract are skipped. */
export function activeRemotes(registry: Registry | null): ActiveRemote[] {
  if (!registry) return [];
  const result: ActiveRemote[] = [];
  for (const name of REMOTE_NAMES) {
    const entry = registry.remotes[name];
    if (!entry) continue;
    const version = entry.versions[entry.active];
    if (!version) {
      console.warn(`[shell] ${name}: active version ${entry.active} is not in the registry`);
      continue;
    }
    if (!SUPPORTED_CONTRACTS.includes(version.contract)) {
      console.warn(`[shell] ${name}@${entry.active}: contract ${version.contract} is not supported (${SUPPORTED_CONTRACTS.join(', ')})`);
      continue;
    }
    result.push({ name, version: entry.active, manifest: version.manifest, routes: version.routes });
  }
  return result;
}
