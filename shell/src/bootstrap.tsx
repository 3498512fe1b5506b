import { createRoot, hydrateRoot } from 'react-dom/client';
import { currentLanguage, initI18n, loadErrorStrings, publishDiagnostics } from '@fc/shared';
import { publishResources } from '@fc/shared/contracts/resources';
import { createNavigationWait } from './app/navigation-wait';
import { shellRootOptions } from './app/root-options';
import { shellApp } from './app/shell-app';
import { ShellRouter } from './app/shell-router';
import { buildRoutes } from './app/routes';
import { SHELL_VERSION } from './lib/app-version';
import { framedRemote, prerenderedLanguage } from './prerender/frame-contract';
import { addShellResources } from './lib/i18n';
import { startFederation } from './remotes/mf-runtime';
import { createRemotePages } from './remotes/remote-pages';
import { activeRemotes, deployedShellVersion, loadRegistry } from './remotes/registry';
import { versionsOf } from './remotes/remote-versions';
import { NAV_LINK_PATHS } from './features/navbar/components/nav-links';
import { afterLoadWhenIdle } from './lib/when-idle';
import { listenForLinkIntent } from './prefetch/link-intent';
import { prefetchRouteCode } from './prefetch/prefetch-routes';
import { startVitalsAfterLoad } from './vitals';

async function start(): Promise<void> {
  const [{ registry, source }] = await Promise.all([loadRegistry(), initI18n(), addShellResources()]);
  const remotes = activeRemotes(registry);
  const versions = versionsOf(remotes);
  const shellVersion = deployedShellVersion(registry, SHELL_VERSION);
  publishDiagnostics({
    remotes: versions,
    shell: shellVersion,
    registryRevision: registry?.revision ?? null,
    visitor: registry?.visitor ?? null,
  });
  // Where the generated art is, and its version: every app's resource URLs (@fc/shared/contracts/resources) read it.
  publishResources(registry?.resources);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // The site server sent the app shell rendered (a guest's page): it is hydrated, unless it is in another language than
  // the one chosen here, which a render replaces.
  const hydrate = prerenderedLanguage(container) === currentLanguage();
  const pages = createRemotePages(startFederation(remotes), {
    errorStrings: loadErrorStrings,
    hydratedFrame: hydrate ? framedRemote(container) : null,
  });
  const routes = buildRoutes(remotes, pages, registry !== null);

  const wait = createNavigationWait(routes, pages);
  // The page asked for: its first calls start with its code, not once it renders.
  wait.prefetch({ pathname: window.location.pathname, search: window.location.search });

  const app = shellApp(
    (children) => <ShellRouter wait={wait}>{children}</ShellRouter>,
    routes,
    { versions, shellVersion, registrySource: source },
  );
  if (hydrate) hydrateRoot(container, app, shellRootOptions);
  else createRoot(container, shellRootOptions).render(app);
  startVitalsAfterLoad(remotes, shellVersion);
  // The pages a visitor goes to next: the navbar's, their code fetched once this one is idle; any link's page, its code
  // and first calls, as soon as the visitor is about to follow it.
  afterLoadWhenIdle(() => void prefetchRouteCode(NAV_LINK_PATHS, { wait, pages, remotes }));
  listenForLinkIntent(document, (target) => wait.prefetch(target));
}

void start();
