import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { CHUNK_LOAD_TIMEOUT_MS } from '@fc/shared/contracts/base';

const RETRY_DELAY_MS = 400;

type LoadEntryErrorResult = ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One retry of a failed remote-entry script load: rides out a blip (a deploy swapping files, a dropped
 * connection). A second failure goes on to the page's error boundary, whose Retry button starts over —
 * failed loads are not cached by the runtime. The entry gets the chunk load timeout (the runtime's own
 * limit for an entry script is 20 s). The shell's runtime fetches no manifest (mf-runtime.ts).
 */
export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'fc-retry',
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
