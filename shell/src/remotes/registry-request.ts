// Imported by index.ts before the async boundary: only `@fc/shared/contracts` (bundled), never a shared singleton.
import { REGISTRY_ELEMENT_ID, REGISTRY_PATH } from '@fc/shared/contracts/base';

export const REGISTRY_TIMEOUT_MS = 5000;

/** The registry request the shell boots from, past the HTTP cache: a release or rollback shows on the next load. */
export function requestRegistry(fetchImpl: typeof fetch = globalThis.fetch, timeoutMs = REGISTRY_TIMEOUT_MS): Promise<Response> {
  return fetchImpl(REGISTRY_PATH, {
    cache: 'no-cache',
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
}

/** What the shell reads of the registry's answer. */
export type RegistryAnswer = Pick<Response, 'ok' | 'status' | 'json'>;

let early: Promise<RegistryAnswer> | undefined;

/**
 * The registry the site server put into the page (tools/site/preload.ts), as the answer /registry.json would give,
 * once: a later load (Retry) fetches. Null when the page carries none (another server, a static copy).
 */
export function takeInlineRegistry(doc: Document = document): RegistryAnswer | null {
  const element = doc.getElementById(REGISTRY_ELEMENT_ID);
  const text = element?.textContent;
  element?.remove();
  return text ? { ok: true, status: 200, json: () => Promise.resolve(JSON.parse(text) as unknown) } : null;
}

/**
 * Takes the registry the page carries, else starts its download at once (index.ts), so that it runs while the
 * shared libraries load instead of after them; `loadRegistry` then takes this answer.
 */
export function prefetchRegistry(): void {
  const inline = takeInlineRegistry();
  early = inline ? Promise.resolve(inline) : requestRegistry();
  // A failure is handled where the answer is taken.
  early.catch(() => undefined);
}

/** The download `prefetchRegistry` started, once; later loads fetch again. */
export function takePrefetchedRegistry(): Promise<RegistryAnswer> | undefined {
  const answer = early;
  early = undefined;
  return answer;
}
