import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const RETRY_DELAY_MS = 400;

type LoadEntryErrorResult = ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Fetches once more after a short pause when a manifest request fails or answers with an error status. */
export async function fetchWithOneRetry(url: string, init: RequestInit, delayMs = RETRY_DELAY_MS): Promise<Response> {
  try {
    const response = await fetch(url, init);
    if (response.ok) return response;
  } catch {
    // Network failure: the second attempt's outcome is the one reported.
  }
  await pause(delayMs);
  return fetch(url, init);
}

/**
 * One retry of a failed manifest fetch or remote-entry script load: rides out a blip (a deploy
 * swapping files, a dropped connection). A second failure goes on to the page's error boundary,
 * whose Retry button starts over — failed loads are not cached by the runtime.
 */
export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'fc-retry',
    fetch(url, init) {
      return fetchWithOneRetry(url, init);
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
