import { VITAL_MAX_VALUE, VITALS_MAX_VIEWS, VITALS_VERSION_MAX_LENGTH, VITALS_VERSION_PATTERN, type VitalMetric } from '@fc/shared/contracts/vitals';
import type { RouteOwner } from './route-views';

type Metrics = Partial<Record<VitalMetric, number>>;

interface View {
  owner: RouteOwner;
  /** performance.now() when it was entered. */
  startedAt: number;
  /** CLS added while this view was shown (web-vitals' deltas), once CLS is being measured at all. */
  cls: number;
  /**
   * The page was hidden during this view and shown again: the view went out then, and this is what came after. It is
   * sent only if a layout shift or an interaction happened since, so that a page hidden twice counts once.
   */
  continued?: true;
  measuredSince?: true;
  inp?: number;
  sent: boolean;
}

export interface VitalsReporterOptions {
  /** The route a pathname shows (route-views.ts), null when no reported route serves it. */
  matchRoute(pathname: string): RouteOwner | null;
  shellVersion: string;
  /** The pathname of the document's own load: its view (or the page its redirect leads to) takes the page's LCP. */
  landingPathname: string;
  /** When the router showed it (`performance.now()`; default: now). */
  landingAt?: number;
  /** Sends one report body (JSON text). */
  send(body: string): void;
  /** Milliseconds since the page's start (`performance.now`). */
  now?: () => number;
}

export interface VitalsReporter {
  /**
   * The location's path changed (another page, or the same route for another id): the view shown until now is done
   * (queued), a new one starts. `replace`: the new location replaced the old one in the history; `at`: when
   * (`performance.now()`; default: now).
   */
  enterView(pathname: string, replace?: boolean, at?: number): void;
  /** The page's LCP (web-vitals; each candidate, the latest counts), the landing view's. */
  lcp(value: number): void;
  /** A CLS change: `delta` is added to the view shown now. */
  cls(delta: number): void;
  /** The page's INP as it changed: the worst seen while a view was shown is that view's. */
  inp(value: number): void;
  /** Sends every finished view and the current one (the page is being hidden); later measures start a new view. */
  flush(): void;
}

/** A view replaced sooner than this was a redirect (a guard, a `Navigate`): it showed nothing of its own. [ours] */
export const REDIRECT_WITHIN_MS = 1_000;

const VERSION = new RegExp(VITALS_VERSION_PATTERN);
const validVersion = (version: string) => version.length <= VITALS_VERSION_MAX_LENGTH && VERSION.test(version);

function inRange(metric: VitalMetric, value: number | undefined): number | undefined {
  if (value === undefined || !Number.isFinite(value) || value < 0 || value > VITAL_MAX_VALUE[metric]) return undefined;
  return metric === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
}

/**
 * Real-user vitals per page view, in batches. A view is one route shown: LCP belongs to the view the document loaded
 * with, CLS is what shifted while a view was shown, INP the page's INP whenever it grew during the view. The batch
 * goes out when the page is hidden (and early once it holds the most views a report takes); the server's rules are
 * checked here too, so that one odd view never gets a whole report refused.
 */
export function createVitalsReporter({
  matchRoute,
  shellVersion,
  landingPathname,
  landingAt,
  send,
  now = () => performance.now(),
}: VitalsReporterOptions): VitalsReporter {
  const versionOk = validVersion(shellVersion);
  let landing: View | null = null;
  let landingDecided = false;
  // The page's, not a view's: a redirect may move the landing view after LCP was seen.
  let lcp: number | undefined;
  const newView = (pathname: string, startedAt: number): View | null => {
    const owner = matchRoute(pathname);
    if (owner?.redirect) return null;
    const view = owner && validVersion(owner.remoteVersion) ? { owner, startedAt, cls: 0, sent: false } : null;
    if (!landingDecided) {
      landing = view;
      landingDecided = true;
    }
    return view;
  };
  let current = newView(landingPathname, landingAt ?? now());
  let currentPathname = landingPathname;
  let measuringCls = false;
  let queue: View[] = [];

  const metricsOf = (view: View): Metrics => {
    const metrics: Metrics = { LCP: view === landing ? inRange('LCP', lcp) : undefined, INP: inRange('INP', view.inp), CLS: measuringCls ? inRange('CLS', view.cls) : undefined };
    for (const metric of Object.keys(metrics) as VitalMetric[]) if (metrics[metric] === undefined) delete metrics[metric];
    return metrics;
  };

  const sendViews = (views: View[]) => {
    const entries = views.flatMap((view) => {
      view.sent = true;
      if (view.continued && !view.measuredSince) return [];
      const metrics = metricsOf(view);
      return Object.keys(metrics).length > 0 && versionOk ? [{ ...view.owner, metrics }] : [];
    });
    // VITALS_MAX_VIEWS views of the longest routes and versions fit in VITALS_MAX_BODY_BYTES (reporter.test.ts).
    for (let start = 0; start < entries.length; start += VITALS_MAX_VIEWS) {
      send(JSON.stringify({ shellVersion, views: entries.slice(start, start + VITALS_MAX_VIEWS) }));
    }
  };

  return {
    enterView(pathname, replace = false, at = now()) {
      if (pathname === currentPathname) return;
      currentPathname = pathname;
      const redirected = replace && current !== null && !current.continued && at - current.startedAt < REDIRECT_WITHIN_MS;
      if (redirected && current === landing) landingDecided = false;
      else if (current && !redirected) queue.push(current);
      current = newView(pathname, at);
      if (queue.length >= VITALS_MAX_VIEWS) {
        sendViews(queue);
        queue = [];
      }
    },
    lcp(value) {
      if (!landing?.sent) lcp = value;
    },
    cls(delta) {
      measuringCls = true;
      if (!current) return;
      current.cls += delta;
      if (delta > 0) current.measuredSince = true;
    },
    inp(value) {
      if (!current) return;
      current.inp = Math.max(current.inp ?? 0, value);
      current.measuredSince = true;
    },
    flush() {
      const views = current ? [...queue, current] : queue;
      queue = [];
      if (views.length > 0) sendViews(views);
      if (current) current = { owner: current.owner, startedAt: now(), cls: 0, sent: false, continued: true };
      landingDecided = true;
    },
  };
}
