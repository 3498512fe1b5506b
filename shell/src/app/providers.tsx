import type { ReactNode } from 'react';
import { ToastProvider } from '@fc/shared';
import { RemotesProvider, type RemotesState } from '../remotes/remote-context';

interface AppProvidersProps {
  remotes: RemotesState;
  children: ReactNode;
}

/**
 * What every page of the shell and the remotes may use. Server state needs no provider here: the hooks of
 * `@fc/shared/query` reach the page's one cache themselves, so a guest's first screen loads no react-query.
 */
export function AppProviders({ remotes, children }: AppProvidersProps) {
  return (
    <RemotesProvider value={remotes}>
      <ToastProvider>{children}</ToastProvider>
    </RemotesProvider>
  );
}
