import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_ENTRY_FILE, type RemoteName } from '@fc/shared';
import { refusedRemotes, type ActiveRemote } from './registry';
import { createRemoteLoader, type RemoteLoader } from './remote-loader';

/** The container script of a remote version: REMOTE_ENTRY_FILE beside the mf-manifest.json the registry names. */
export function remoteEntryUrl(manifest: string, origin: string = window.location.origin): string {
  return new URL(REMOTE_ENTRY_FILE, new URL(manifest, origin)).href;
}

/**
 * Registers the registry's active remotes with the Module Federation runtime (entry = the version's container script;
 * the shell's runtime reads no manifest: `disableSnapshot` in tools/webpack/create-config.cjs) and returns the loader
 * pages use. Nothing is fetched until a page needs it. A remote this shell cannot mount is not registered; the loader
 * fails its pages with the reason. The loading policy (shell/src/runtime-plugins) is installed by the webpack
 * config's runtimePlugins.
 */
export function startFederation(remotes: ActiveRemote[]): RemoteLoader {
  registerRemotes(
    remotes.filter((remote) => !remote.unsupported).map(({ name, manifest }) => ({ name, entry: remoteEntryUrl(manifest) })),
  );
  return createRemoteLoader((name: RemoteName) => loadRemote(`${name}/routes`), refusedRemotes(remotes));
}
