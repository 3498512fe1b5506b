import { QueryClient } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
import { sessionAtom } from '../session/session';

/** A client with the platform's defaults; the shell provides one, each test makes its own. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // A refused call (r ≠ 0) is refused again, and a page that fails to load offers its own retry button.
      queries: { retry: false },
      mutations: { retry: false },
    },
  });
}

/** The one cache of the page: the shell provides it, and every remote reaches it through `@fc/shared`. */
export const queryClient = createQueryClient();

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
