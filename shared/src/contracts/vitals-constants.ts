/**
 * Real-user vitals (issue 25): what the shell reports to /vitals and what the server accepts. No TypeBox here: the
 * shell's reporter chunk imports it through '@fc/shared/contracts/vitals'.
 */

/** The metrics reported, each as web-vitals measures it. */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/**
 * Largest value accepted per metric (LCP and INP in milliseconds, CLS unitless); beyond is a broken measurement, not a
 * slow page. [ours]
 */
export const VITAL_MAX_VALUE: Readonly<Record<VitalMetric, number>> = { LCP: 60_000, INP: 60_000, CLS: 10 };

/**
 * The User Timing mark the shell sets once its reporter listens (DevTools' performance panel shows it): from then on a
 * page view is reported when the page is hidden or left. The reporter's chunk loads after the page, when the browser is
 * idle, so a visitor leaving before this mark is not reported.
 */
export const VITALS_REPORTING_MARK = 'fc:vitals-reporting';

/** Most page views in one report; the reporter sends early when it holds this many. [ours] */
export const VITALS_MAX_VIEWS = 20;
/** Largest report body (bytes): twenty views of the longest route and versions fit. [ours] */
export const VITALS_MAX_BODY_BYTES = 8 * 1024;
export const VITALS_ROUTE_MAX_LENGTH = 128;
export const VITALS_VERSION_MAX_LENGTH = 64;

/**
 * A route pattern as the registry holds it (`/`, `/market/detail/rol/:transId`, `/poolsale/:tokenSymbol?`): literal
 * segments start with a letter, so a raw URL's numeric ids do not pass.
 */
export const VITALS_ROUTE_PATTERN = '^(?:/|(?:/(?:[A-Za-z][A-Za-z0-9_-]*|:[A-Za-z][A-Za-z0-9_]*\\??|\\*))+)$';
/** A shell or remote version (`1.4.0-1a2b3c4d`, `dev`). */
export const VITALS_VERSION_PATTERN = '^[0-9A-Za-z][0-9A-Za-z.+_-]*$';
