import { getInstance, loadRemote, loadShare, registerRemotes, satisfy } from '@module-federation/enhanced/runtime';
import { REMOTE_ENTRY_FILE, ROOT_EXPORTS_MOVED_IN, type RemoteName } from '@fc/shared';
import { refusedRemotes, type ActiveRemote } from './registry';
import { createRemoteLoader, type RemoteLoader } from './remote-loader';

/** The container script of a remote version: REMOTE_ENTRY_FILE beside the mf-manifest.json the registry names. */
export function remoteEntryUrl(manifest: string, origin: string = window.location.origin): string {
  return new URL(REMOTE_ENTRY_FILE, new URL(manifest, origin)).href;
}

/** The share scope as the federation runtime keeps it: library → version → who registered it. */
export type ShareScope = Record<string, Record<string, { from?: string }> | undefined>;

/**
 * Whether the remote was built against an @fc/shared whose root entry still carried what moved out of it in
 * ROOT_EXPORTS_MOVED_IN (the kit beyond the first screen, the validation rules): its container registered such a version
 * of '@fc/shared' when it joined the share scope (a build on the shell's version registers nothing new).
 */
export function needsLegacyRoot(shareScope: ShareScope | undefined, name: RemoteName): boolean {
  const versions = shareScope?.['@fc/shared'] ?? {};
  return Object.entries(versions).some(([version, shared]) => shared.from === name && satisfy(version, `<${ROOT_EXPORTS_MOVED_IN}`));
}

/**
 * Before the first page of a remote built against an older @fc/shared: adds the names that left the root entry to the
 * root's module object, the one the federation runtime hands that remote for '@fc/shared' ('@fc/shared/legacy', which
 * loads the kit of '@fc/shared/ui'). Nothing for a remote on the shell's version.
 */
async function prepareRemote(name: RemoteName): Promise<void> {
  if (!needsLegacyRoot(getInstance()?.shareScopeMap.default as ShareScope | undefined, name)) return;
  const [{ addLegacyRootExports }, root] = await Promise.all([import('@fc/shared/legacy'), loadShare<object>('@fc/shared')]);
  const exports = root ? root() : undefined;
  if (!exports) throw new Error('@fc/shared is missing from the share scope');
  addLegacyRootExports(exports);
}

/**
 * Registers the registry's active remotes with the Module Federation runtime (entry = the version's container script;
 * the shell's runtime reads no manifest and has no snapshot handler: `disableSnapshot` and `withoutSnapshotHandler` in
 * tools/webpack/create-config.cjs, so a remote is registered once and never replaced or preloaded) and returns the loader
 * pages use. Nothing is fetched until a page needs it. A remote this shell cannot mount is not registered; the loader
 * fails its pages with the reason. The loading policy (shell/src/runtime-plugins) is installed by the webpack
 * config's runtimePlugins.
 */
export function startFederation(remotes: ActiveRemote[]): RemoteLoader {
  registerRemotes(
    remotes.filter((remote) => !remote.unsupported).map(({ name, manifest }) => ({ name, entry: remoteEntryUrl(manifest) })),
  );
  return createRemoteLoader((name: RemoteName) => loadRemote(`${name}/routes`), refusedRemotes(remotes), prepareRemote);
}
