import { VITALS_MAX_BODY_BYTES, VITALS_MAX_VIEWS, VITALS_REPORTING_MARK, VITALS_ROUTE_MAX_LENGTH, VITALS_VERSION_MAX_LENGTH } from '@fc/shared/contracts/vitals';
import type { ActiveRemote } from '../remotes/registry';
import { createVitalsReporter } from './reporter';
import { createRouteMatcher, reportableRoutes } from './route-views';
import { startVitals, type VitalsSources } from './start-vitals';
import { sendVitals, VITALS_URL } from './transport';

const route = (path: string, redirectTo?: string) => ({ id: path, path, loginRequired: false, layout: 'main' as const, ...(redirectTo ? { redirectTo } : {}) });
const REMOTES: ActiveRemote[] = [
  {
    name: 'mfe_market',
    version: '1.4.0-1a2b3c4d',
    manifest: '/remotes/mfe_market/1.4.0-1a2b3c4d/mf-manifest.json',
    routes: [route('/'), route('/market', '/market/center'), route('/market/center'), route('/market/detail/rol/:transId'), route('/poolsale/:tokenSymbol?')],
  },
  { name: 'mfe_collection', version: '2.0.0', manifest: '/c.json', routes: [route('/mycard/:tokenId'), route('/mycard/fp/:tokenId')] },
  { name: 'mfe_game', version: '3.0.0', manifest: '/g.json', routes: [route('/guidance')], unsupported: 'contract 9' },
];
const SHELL = '1.0.0-5he11';
const matchRoute = createRouteMatcher(reportableRoutes(REMOTES));

interface SentView {
  route: string;
  remote: string;
  remoteVersion: string;
  metrics: Record<string, number>;
}
interface SentReport {
  shellVersion: string;
  views: SentView[];
}

function reporterAt(landingPathname: string) {
  const sent: SentReport[] = [];
  const bodies: string[] = [];
  const clock = { ms: 0 };
  const reporter = createVitalsReporter({
    matchRoute,
    shellVersion: SHELL,
    landingPathname,
    send: (body) => {
      bodies.push(body);
      sent.push(JSON.parse(body) as SentReport);
    },
    now: () => clock.ms,
  });
  return { reporter, sent, bodies, clock };
}

describe('route patterns', () => {
  it('reports a path under the registry route that serves it, with its remote version, never the URL', () => {
    expect(matchRoute('/market/detail/rol/123')).toEqual({ route: '/market/detail/rol/:transId', remote: 'mfe_market', remoteVersion: '1.4.0-1a2b3c4d' });
    expect(matchRoute('/mycard/fp/77')).toEqual({ route: '/mycard/fp/:tokenId', remote: 'mfe_collection', remoteVersion: '2.0.0' });
    expect(matchRoute('/mycard/77')?.route).toBe('/mycard/:tokenId');
    expect(matchRoute('/poolsale')?.route).toBe('/poolsale/:tokenSymbol?');
    expect(matchRoute('/poolsale/GOAL')?.route).toBe('/poolsale/:tokenSymbol?');
    expect(matchRoute('/')?.route).toBe('/');
    expect(matchRoute('/market')).toMatchObject({ route: '/market', redirect: true });
  });

  it('has no route for a 404 or for a remote version the shell refuses (its fallback is not its rendering)', () => {
    expect(matchRoute('/no/such/page')).toBeNull();
    expect(matchRoute('/guidance')).toBeNull();
  });
});

