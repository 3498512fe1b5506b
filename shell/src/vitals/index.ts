import { afterLoadWhenIdle } from '../lib/when-idle';
import type { ActiveRemote } from '../remotes/registry';

interface RouteView {
  pathname: string;
  replace: boolean;
  /** performance.now() when the router showed it. */
  at: number;
}

interface RouteViews {
  enterView(pathname: string, replace: boolean, at: number): void;
}

/** Most page views kept while the reporter loads; a visitor moving faster than that loses the later ones. */
const MAX_EARLY_VIEWS = 50;

let reporter: RouteViews | null = null;
const early: RouteView[] = [];

/** The router's location changed (`replace`: in place of the previous one); the reporter counts a new page view. */
export function trackRouteView(pathname: string, replace: boolean): void {
  const view = { pathname, replace, at: performance.now() };
  if (reporter) reporter.enterView(view.pathname, view.replace, view.at);
  else if (early.length < MAX_EARLY_VIEWS) early.push(view);
}

/**
 * Real-user vitals: the reporter and web-vitals are a chunk of their own, loaded once the page has loaded and the
 * browser is idle, so that a first load neither waits for them nor downloads them before its own files. The page views
 * the router showed meanwhile are handed over with their times.
 */
export function startVitalsAfterLoad(remotes: readonly ActiveRemote[], shellVersion: string): void {
  const load = () => {
    import(/* webpackChunkName: "vitals" */ './start-vitals')
      .then(({ startVitals }) => {
        const [landing = { pathname: window.location.pathname, at: performance.now() }, ...later] = early.splice(0);
        reporter = startVitals({ remotes, shellVersion, landingPathname: landing.pathname, landingAt: landing.at });
        for (const view of later) reporter.enterView(view.pathname, view.replace, view.at);
      })
      // Vitals are best effort: a chunk that fails to load costs the page nothing.
      .catch(() => undefined);
  };
  afterLoadWhenIdle(load);
}
