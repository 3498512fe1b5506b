import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { CHUNK_LOAD_TIMEOUT_MS } from '@fc/shared/contracts/base';

const RETRY_DELAY_MS = 400;

type LoadEntryErrorResult = ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Fetches once more after a short pause when a manifest request fails or answers with an error status. Both
 * attempts, body included, share one deadline (`timeoutMs`): a manifest that never arrives fails with a
 * TimeoutError instead of leaving the page on its skeleton.
 */
export async function fetchWithOneRetry(
  url: string,
  init: RequestInit,
  delayMs = RETRY_DELAY_MS,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<Response> {
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = init.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
  try {
    const response = await fetch(url, { ...init, signal });
    if (response.ok) return response;
  } catch (error) {
    // Out of time: nothing left for a second attempt. A network failure: the second attempt's outcome is reported.
    if (signal.aborted) throw error;
  }
  await pause(delayMs);
  return fetch(url, { ...init, signal });
}

/**
 * One retry of a failed manifest fetch or remote-entry script load: rides out a blip (a deploy
 * swapping files, a dropped connection). A second failure goes on to the page's error boundary,
 * whose Retry button starts over — failed loads are not cached by the runtime. Manifest and entry
 * get the chunk load timeout (the runtime's own limit for an entry script is 20 s; none for a fetch).
 */
export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'fc-retry',
    fetch(url, init) {
      return fetchWithOneRetry(url, init);
    },
    createScript() {
      // Only the timeout: the runtime still creates the script element (no attributes are lost, an entry has none).
      return { timeout: CHUNK_LOAD_TIMEOUT_MS };
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      // The failed attempt is still registered as in flight; without this the retry would wait on it.
      delete globalLoading[uniqueKey];
      const retried = pause(RETRY_DELAY_MS)
        .then(() => getRemoteEntry({ origin, remoteInfo, remoteEntryExports }))
        .then((entry) => entry || undefined);
      // The runtime awaits whatever the hook returns; its declared type nests one promise in another.
      return retried as unknown as LoadEntryErrorResult;
    },
  };
}
