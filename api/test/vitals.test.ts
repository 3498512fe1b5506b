import {
  ApiPaths,
  ErrorCode,
  VITAL_MAX_VALUE,
  VITALS_MAX_BODY_BYTES,
  VITALS_MAX_VIEWS,
  VITALS_ROUTE_MAX_LENGTH,
  type VitalsReportRequest,
  type VitalsSummary,
  type VitalsView,
} from '@fc/shared/contracts';
import { formatVitals } from '../src/cli/vitals';
import { VITALS_PRUNE_JOB, VITALS_RETENTION_DAYS } from '../src/modules/vitals/constants';
import { bucketOf, bucketValue, percentile } from '../src/modules/vitals/histogram';
import { vitalsHistogram } from '../src/modules/vitals/tables';
import { createTestApp, type TestApp } from './helpers/build-app';

const DAY_MS = 24 * 60 * 60_000;
const SHELL = '1.0.0-5he11';
const view = (metrics: VitalsView['metrics'], overrides: Partial<VitalsView> = {}): VitalsView => ({
  route: '/market/detail/rol/:transId',
  remote: 'mfe_market',
  remoteVersion: '1.2.0-abcd1234',
  metrics,
  ...overrides,
});
const report = (views: VitalsView[], shellVersion = SHELL): VitalsReportRequest => ({ shellVersion, views });

