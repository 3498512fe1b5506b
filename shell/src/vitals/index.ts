import type { ActiveRemote } from '../remotes/registry';

interface RouteViews {
  enterView(pathname: string): void;
}

let reporter: RouteViews | null = null;
let latestPathname: string | null = null;

/** The router's location changed; the reporter (once loaded) counts a new page view. */
export function trackRouteView(pathname: string): void {
  latestPathname = pathname;
  reporter?.enterView(pathname);
}

/**
 * Real-user vitals: the reporter and web-vitals are a chunk of their own, loaded once the page has loaded and the
 * browser is idle, so that a first load neither waits for them nor downloads them before its own files.
 */
export function startVitalsAfterLoad(remotes: readonly ActiveRemote[], shellVersion: string): void {
  const landingPathname = window.location.pathname;
  const load = () => {
    import(/* webpackChunkName: "vitals" */ './start-vitals')
      .then(({ startVitals }) => {
        reporter = startVitals({ remotes, shellVersion, landingPathname });
        if (latestPathname !== null) reporter.enterView(latestPathname);
      })
      // Vitals are best effort: a chunk that fails to load costs the page nothing.
      .catch(() => undefined);
  };
  const whenIdle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(load, { timeout: 5_000 }) : window.setTimeout(load, 1_000));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
