// Imported by index.ts before the async boundary: only `@fc/shared/contracts` (bundled), never a shared singleton.
import { REGISTRY_PATH } from '@fc/shared/contracts/base';

export const REGISTRY_TIMEOUT_MS = 5000;

/** The registry request the shell boots from, past the HTTP cache: a release or rollback shows on the next load. */
export function requestRegistry(fetchImpl: typeof fetch = globalThis.fetch, timeoutMs = REGISTRY_TIMEOUT_MS): Promise<Response> {
  return fetchImpl(REGISTRY_PATH, {
    cache: 'no-cache',
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
}

let early: Promise<Response> | undefined;

/**
 * Starts the registry download at once (index.ts), so that it runs while the shared libraries load instead of
 * after them; `loadRegistry` then takes this answer.
 */
export function prefetchRegistry(): void {
  early = requestRegistry();
  // A failure is handled where the answer is taken.
  early.catch(() => undefined);
}

/** The download `prefetchRegistry` started, once; later loads fetch again. */
export function takePrefetchedRegistry(): Promise<Response> | undefined {
  const answer = early;
  early = undefined;
  return answer;
}
