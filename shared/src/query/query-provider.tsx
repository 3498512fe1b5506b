import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { clearOnSessionChange } from './query-client';

/**
 * A cache of its own for what it wraps (tests give each case a fresh client), cleared when the session changes hands
 * as the page's one cache is. The composed site renders none: the hooks of `@fc/shared/query` fall back to that cache.
 */
export function QueryProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  useEffect(() => clearOnSessionChange(client), [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