describe('the reporter', () => {
  it('sends nothing until the page is hidden, then every view in one report: LCP on the landing view, CLS and INP per view', () => {
    const { reporter, sent } = reporterAt('/market/detail/rol/5');
    reporter.cls(0);
    reporter.cls(0.02);
    reporter.inp(48);
    reporter.enterView('/mycard/fp/9');
    // web-vitals reports LCP when the first input finalizes it: after the click that navigated.
    reporter.lcp(1834.6);
    reporter.cls(0.004);
    reporter.inp(40);
    reporter.inp(232.2);
    reporter.enterView('/market/center');
    expect(sent).toEqual([]);

    reporter.flush();
    expect(sent).toEqual([
      {
        shellVersion: SHELL,
        views: [
          { route: '/market/detail/rol/:transId', remote: 'mfe_market', remoteVersion: '1.4.0-1a2b3c4d', metrics: { LCP: 1835, INP: 48, CLS: 0.02 } },
          { route: '/mycard/fp/:tokenId', remote: 'mfe_collection', remoteVersion: '2.0.0', metrics: { INP: 232, CLS: 0.004 } },
          { route: '/market/center', remote: 'mfe_market', remoteVersion: '1.4.0-1a2b3c4d', metrics: { CLS: 0 } },
        ],
      },
    ]);
  });

  it('sends a view once: what is measured after the page was hidden is a new view of the same route, sent only if something was', () => {
    const { reporter, sent } = reporterAt('/');
    reporter.cls(0.01);
    // Hidden twice (switching tabs away and back) with nothing measured in between.
    reporter.flush();
    reporter.flush();
    expect(sent).toHaveLength(1);
    reporter.cls(0);
    reporter.lcp(900);
    reporter.flush();
    expect(sent).toHaveLength(1);
    reporter.inp(120);
    reporter.flush();
    expect(sent[1]?.views).toEqual([{ route: '/', remote: 'mfe_market', remoteVersion: '1.4.0-1a2b3c4d', metrics: { INP: 120, CLS: 0 } }]);
    reporter.cls(0.05);
    reporter.flush();
    expect(sent[2]?.views).toEqual([{ route: '/', remote: 'mfe_market', remoteVersion: '1.4.0-1a2b3c4d', metrics: { CLS: 0.05 } }]);
  });

  it('counts a path once (a render twice is no new view), and another id of the same route as a new view', () => {
    const { reporter, sent } = reporterAt('/mycard/1');
    reporter.cls(0);
    reporter.enterView('/mycard/1');
    reporter.enterView('/mycard/2');
    reporter.enterView('/mycard/2');
    reporter.flush();
    expect(sent[0]?.views.map((view) => view.route)).toEqual(['/mycard/:tokenId', '/mycard/:tokenId']);
  });

  it('gives the LCP of a load that redirected to the page it led to; a 404 view is not reported', () => {
    const { reporter, sent } = reporterAt('/market');
    reporter.lcp(690);
    reporter.enterView('/market/center');
    reporter.lcp(700);
    reporter.cls(0);
    reporter.enterView('/no/such/page');
    reporter.cls(0.3);
    reporter.inp(500);
    reporter.flush();
    expect(sent[0]?.views).toEqual([{ route: '/market/center', remote: 'mfe_market', remoteVersion: '1.4.0-1a2b3c4d', metrics: { LCP: 700, CLS: 0 } }]);
  });

  it('drops a view replaced within a second (a guard or Navigate redirect), giving the LCP to the page it led to', () => {
    const { reporter, sent, clock } = reporterAt('/mycard/fp/9');
    reporter.cls(0);
    // Seen before the redirect, and nothing larger painted after it: still the page's LCP.
    reporter.lcp(650);
    clock.ms = 40;
    reporter.enterView('/market/center', true);
    clock.ms = 5_000;
    // Replaced after seconds on the page: a view of its own.
    reporter.enterView('/mycard/3', true);
    reporter.flush();
    expect(sent[0]?.views).toEqual([
      { route: '/market/center', remote: 'mfe_market', remoteVersion: '1.4.0-1a2b3c4d', metrics: { LCP: 650, CLS: 0 } },
      { route: '/mycard/:tokenId', remote: 'mfe_collection', remoteVersion: '2.0.0', metrics: { CLS: 0 } },
    ]);
  });

  it('judges a redirect by when the router showed each path, also for views that happened before the reporter loaded', () => {
    const sent: SentReport[] = [];
    const lateReporter = (landingAt: number) =>
      createVitalsReporter({ matchRoute, shellVersion: SHELL, landingPathname: '/mycard/1', landingAt, send: (body) => sent.push(JSON.parse(body) as SentReport), now: () => 9_000 });
    // Left for / at 4 s, heard at 9 s: the card was a page view.
    const signedIn = lateReporter(600);
    signedIn.enterView('/', true, 4_000);
    signedIn.cls(0);
    signedIn.flush();
    expect(sent.pop()?.views.map((view) => view.route)).toEqual(['/mycard/:tokenId', '/']);
    // Replaced 300 ms after it showed: a redirect.
    const redirected = lateReporter(600);
    redirected.enterView('/', true, 900);
    redirected.cls(0);
    redirected.flush();
    expect(sent.pop()?.views.map((view) => view.route)).toEqual(['/']);
  });

  it('reports no CLS before web-vitals has measured it, and drops values the server would refuse', () => {
    const { reporter, sent } = reporterAt('/');
    reporter.lcp(61_000);
    reporter.inp(Number.NaN);
    reporter.flush();
    expect(sent).toEqual([]);
    reporter.inp(80);
    reporter.flush();
    expect(sent[0]?.views[0]?.metrics).toEqual({ INP: 80 });
  });

  it(`sends early once ${VITALS_MAX_VIEWS} views wait, and keeps every report within ${VITALS_MAX_VIEWS} views and ${VITALS_MAX_BODY_BYTES} bytes`, () => {
    const { reporter, sent, bodies } = reporterAt('/mycard/0');
    reporter.cls(0);
    for (let id = 1; id < VITALS_MAX_VIEWS; id += 1) reporter.enterView(`/mycard/${id}`);
    expect(sent).toEqual([]);
    reporter.enterView(`/mycard/${VITALS_MAX_VIEWS}`);
    expect(sent.map((report) => report.views.length)).toEqual([VITALS_MAX_VIEWS]);
    for (let id = VITALS_MAX_VIEWS + 1; id < 2 * VITALS_MAX_VIEWS + 5; id += 1) reporter.enterView(`/mycard/${id}`);
    reporter.flush();
    expect(sent.map((report) => report.views.length)).toEqual([VITALS_MAX_VIEWS, VITALS_MAX_VIEWS, 5]);
    for (const body of bodies) expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(VITALS_MAX_BODY_BYTES);
  });

  it('keeps a full report of the longest routes and versions within the byte limit', () => {
    const bodies: string[] = [];
    const reporter = createVitalsReporter({
      matchRoute: () => ({ route: `/${'a'.repeat(VITALS_ROUTE_MAX_LENGTH - 1)}`, remote: 'mfe_collection', remoteVersion: 'b'.repeat(VITALS_VERSION_MAX_LENGTH) }),
      shellVersion: 'c'.repeat(VITALS_VERSION_MAX_LENGTH),
      landingPathname: '/0',
      send: (body) => bodies.push(body),
    });
    reporter.lcp(59_999.4);
    reporter.cls(9.12345);
    reporter.inp(59_999.4);
    for (let id = 1; id < VITALS_MAX_VIEWS; id += 1) {
      reporter.enterView(`/${id}`);
      reporter.cls(9.12345);
      reporter.inp(59_999.4);
    }
    reporter.flush();
    expect(bodies.map((body) => (JSON.parse(body) as SentReport).views.length)).toEqual([VITALS_MAX_VIEWS]);
    expect(new TextEncoder().encode(bodies[0]).length).toBeLessThanOrEqual(VITALS_MAX_BODY_BYTES);
  });
});

