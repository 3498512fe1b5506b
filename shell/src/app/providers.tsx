import type { ReactNode } from 'react';
import { ToastProvider } from '@fc/shared';
import { RemotesProvider, type RemotesState } from '../remotes/remote-context';

export function AppProviders({ remotes, children }: { remotes: RemotesState; children: ReactNode }) {
  return (
    <RemotesProvider value={remotes}>
      <ToastProvider>{children}</ToastProvider>
    </RemotesProvider>
  );
}
