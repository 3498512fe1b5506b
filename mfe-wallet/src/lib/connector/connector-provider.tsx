import { useMemo, useState, type ReactNode } from 'react';
import { WagmiProvider } from 'wagmi';
// wagmi's hooks read their own react-query client from the context of the react-query copy wagmi imports (its peer,
// declared by this package): a small cache of chain reads for the connector only, apart from the page's server state,
// which stays on @fc/shared/query's one shared cache.
// eslint-disable-next-line no-restricted-imports
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ConnectorConfigResponse } from '@fc/shared';
import { createWalletConfig } from './config';

/** wagmi for what it wraps, configured from the server's connector settings. */
export function ConnectorProvider({ settings, children }: { settings: ConnectorConfigResponse; children: ReactNode }) {
  const config = useMemo(() => createWalletConfig(settings), [settings]);
  const [chainReads] = useState(() => new QueryClient());
  return (
    <WagmiProvider config={config}>
      <QueryClientProvider client={chainReads}>{children}</QueryClientProvider>
    </WagmiProvider>
  );
}
