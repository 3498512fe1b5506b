import { createContext, useContext, type ReactNode } from 'react';
import type { RemoteVersions } from './remote-versions';
import type { RegistrySource } from './registry';

export interface RemotesState {
  /** Remote name → active version, as booted. */
  versions: RemoteVersions;
  shellVersion: string;
  registrySource: RegistrySource;
}

const RemotesContext = createContext<RemotesState | null>(null);

export function RemotesProvider({ value, children }: { value: RemotesState; children: ReactNode }) {
  return <RemotesContext.Provider value={value}>{children}</RemotesContext.Provider>;
}

export function useRemotes(): RemotesState {
  const state = useContext(RemotesContext);
  if (!state) throw new Error('useRemotes needs a RemotesProvider');
  return state;
}
