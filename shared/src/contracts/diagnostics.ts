import type { RegistryVisitor } from './remote';

/**
 * What is running on the page, for error reports and support: published by the shell at boot, read by anyone
 * (the shell's reports, a remote's diagnostics page) through {@link runningVersions}.
 */
export interface Diagnostics {
  /** Remote name → its active version, as the shell booted. */
  remotes: Record<string, string>;
  /** The shell's version. */
  shell: string;
  /** The registry revision the shell booted from; null without a registry. */
  registryRevision: number | null;
  /** Which bucket the site server put this visitor in and which remotes' canary they get; null without a registry. */
  visitor: RegistryVisitor | null;
}

/** Where the shell publishes them; `globalThis` rather than `window` keeps this module isomorphic. */
interface DiagnosticsHolder {
  __FC__?: unknown;
}

/** Called by the shell once it knows what runs. */
export function publishDiagnostics(diagnostics: Diagnostics): void {
  (globalThis as DiagnosticsHolder).__FC__ = diagnostics;
}

/** What the shell published, or null where no shell runs (a remote's standalone page, a unit test). */
export function runningVersions(): Diagnostics | null {
  const value = (globalThis as DiagnosticsHolder).__FC__;
  if (!value || typeof value !== 'object') return null;
  const candidate = value as Partial<Diagnostics>;
  if (!candidate.remotes || typeof candidate.remotes !== 'object' || typeof candidate.shell !== 'string') return null;
  return {
    remotes: candidate.remotes,
    shell: candidate.shell,
    registryRevision: candidate.registryRevision ?? null,
    visitor: candidate.visitor ?? null,
  };
}
