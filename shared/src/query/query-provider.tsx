import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { clearOnSessionChange, queryClient } from './query-client';

/** Provides the shared cache (or a test's own client) and clears it whenever the session changes. */
export function QueryProvider({ client = queryClient, children }: { client?: QueryClient; children: ReactNode }) {
  useEffect(() => clearOnSessionChange(client), [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