describe('startVitals', () => {
  it('feeds the reporter from web-vitals and sends when the page is hidden (leaving it too)', () => {
    const callbacks: Record<string, (metric: { value: number; delta: number }) => void> = {};
    const listeners = new Map<string, () => void>();
    const bodies: string[] = [];
    const target = { document: { visibilityState: 'visible' as DocumentVisibilityState }, addEventListener: (type: string, listener: () => void) => listeners.set(type, listener) };
    const options: Record<string, unknown> = {};
    const metric = (name: string) =>
      ((callback: (metric: { value: number; delta: number }) => void, reportOptions: unknown) => {
        callbacks[name] = callback;
        options[name] = reportOptions;
      }) as unknown;
    const marks: string[] = [];
    const mark = (name: string) => marks.push(name);
    const sources = { onLCP: metric('LCP'), onINP: metric('INP'), onCLS: metric('CLS'), send: (body: string) => bodies.push(body), target, mark } as VitalsSources;

    const views = startVitals({ remotes: REMOTES, shellVersion: SHELL, landingPathname: '/' }, sources);
    // Marked once listening, for whoever waits on the reporter (DevTools, the browser tests).
    expect(marks).toEqual([VITALS_REPORTING_MARK]);
    // Every change of each metric: LCP's latest candidate, CLS's deltas, INP as it grows.
    expect(options).toEqual({ LCP: { reportAllChanges: true }, CLS: { reportAllChanges: true }, INP: { reportAllChanges: true } });
    callbacks.CLS?.({ value: 0.01, delta: 0.01 });
    callbacks.LCP?.({ value: 1200, delta: 1200 });
    callbacks.LCP?.({ value: 1500, delta: 300 });
    views.enterView('/market/center');
    callbacks.INP?.({ value: 96, delta: 96 });
    listeners.get('visibilitychange')?.();
    expect(bodies).toEqual([]);
    target.document.visibilityState = 'hidden';
    listeners.get('visibilitychange')?.();
    expect(bodies.map((body) => JSON.parse(body) as SentReport)).toEqual([
      {
        shellVersion: SHELL,
        views: [
          { route: '/', remote: 'mfe_market', remoteVersion: '1.4.0-1a2b3c4d', metrics: { LCP: 1500, CLS: 0.01 } },
          { route: '/market/center', remote: 'mfe_market', remoteVersion: '1.4.0-1a2b3c4d', metrics: { INP: 96, CLS: 0 } },
        ],
      },
    ]);
    expect([...listeners.keys()]).toEqual(['visibilitychange']);
    // Shown again, then shifted and hidden: what came after is a view of its own.
    target.document.visibilityState = 'visible';
    listeners.get('visibilitychange')?.();
    callbacks.CLS?.({ value: 0.03, delta: 0.02 });
    target.document.visibilityState = 'hidden';
    listeners.get('visibilitychange')?.();
    expect(JSON.parse(bodies[1] ?? '{}')).toEqual({ shellVersion: SHELL, views: [{ route: '/market/center', remote: 'mfe_market', remoteVersion: '1.4.0-1a2b3c4d', metrics: { CLS: 0.02 } }] });
  });
});

describe('sendVitals', () => {
  const original = { sendBeacon: navigator.sendBeacon, fetch: globalThis.fetch };
  afterEach(() => {
    Object.assign(navigator, { sendBeacon: original.sendBeacon });
    globalThis.fetch = original.fetch;
  });

  it('sends a beacon to /api/vitals, and a keepalive fetch when the beacon is refused', () => {
    const sendBeacon = jest.fn().mockReturnValueOnce(true).mockReturnValueOnce(false);
    const fetch = jest.fn().mockResolvedValue({ ok: true });
    Object.assign(navigator, { sendBeacon });
    globalThis.fetch = fetch;
    sendVitals('{"a":1}');
    expect(sendBeacon).toHaveBeenLastCalledWith('/api/vitals', '{"a":1}');
    expect(fetch).not.toHaveBeenCalled();
    sendVitals('{"b":2}');
    expect(fetch).toHaveBeenCalledWith(VITALS_URL, { method: 'POST', body: '{"b":2}', keepalive: true, headers: { 'content-type': 'application/json' } });
  });
});
