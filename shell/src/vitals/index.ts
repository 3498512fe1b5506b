import type { ActiveRemote } from '../remotes/registry';

interface RouteViews {
  enterView(pathname: string, replace: boolean): void;
}

let reporter: RouteViews | null = null;
let latest: { pathname: string; replace: boolean } | null = null;

/** The router's location changed (`replace`: in place of the previous one); the reporter (once loaded) counts a new page view. */
export function trackRouteView(pathname: string, replace: boolean): void {
  latest = { pathname, replace };
  reporter?.enterView(pathname, replace);
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
        // Where the router is by now (views in between, if any, are not told apart).
        if (latest !== null) reporter.enterView(latest.pathname, latest.replace);
      })
      // Vitals are best effort: a chunk that fails to load costs the page nothing.
      .catch(() => undefined);
  };
  const whenIdle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(load, { timeout: 5_000 }) : window.setTimeout(load, 1_000));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
