import { QueryClient } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
// By name, not by path: this entry is a singleton of its own, and the session atom must be the root entry's one.
import { sessionAtom } from '@fc/shared';

/** A client with the platform's defaults: the page has one (`queryClient`); each test makes its own. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // A refused call (r ≠ 0) is refused again, and a page that fails to load offers its own retry button.
      queries: { retry: false },
      mutations: { retry: false },
    },
  });
}

/**
 * Forgets every answer and cancels every call in flight when the session changes hands (logout, login, another
 * tab's change), so the next user never sees the last one's data. Returns the unsubscribe function.
 */
export function clearOnSessionChange(client: QueryClient): () => void {
  const store = getDefaultStore();
  let token = store.get(sessionAtom).token;
  return store.sub(sessionAtom, () => {
    const next = store.get(sessionAtom).token;
    if (next === token) return;
    token = next;
    client.clear();
  });
}

/**
 * The one cache of the page. `@fc/shared/query` is a Module Federation singleton, so the shell and every remote
 * reach this same client, and it lives from the first page that uses server state on (a guest's home page does not
 * load react-query at all). It forgets everything whenever the session changes hands.
 */
export const queryClient = createQueryClient();
clearOnSessionChange(queryClient);
