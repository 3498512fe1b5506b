import type { ReactNode } from 'react';
import { QueryProvider, queryClient as sharedQueryClient, ToastProvider, type QueryClient } from '@fc/shared';
import { RemotesProvider, type RemotesState } from '../remotes/remote-context';

interface AppProvidersProps {
  remotes: RemotesState;
  /** The page's one cache by default; tests pass a fresh client. */
  queryClient?: QueryClient;
  children: ReactNode;
}

export function AppProviders({ remotes, queryClient = sharedQueryClient, children }: AppProvidersProps) {
  return (
    <QueryProvider client={queryClient}>
      <RemotesProvider value={remotes}>
        <ToastProvider>{children}</ToastProvider>
      </RemotesProvider>
    </QueryProvider>
  );
}