async function histogram(t: TestApp) {
  const rows = await t.app.db.select().from(vitalsHistogram);
  return rows
    .map(({ day, route, remote, remoteVersion, shellVersion, metric, bucket, count }) => ({ day, route, remote, remoteVersion, shellVersion, metric, bucket, count }))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

async function summary(t: TestApp, days?: number): Promise<VitalsSummary> {
  const answer = await t.call<VitalsSummary>(ApiPaths.devVitals, days === undefined ? {} : { days });
  expect(answer.r).toBe(0);
  return answer.d;
}

describe('the histogram', () => {
  it('puts a value in a bucket whose value is within 2.2 % of it, and everything below one unit in bucket 0', () => {
    for (const value of [1, 1.5, 87, 250, 1999, 2500, 4000, 59_999, 60_000]) {
      const stands = bucketValue('LCP', bucketOf('LCP', value));
      expect(Math.abs(stands - value) / value).toBeLessThanOrEqual(0.022);
    }
    for (const shift of [0.001, 0.02, 0.1, 0.25, 10]) expect(Math.abs(bucketValue('CLS', bucketOf('CLS', shift)) - shift) / shift).toBeLessThanOrEqual(0.022);
    expect(bucketOf('LCP', 0)).toBe(0);
    expect(bucketOf('LCP', 0.9)).toBe(0);
    expect(bucketOf('CLS', 0.0009)).toBe(0);
    expect(bucketValue('CLS', 0)).toBe(0);
    expect(bucketOf('LCP', VITAL_MAX_VALUE.LCP)).toBeLessThan(2 ** 15);
  });

  it('reads the nearest-rank 75th percentile: the bucket of the ⌈0.75·n⌉-th smallest value', () => {
    const of = (values: number[]) => {
      const counts = new Map<number, number>();
      for (const value of values) counts.set(bucketOf('INP', value), (counts.get(bucketOf('INP', value)) ?? 0) + 1);
      return percentile('INP', [...counts].map(([bucket, count]) => ({ bucket, count })), 0.75);
    };
    expect(of([400, 100, 300, 200])).toBe(bucketValue('INP', bucketOf('INP', 300)));
    expect(of([100, 200, 300, 400, 500])).toBe(bucketValue('INP', bucketOf('INP', 400)));
    expect(of([40])).toBe(bucketValue('INP', bucketOf('INP', 40)));
    expect(of([16, 16, 16, 900])).toBe(bucketValue('INP', bucketOf('INP', 16)));
    expect(of([])).toBeNull();
  });
});

describe('/vitals: accepted reports', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('counts each measurement into its day, route, versions, metric and bucket, adding up over reports', async () => {
    const first = await t.call(ApiPaths.vitals, report([view({ LCP: 1234.5, INP: 88, CLS: 0.01 }), view({ INP: 88, CLS: 0 }), view({ CLS: 0 }, { route: '/', remoteVersion: '1.1.0' })]));
    expect(first).toMatchObject({ status: 200, r: 0, d: { samples: 6 } });
    const second = await t.call(ApiPaths.vitals, report([view({ INP: 89 })], '1.0.1-5he11'));
    expect(second).toMatchObject({ r: 0, d: { samples: 1 } });

    const row = (metric: 'LCP' | 'INP' | 'CLS', bucket: number, count: number, extra: Record<string, string> = {}) => ({
      day: '2030-01-15',
      route: '/market/detail/rol/:transId',
      remote: 'mfe_market',
      remoteVersion: '1.2.0-abcd1234',
      shellVersion: SHELL,
      metric,
      bucket,
      count,
      ...extra,
    });
    const expected = [
      row('LCP', bucketOf('LCP', 1234.5), 1),
      // 88 and 89 ms share a bucket, but not a shell version.
      row('INP', bucketOf('INP', 88), 2),
      row('INP', bucketOf('INP', 89), 1, { shellVersion: '1.0.1-5he11' }),
      row('CLS', bucketOf('CLS', 0.01), 1),
      row('CLS', 0, 1),
      row('CLS', 0, 1, { route: '/', remoteVersion: '1.1.0' }),
    ];
    expect(bucketOf('INP', 88)).toBe(bucketOf('INP', 89));
    expect(await histogram(t)).toEqual(expected.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))));

    // The next UTC day is a row of its own.
    t.clock.advance(DAY_MS);
    expect((await t.call(ApiPaths.vitals, report([view({ INP: 88 })]))).r).toBe(0);
    expect((await histogram(t)).filter((entry) => entry.day === '2030-01-16')).toEqual([{ ...row('INP', bucketOf('INP', 88), 1), day: '2030-01-16' }]);
  });

  it('reads a beacon: the same JSON sent as text/plain', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api${ApiPaths.vitals}`,
      payload: JSON.stringify(report([view({ LCP: 900 })])),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(response.json()).toMatchObject({ r: 0, d: { samples: 1 } });
    expect(await histogram(t)).toEqual([expect.objectContaining({ metric: 'LCP', bucket: bucketOf('LCP', 900), count: 1 })]);
  });

  it('answers the 75th percentile per route, per remote version and per shell version over the last days', async () => {
    const lcps = [800, 1200, 2600, 3100];
    await t.call(ApiPaths.vitals, report(lcps.map((LCP) => view({ LCP, CLS: 0.05 }))));
    await t.call(ApiPaths.vitals, report([view({ LCP: 5000, INP: 120 }, { route: '/', remoteVersion: '1.3.0' })], '2.0.0'));
    await t.call(ApiPaths.vitals, report([view({ INP: 64 }, { route: '/login', remote: 'mfe_auth', remoteVersion: '0.9.0' })]));

    const p75 = (metric: 'LCP' | 'INP' | 'CLS', value: number, samples: number) => ({ metric, p75: bucketValue(metric, bucketOf(metric, value)), samples });
    expect(await summary(t)).toEqual({
      from: '2030-01-09',
      to: '2030-01-15',
      routes: [
        { route: '/', remote: 'mfe_market', metrics: [p75('LCP', 5000, 1), p75('INP', 120, 1)] },
        { route: '/login', remote: 'mfe_auth', metrics: [p75('INP', 64, 1)] },
        { route: '/market/detail/rol/:transId', remote: 'mfe_market', metrics: [p75('LCP', 2600, 4), p75('CLS', 0.05, 4)] },
      ],
      remoteVersions: [
        { remote: 'mfe_auth', remoteVersion: '0.9.0', metrics: [p75('INP', 64, 1)] },
        { remote: 'mfe_market', remoteVersion: '1.2.0-abcd1234', metrics: [p75('LCP', 2600, 4), p75('CLS', 0.05, 4)] },
        { remote: 'mfe_market', remoteVersion: '1.3.0', metrics: [p75('LCP', 5000, 1), p75('INP', 120, 1)] },
      ],
      shellVersions: [
        { shellVersion: SHELL, metrics: [p75('LCP', 2600, 4), p75('INP', 64, 1), p75('CLS', 0.05, 4)] },
        { shellVersion: '2.0.0', metrics: [p75('LCP', 5000, 1), p75('INP', 120, 1)] },
      ],
    });

    // Six days later the first day is still in the last 7, on the seventh it is not.
    t.clock.advance(6 * DAY_MS);
    expect((await summary(t)).routes).toHaveLength(3);
    t.clock.advance(DAY_MS);
    expect(await summary(t)).toEqual({ from: '2030-01-16', to: '2030-01-22', routes: [], remoteVersions: [], shellVersions: [] });
    expect((await summary(t, 8)).routes).toHaveLength(3);
  });

  it('prints the percentiles as `npm run vitals` shows them', async () => {
    await t.call(ApiPaths.vitals, report([view({ LCP: 2600, INP: 120, CLS: 0.05 })]));
    const lines = formatVitals(await summary(t), 7);
    expect(lines[0]).toBe('Real-user vitals, 75th percentile over 2030-01-09 … 2030-01-15 (UTC, 7 days); n = page views measured');
    const routeLine = lines.find((line) => line.startsWith('/market/detail/rol/:transId (mfe_market)'));
    const lcp = Math.round(bucketValue('LCP', bucketOf('LCP', 2600))).toLocaleString('en-US');
    expect(routeLine).toMatch(new RegExp(`${lcp} ms \\(n 1\\)\\s+${Math.round(bucketValue('INP', bucketOf('INP', 120)))} ms \\(n 1\\)\\s+0\\.050 \\(n 1\\)$`));
    expect(lines).toContainEqual(expect.stringMatching(/^mfe_market 1\.2\.0-abcd1234\s/));
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^${SHELL}\\s`)));
    expect(formatVitals({ from: '2030-01-15', to: '2030-01-15', routes: [], remoteVersions: [], shellVersions: [] }, 1)).toEqual([
      'Real-user vitals, 75th percentile over 2030-01-15 … 2030-01-15 (UTC, 1 day); n = page views measured',
      'No reports in that period.',
    ]);
  });

  it(`keeps ${VITALS_RETENTION_DAYS} days: the daily prune job deletes older days, once per period`, async () => {
    await t.call(ApiPaths.vitals, report([view({ LCP: 1000 })]));
    t.clock.advance((VITALS_RETENTION_DAYS - 1) * DAY_MS);
    await t.call(ApiPaths.vitals, report([view({ LCP: 1000 })]));
    const prune = async () => {
      const queued = (await t.app.jobs.tick()).filter((key) => key.startsWith(`${VITALS_PRUNE_JOB}:`));
      const runs = (await t.app.jobs.drain()).filter((run) => run.key.startsWith(`${VITALS_PRUNE_JOB}:`));
      return { queued, runs };
    };
    // The first day is the oldest of the last 90: kept.
    expect((await prune()).runs).toEqual([{ key: 'vitals-prune:2030-04-14T00:15Z', status: 'done', result: { vitalsHistogram: 0 } }]);
    expect((await histogram(t)).map((row) => row.day)).toEqual(['2030-01-15', '2030-04-14']);

    t.clock.advance(DAY_MS);
    expect((await prune()).runs).toEqual([{ key: 'vitals-prune:2030-04-15T00:15Z', status: 'done', result: { vitalsHistogram: 1 } }]);
    expect((await histogram(t)).map((row) => row.day)).toEqual(['2030-04-14']);
    // Later the same day the period is done: nothing is queued again.
    t.clock.advance(60 * 60_000);
    expect(await prune()).toEqual({ queued: [], runs: [] });
  });
});

