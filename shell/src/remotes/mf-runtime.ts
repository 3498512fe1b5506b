import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@fc/shared';
import { refusedRemotes, type ActiveRemote } from './registry';
import { createRemoteLoader, type RemoteLoader } from './remote-loader';

/**
 * Registers the registry's active remotes with the Module Federation runtime (entry = the version's
 * mf-manifest.json) and returns the loader pages use. Nothing is fetched until a page needs it.
 * A remote this shell cannot mount is not registered; the loader fails its pages with the reason.
 * The loading policy (shell/src/runtime-plugins) is installed by the webpack config's runtimePlugins.
 */
export function startFederation(remotes: ActiveRemote[]): RemoteLoader {
  registerRemotes(
    remotes
      .filter((remote) => !remote.unsupported)
      .map(({ name, manifest }) => ({ name, entry: new URL(manifest, window.location.origin).href })),
  );
  return createRemoteLoader((name: RemoteName) => loadRemote(`${name}/routes`), refusedRemotes(remotes));
}
