import type { ActiveRemote } from './registry';

export type RemoteVersions = Record<string, string>;

export interface Diagnostics {
  remotes: RemoteVersions;
  shell: string;
  registryRevision: number | null;
}

declare global {
  interface Window {
    /** What is running, for error reports and support: remote name → active version, and the shell's version. */
    __FC__?: Diagnostics;
  }
}

export function versionsOf(remotes: ActiveRemote[]): RemoteVersions {
  return Object.fromEntries(remotes.map((remote) => [remote.name, remote.version]));
}

export function publishDiagnostics(diagnostics: Diagnostics): void {
  window.__FC__ = diagnostics;
}

/** Read by the runtime plugins, which run outside React. */
export function currentDiagnostics(): Diagnostics {
  return window.__FC__ ?? { remotes: {}, shell: 'unknown', registryRevision: null };
}
