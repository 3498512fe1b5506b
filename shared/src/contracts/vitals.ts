/** Real-user vitals: /vitals (the shell's reports), /dev/vitals (the 75th percentiles, outside production). */
import { Type, type Static } from 'typebox';
import { REMOTE_NAMES } from './remote';
import { STRICT, StringEnum } from './schema';
import {
  VITAL_MAX_VALUE,
  VITAL_METRICS,
  VITALS_MAX_VIEWS,
  VITALS_ROUTE_MAX_LENGTH,
  VITALS_ROUTE_PATTERN,
  VITALS_VERSION_MAX_LENGTH,
  VITALS_VERSION_PATTERN,
} from './vitals-constants';

const Version = Type.String({ minLength: 1, maxLength: VITALS_VERSION_MAX_LENGTH, pattern: VITALS_VERSION_PATTERN });
const Value = (metric: keyof typeof VITAL_MAX_VALUE) => Type.Optional(Type.Number({ minimum: 0, maximum: VITAL_MAX_VALUE[metric] }));

/** One page view: the route pattern shown, the remote version that rendered it, and what was measured there. */
export const VitalsView = Type.Object(
  {
    route: Type.String({ minLength: 1, maxLength: VITALS_ROUTE_MAX_LENGTH, pattern: VITALS_ROUTE_PATTERN }),
    remote: StringEnum(REMOTE_NAMES),
    remoteVersion: Version,
    /** At least one metric; LCP only on the view a page load opened. */
    metrics: Type.Object({ LCP: Value('LCP'), INP: Value('INP'), CLS: Value('CLS') }, { ...STRICT, minProperties: 1 }),
  },
  STRICT,
);
export type VitalsView = Static<typeof VitalsView>;

/** /vitals — a batch of page views from one browser (a beacon: no session, no answer read). */
export const VitalsReportRequest = Type.Object(
  { shellVersion: Version, views: Type.Array(VitalsView, { minItems: 1, maxItems: VITALS_MAX_VIEWS }) },
  STRICT,
);
export type VitalsReportRequest = Static<typeof VitalsReportRequest>;
export const VitalsReportResponse = Type.Object({
  /** Measurements counted. */
  samples: Type.Integer({ minimum: 0 }),
});
export type VitalsReportResponse = Static<typeof VitalsReportResponse>;

/** The 75th percentile of one metric over a set of page views. */
export const VitalP75 = Type.Object({
  metric: StringEnum(VITAL_METRICS),
  /** Milliseconds for LCP and INP, unitless for CLS: the middle of the histogram bucket holding the 75th percentile. */
  p75: Type.Number(),
  samples: Type.Integer({ minimum: 1 }),
});
export type VitalP75 = Static<typeof VitalP75>;

/** /dev/vitals (outside production) — what `npm run vitals` prints, for the benchmark's throwaway site. */
export const DevVitalsRequest = Type.Object({ days: Type.Optional(Type.Integer({ minimum: 1, maximum: 366 })) }, STRICT);
export type DevVitalsRequest = Static<typeof DevVitalsRequest>;
export const VitalsSummary = Type.Object({
  /** First and last UTC day counted, YYYY-MM-DD. */
  from: Type.String(),
  to: Type.String(),
  /** Per route (every version of its remote together). */
  routes: Type.Array(Type.Object({ route: Type.String(), remote: StringEnum(REMOTE_NAMES), metrics: Type.Array(VitalP75) })),
  /** Per remote version (every route of it together). */
  remoteVersions: Type.Array(Type.Object({ remote: StringEnum(REMOTE_NAMES), remoteVersion: Type.String(), metrics: Type.Array(VitalP75) })),
  /** Per shell version (every page together). */
  shellVersions: Type.Array(Type.Object({ shellVersion: Type.String(), metrics: Type.Array(VitalP75) })),
});
export type VitalsSummary = Static<typeof VitalsSummary>;
export const DevVitalsResponse = VitalsSummary;
export type DevVitalsResponse = Static<typeof DevVitalsResponse>;