describe('/vitals: refused reports answer their r and store nothing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const longRoute = `/${'a'.repeat(VITALS_ROUTE_MAX_LENGTH)}`;
  const cases: [string, unknown, string][] = [
    ['no views', report([]), 'views'],
    ['too many views', report(Array.from({ length: VITALS_MAX_VIEWS + 1 }, () => view({ CLS: 0 }))), 'views'],
    ['an unknown metric', report([view({ FID: 20 } as VitalsView['metrics'])]), 'views.0.metrics.FID'],
    ['a view with no metric', report([view({})]), 'views.0.metrics'],
    ['an LCP over its range', report([view({ LCP: VITAL_MAX_VALUE.LCP + 1 })]), 'views.0.metrics.LCP'],
    ['a negative INP', report([view({ INP: -1 })]), 'views.0.metrics.INP'],
    ['a CLS over its range', report([view({ CLS: VITAL_MAX_VALUE.CLS + 0.5 })]), 'views.0.metrics.CLS'],
    ['a value that is not a number', report([view({ LCP: '900' as unknown as number })]), 'views.0.metrics.LCP'],
    ['a raw URL instead of the route pattern', report([view({ LCP: 900 }, { route: '/market/detail/rol/123' })]), 'views.0.route'],
    ['a route with a query', report([view({ LCP: 900 }, { route: '/market/center?page=2' })]), 'views.0.route'],
    ['a route over its length', report([view({ LCP: 900 }, { route: longRoute })]), 'views.0.route'],
    ['an unknown remote', report([view({ LCP: 900 }, { remote: 'mfe_evil' as VitalsView['remote'] })]), 'views.0.remote'],
    ['a remote version over its length', report([view({ LCP: 900 }, { remoteVersion: '1'.repeat(65) })]), 'views.0.remoteVersion'],
    ['a remote version with spaces', report([view({ LCP: 900 }, { remoteVersion: '1.0 beta' })]), 'views.0.remoteVersion'],
    ['a bad shell version', report([view({ LCP: 900 })], '<script>'), 'shellVersion'],
    ['an unknown field', { ...report([view({ LCP: 900 })]), url: 'https://example.com/market/detail/rol/123' }, 'url'],
    ['one bad view among good ones', report([view({ LCP: 900 }), view({ LCP: 900 }), view({ LCP: 900 }, { route: 'market' })]), 'views.2.route'],
  ];

  it.each(cases)('%s: INVALID_PARAMS naming the field', async (_name, body, field) => {
    const before = await t.fingerprint();
    const answer = await t.call(ApiPaths.vitals, body);
    expect({ status: answer.status, r: answer.r, d: answer.d }).toEqual({ status: 200, r: ErrorCode.INVALID_PARAMS, d: expect.objectContaining({ field }) });
    expect(await t.fingerprint()).toEqual(before);
  });

  it.each([
    ['application/json', '{"shellVersion": "1.0.0", "views": ['],
    ['text/plain;charset=UTF-8', '{"shellVersion": "1.0.0", "views": ['],
    ['text/plain;charset=UTF-8', ''],
    ['text/plain;charset=UTF-8', '{"__proto__": {"x": 1}, "shellVersion": "1.0.0", "views": []}'],
  ])('malformed JSON as %s: INVALID_PARAMS naming the body', async (contentType, payload) => {
    const before = await t.fingerprint();
    const response = await t.app.inject({ method: 'POST', url: `/api${ApiPaths.vitals}`, payload, headers: { 'content-type': contentType } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ r: ErrorCode.INVALID_PARAMS, d: { field: 'body' } });
    expect(await t.fingerprint()).toEqual(before);
  });

  it.each(['application/json', 'text/plain;charset=UTF-8'])(`a body over ${VITALS_MAX_BODY_BYTES} bytes as %s: REQUEST_TOO_LARGE`, async (contentType) => {
    const padded = report([view({ LCP: 900 }, { remoteVersion: `1.0.0-${'a'.repeat(40)}` })]);
    const payload = JSON.stringify(padded).replace('{', `{${' '.repeat(VITALS_MAX_BODY_BYTES)}`);
    // Valid JSON and a valid report but for its size: only the limit refuses it.
    expect(JSON.parse(payload)).toEqual(padded);
    const before = await t.fingerprint();
    const response = await t.app.inject({ method: 'POST', url: `/api${ApiPaths.vitals}`, payload, headers: { 'content-type': contentType } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ r: ErrorCode.REQUEST_TOO_LARGE, d: { field: 'body' } });
    expect(await t.fingerprint()).toEqual(before);
  });
});

describe('/vitals: the rate limit', () => {
  it('takes authMax reports a window per client address, then answers TOO_MANY_REQUESTS and stores nothing, without using up the shared limit', async () => {
    const authMax = 5;
    const t = await createTestApp({ rateLimit: { max: 3, authMax, timeWindowMs: 60_000 } });
    try {
      for (let sent = 0; sent < authMax; sent += 1) expect((await t.call(ApiPaths.vitals, report([view({ CLS: 0 })]))).r).toBe(0);
      const before = await t.fingerprint();
      const refused = await t.call(ApiPaths.vitals, report([view({ CLS: 0 })]));
      expect(refused).toMatchObject({ status: 200, r: ErrorCode.TOO_MANY_REQUESTS, d: { retryAfter: expect.any(Number) } });
      expect(await t.fingerprint()).toEqual(before);
      expect((await t.call(ApiPaths.health, {})).r).toBe(0);
      // Another address has its own count.
      const other = await t.app.inject({ method: 'POST', url: `/api${ApiPaths.vitals}`, payload: report([view({ CLS: 0 })]), remoteAddress: '10.0.0.9' });
      expect(other.json()).toMatchObject({ r: 0 });
    } finally {
      await t.close();
    }
  });
});
