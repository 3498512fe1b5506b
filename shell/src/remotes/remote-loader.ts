import { addRemoteResources, SUPPORTED_CONTRACTS, type RemoteFace, type RemoteName } from '@fc/shared';

/** A remote (its manifest, entry, face or a page chunk) could not be loaded: the area shows the fallback. */
export class RemoteUnavailableError extends Error {
  override readonly name = 'RemoteUnavailableError';
  /**
   * The Module Federation runtime failed the load (manifest, entry, `./routes`): its reporting plugin has logged
   * it already. Otherwise (not a face, another contract, no such page, refused) nobody has yet.
   */
  readonly fromRuntime: boolean;
  constructor(
    readonly remote: string,
    message: string,
    options?: { cause?: unknown; fromRuntime?: boolean },
  ) {
    super(message, options);
    this.fromRuntime = options?.fromRuntime ?? false;
  }
}

/** Whether an error was reported where it happened (the federation runtime's reporting plugin). */
export function isReportedByRuntime(error: unknown): boolean {
  return error instanceof RemoteUnavailableError && error.fromRuntime;
}

/** A failure the Retry button can cure: the remote's code did not arrive, as opposed to a page that threw. */
export function isLoadFailure(error: unknown): boolean {
  if (error instanceof RemoteUnavailableError) return true;
  // webpack's name for a lazy chunk that failed or timed out (chunkLoadTimeout).
  return error instanceof Error && error.name === 'ChunkLoadError';
}

export interface RemoteLoader {
  /** The remote's face (`<name>/routes`), loaded once and kept; a failure is not kept, so Retry loads again. */
  loadFace(name: RemoteName): Promise<RemoteFace>;
}

function isFace(value: unknown): value is RemoteFace {
  if (!value || typeof value !== 'object') return false;
  const face = value as Partial<RemoteFace>;
  return typeof face.contract === 'number' && typeof face.namespace === 'string' && Array.isArray(face.routes);
}

/**
 * Wraps the raw module import (Module Federation's loadRemote in the app, a fake in tests). `refused` names the
 * remotes this shell does not mount, with the reason (registry.ts `refusedRemotes`): they fail without loading.
 * `prepare` runs once the remote's code is there and before its face is handed out, so before any of its pages: what
 * that build needs from the shell beyond the first load (mf-runtime.ts `prepareRemote`).
 */
export function createRemoteLoader(
  importFace: (name: RemoteName) => Promise<unknown>,
  refused: Partial<Record<RemoteName, string>> = {},
  prepare: (name: RemoteName) => Promise<void> = async () => undefined,
): RemoteLoader {
  const faces = new Map<RemoteName, Promise<RemoteFace>>();

  const load = async (name: RemoteName): Promise<RemoteFace> => {
    const reason = refused[name];
    if (reason) throw new RemoteUnavailableError(name, `${name} is not mounted: ${reason}`);
    let loaded: unknown;
    try {
      loaded = await importFace(name);
    } catch (error) {
      throw new RemoteUnavailableError(name, `${name}/routes could not be loaded`, { cause: error, fromRuntime: true });
    }
    const face = loaded && typeof loaded === 'object' && 'default' in loaded ? loaded.default : loaded;
    if (!isFace(face)) throw new RemoteUnavailableError(name, `${name}/routes is not a remote face`);
    if (!SUPPORTED_CONTRACTS.includes(face.contract)) {
      throw new RemoteUnavailableError(name, `${name} speaks contract ${face.contract}, not ${SUPPORTED_CONTRACTS.join(', ')}`);
    }
    try {
      await prepare(name);
    } catch (error) {
      throw new RemoteUnavailableError(name, `what ${name} needs from the shell could not be loaded`, { cause: error });
    }
    await addRemoteResources(face.namespace, face.resources);
    return face;
  };

  return {
    loadFace(name) {
      let pending = faces.get(name);
      if (!pending) {
        pending = load(name);
        faces.set(name, pending);
        pending.catch(() => faces.delete(name));
      }
      return pending;
    },
  };
}
