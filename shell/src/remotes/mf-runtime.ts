import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@fc/shared';
import reportingPlugin from '../runtime-plugins/reporting';
import retryPlugin from '../runtime-plugins/retry';
import type { ActiveRemote } from './registry';
import { createRemoteLoader, type RemoteLoader } from './remote-loader';

/**
 * Registers the registry's active remotes with the Module Federation runtime (entry = the version's
 * mf-manifest.json) and returns the loader pages use. Nothing is fetched until a page needs it.
 */
export function startFederation(remotes: ActiveRemote[]): RemoteLoader {
  // Also listed in the webpack config's runtimePlugins when available; the runtime keeps one per name.
  registerPlugins([retryPlugin(), reportingPlugin()]);
  registerRemotes(remotes.map(({ name, manifest }) => ({ name, entry: new URL(manifest, window.location.origin).href })));
  return createRemoteLoader((name: RemoteName) => loadRemote(`${name}/routes`));
}
