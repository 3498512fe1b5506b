import { runningVersions, type Diagnostics } from '@fc/shared/contracts/base';
import type { ActiveRemote } from './registry';

export type RemoteVersions = Diagnostics['remotes'];

export function versionsOf(remotes: ActiveRemote[]): RemoteVersions {
  return Object.fromEntries(remotes.map((remote) => [remote.name, remote.version]));
}

/** What the shell published at boot (bootstrap.tsx, publishDiagnostics); read by the runtime plugins, outside React. */
export function currentDiagnostics(): Diagnostics {
  return runningVersions() ?? { remotes: {}, shell: 'unknown', registryRevision: null, visitor: null };
}
