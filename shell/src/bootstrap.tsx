import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n, publishDiagnostics } from '@fc/shared';
import { publishResources } from '@fc/shared/contracts/resources';
import { App } from './app/app';
import { createNavigationWait } from './app/navigation-wait';
import { ShellRouter } from './app/shell-router';
import { buildRoutes } from './app/routes';
import { SHELL_VERSION } from './lib/app-version';
import { addShellResources } from './lib/i18n';
import { startFederation } from './remotes/mf-runtime';
import { RemoteBoundary } from './remotes/remote-boundary';
import { createRemotePages } from './remotes/remote-pages';
import { activeRemotes, deployedShellVersion, loadRegistry } from './remotes/registry';
import { versionsOf } from './remotes/remote-versions';
import { startVitalsAfterLoad } from './vitals';

async function start(): Promise<void> {
  const [{ registry, source }] = await Promise.all([loadRegistry(), initI18n(), addShellResources()]);
  const remotes = activeRemotes(registry);
  const versions = versionsOf(remotes);
  const shellVersion = deployedShellVersion(registry, SHELL_VERSION);
  publishDiagnostics({ remotes: versions, shell: shellVersion, registryRevision: registry?.revision ?? null });
  // Where the generated art is, and its version: every app's resource URLs (@fc/shared/contracts/resources) read it.
  publishResources(registry?.resources);

  const pages = createRemotePages(startFederation(remotes));
  const routes = buildRoutes(remotes, pages, registry !== null);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container, {
    onCaughtError(error, info) {
      // A remote's boundary reports what it catches itself, with the remote's version.
      if (info.errorBoundary instanceof RemoteBoundary) return;
      console.error(error, info.componentStack);
    },
  }).render(
    <StrictMode>
      <ShellRouter wait={createNavigationWait(routes, pages)}>
        <App routes={routes} remotes={{ versions, shellVersion, registrySource: source }} />
      </ShellRouter>
    </StrictMode>,
  );
  startVitalsAfterLoad(remotes, shellVersion);
}

void start();
