import { onCLS, onINP, onLCP } from 'web-vitals';
import { VITALS_REPORTING_MARK } from '@fc/shared/contracts/vitals';
import type { ActiveRemote } from '../remotes/registry';
import { createVitalsReporter, type VitalsReporter } from './reporter';
import { createRouteMatcher, reportableRoutes } from './route-views';
import { sendVitals } from './transport';

export interface StartVitalsOptions {
  remotes: readonly ActiveRemote[];
  shellVersion: string;
  /** The path shown when the document loaded (its view takes the LCP), and when (`performance.now()`). */
  landingPathname: string;
  landingAt?: number;
}

/** What measures and sends: web-vitals and the beacon, replaced in tests. */
export interface VitalsSources {
  onLCP: typeof onLCP;
  onINP: typeof onINP;
  onCLS: typeof onCLS;
  send: (body: string) => void;
  /** The window: where the page's hiding is heard. */
  target: { addEventListener(type: 'visibilitychange', listener: () => void): void; document: { visibilityState: DocumentVisibilityState } };
  /** Sets a User Timing mark (performance.mark). */
  mark: (name: string) => void;
}

/**
 * The reporter, fed by web-vitals (loaded in this chunk, after the first render; its observers are buffered, so what
 * happened before is still seen) and sent when the page is hidden (which leaving it is too).
 */
export function startVitals(
  { remotes, shellVersion, landingPathname, landingAt }: StartVitalsOptions,
  sources: VitalsSources = { onLCP, onINP, onCLS, send: sendVitals, target: window, mark: (name) => performance.mark(name) },
): Pick<VitalsReporter, 'enterView'> {
  const reporter = createVitalsReporter({ matchRoute: createRouteMatcher(reportableRoutes(remotes)), shellVersion, landingPathname, landingAt, send: sources.send });
  // Every LCP candidate, the latest counting (the browser stops emitting them after the first input): the landing view
  // holds the page's LCP at any moment, whenever the report goes.
  sources.onLCP((metric) => reporter.lcp(metric.value), { reportAllChanges: true });
  sources.onCLS((metric) => reporter.cls(metric.delta), { reportAllChanges: true });
  sources.onINP((metric) => reporter.inp(metric.value), { reportAllChanges: true });
  // Added after web-vitals' own listeners (capture, on window), so its last values are in before the flush. Hidden is
  // when web-vitals finalizes CLS and INP, leaving a page included (browsers fire it after pagehide): flushing at
  // pagehide too would send the same view twice, its last shifts apart.
  sources.target.addEventListener('visibilitychange', () => {
    if (sources.target.document.visibilityState === 'hidden') reporter.flush();
  });
  sources.mark(VITALS_REPORTING_MARK);
  return reporter;
}
