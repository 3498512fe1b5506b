import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { CANARY_MIN_LOADS, REMOTE_REPORT_PATH, SESSION_COOKIES, type Registry } from '@fc/shared/contracts';
import { buildSiteApp } from './app';
import {
  AUTOMATIC_ABORT_USER,
  bucketOf,
  canaryStatsDir,
  LOADS_PER_VISITOR,
  newVisitorId,
  registryForVisitor,
  type CanaryStats,
  type CanaryTools,
} from './canary';
import { NO_EXTRA_SOURCES } from './security';

const STABLE = '1.0.0-aaaaaaaa';
const CANARY = '1.1.0-bbbbbbbb';
const SINCE = '2026-11-28T12:00:00.000Z';
const route = { id: 'market.center', path: '/market/center', loginRequired: false, layout: 'main' as const };
const entry = (version: string) => ({ version, manifest: `/remotes/mfe_market/${version}/mf-manifest.json`, contract: 2, routes: [route] });

function registryWithCanary(share: number, maxErrorRate?: number): Registry {
  return {
    revision: 5,
    updatedAt: SINCE,
    remotes: {
      mfe_market: { ...entry(STABLE), canary: { ...entry(CANARY), share, since: SINCE, ...(maxErrorRate === undefined ? {} : { maxErrorRate }) } },
      mfe_auth: { version: '1.0.0-cccccccc', manifest: '/remotes/mfe_auth/1.0.0-cccccccc/mf-manifest.json', contract: 2, routes: [] },
    },
  };
}

/** Anonymous ids whose bucket is below (or not below) `share`. */
function visitorsWhere(count: number, test: (bucket: number) => boolean): string[] {
  const ids: string[] = [];
  while (ids.length < count) {
    const id = newVisitorId();
    if (test(bucketOf(`anon:${id}`))) ids.push(id);
  }
  return ids;
}

describe('a visitor and their versions', () => {
  it('buckets a key the same every time, spread evenly over 0-99', () => {
    expect(bucketOf('user:42')).toBe(bucketOf('user:42'));
    const counts = new Array<number>(10).fill(0);
    for (let index = 0; index < 5000; index += 1) counts[Math.floor(bucketOf(`anon:visitor-${index}`) / 10)]! += 1;
    for (const tenth of counts) expect(tenth).toBeGreaterThan(400);
  });

  it("gives the canary's entry below its share and the stable one above, with no canary field left", () => {
    const registry = registryWithCanary(10, 2);
    const inCanary = registryForVisitor(registry, 9);
    expect(inCanary.remotes.mfe_market).toEqual(entry(CANARY));
    expect(inCanary.visitor).toEqual({ bucket: 9, canary: ['mfe_market'], reported: ['mfe_market'] });
    const stable = registryForVisitor(registry, 10);
    expect(stable.remotes.mfe_market).toEqual(entry(STABLE));
    expect(stable.visitor).toEqual({ bucket: 10, canary: [], reported: ['mfe_market'] });
    expect(Object.values(stable.remotes).filter((served) => 'canary' in served)).toEqual([]);
    expect(stable.remotes.mfe_auth).toEqual(registry.remotes.mfe_auth);
  });
});

describe('the site server with a canary running', () => {
  let deployDir: string;
  let server: FastifyInstance;
  let aborted: Parameters<CanaryTools['abortCanary']>[0][];

  /**
   * Stand-ins for tools/registry/canary.mjs (a native ES module this CommonJS test cannot import; its own tests cover
   * it, and e2e/test/canary.e2e.test.ts the real pair): the counts summed over every process's file, and the rule
   * reduced to what this test needs, the canary's loads against the threshold.
   */
  async function readCanaryStats(dir: string, remote: string, canary: { version: string; since: string }): Promise<CanaryStats> {
    const folder = canaryStatsDir(dir, remote, canary.since);
    const sum = { stable: { loads: 0, errors: 0, errorRate: null }, canary: { loads: 0, errors: 0, errorRate: null } };
    for (const file of await fs.readdir(folder)) {
      const counts = JSON.parse(await fs.readFile(path.join(folder, file), 'utf8')) as Record<'stable' | 'canary', { loads: number; errors: number }>;
      for (const side of ['stable', 'canary'] as const) {
        sum[side].loads += counts[side].loads;
        sum[side].errors += counts[side].errors;
      }
    }
    return sum;
  }

  /** The API's stand-in, which knows one session token's account as the real one does (sessionUserOf). */
  function fakeApi() {
    // Trusting its proxy, as the real one does with TRUST_PROXY: x-forwarded-proto says HTTPS.
    const app = Fastify({ trustProxy: true });
    const account = { sessionId: 1, id: 7, publicId: 'p7', email: 'seven@fc.example' };
    app.decorate('sessionUserOf', async (token: string) => (token === 'token-of-7' ? account : null));
    return app;
  }

  async function start(registry: Registry) {
    await fs.writeFile(path.join(deployDir, 'registry.json'), JSON.stringify(registry));
    server = await buildSiteApp({
      deployDir,
      buildApi: fakeApi,
      logger: false,
      sources: NO_EXTRA_SOURCES,
      canaryTag: 'test-process',
      canaryTools: async () => ({
        readCanaryStats,
        canaryAbortReason: (stats, { maxErrorRate, minLoads }) =>
          maxErrorRate !== undefined && stats.canary.loads >= minLoads && stats.canary.errors * 100 > stats.canary.loads * maxErrorRate
            ? `${stats.canary.errors} errors over ${stats.canary.loads} loads`
            : null,
        abortCanary: async (options) => {
          aborted.push(options);
          return null;
        },
      }),
    });
  }

  async function countsOnDisk() {
    const file = path.join(canaryStatsDir(deployDir, 'mfe_market', SINCE), 'test-process.json');
    return JSON.parse(await fs.readFile(file, 'utf8')) as Record<'stable' | 'canary', { version: string; loads: number; errors: number }>;
  }

  const report = (visitor: string, body: Record<string, unknown>) =>
    server.inject({ method: 'POST', url: REMOTE_REPORT_PATH, headers: { cookie: `fc_visitor=${visitor}` }, payload: body });
  const pageLoad = (index: number) => `page-load-${index}`;

  beforeEach(async () => {
    deployDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fc-site-canary-'));
    await fs.mkdir(path.join(deployDir, 'shell'), { recursive: true });
    await fs.writeFile(path.join(deployDir, 'shell', 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    aborted = [];
  });

  afterEach(async () => {
    await server.close();
    await fs.rm(deployDir, { recursive: true, force: true });
  });

  it("gives a new browser an anonymous cookie and answers it with its bucket's versions, the same on every load", async () => {
    await start(registryWithCanary(30));
    let inCanary = 0;
    for (let visitor = 0; visitor < 60; visitor += 1) {
      const first = await server.inject({ url: '/registry.json' });
      const cookie = String(first.headers['set-cookie']);
      expect(cookie).toMatch(/^fc_visitor=[A-Za-z0-9_-]{22}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
      const served = first.json<Registry>();
      const bucket = bucketOf(`anon:${cookie.split(';')[0]!.slice('fc_visitor='.length)}`);
      expect(served.visitor).toEqual({ bucket, canary: bucket < 30 ? ['mfe_market'] : [], reported: ['mfe_market'] });
      expect(served.remotes.mfe_market).toEqual(entry(bucket < 30 ? CANARY : STABLE));
      if (bucket < 30) inCanary += 1;

      const headers = { cookie: cookie.split(';')[0]! };
      const again = await server.inject({ url: '/registry.json', headers });
      expect(again.headers['set-cookie']).toBeUndefined();
      expect(again.json()).toEqual(served);
      const page = await server.inject({ url: '/market/center', headers });
      expect(JSON.parse(/id="fc-registry">(.*?)<\/script>/.exec(page.body)![1]!)).toEqual(served);
    }
    expect(inCanary).toBeGreaterThan(0);
    expect(inCanary).toBeLessThan(60);
  });

  it('marks the cookie Secure over HTTPS', async () => {
    await start(registryWithCanary(30));
    const secure = await server.inject({ url: '/registry.json', headers: { 'x-forwarded-proto': 'https' } });
    expect(String(secure.headers['set-cookie'])).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
  });

  it("buckets a signed-in visitor by their account, whatever the browser's cookie", async () => {
    await start(registryWithCanary(50));
    const session = `${SESSION_COOKIES.loggedIn}=1; ${SESSION_COOKIES.token}=token-of-7`;
    for (const visitor of visitorsWhere(6, () => true)) {
      const served = (await server.inject({ url: '/registry.json', headers: { cookie: `fc_visitor=${visitor}; ${session}` } })).json<Registry>();
      expect(served.visitor?.bucket).toBe(bucketOf('user:7'));
    }
    // A token the API does not know is a guest, bucketed by the cookie.
    const [visitor] = visitorsWhere(1, () => true);
    const guest = await server.inject({ url: '/registry.json', headers: { cookie: `fc_visitor=${visitor}; ${SESSION_COOKIES.loggedIn}=1; ${SESSION_COOKIES.token}=revoked` } });
    expect(guest.json<Registry>().visitor?.bucket).toBe(bucketOf(`anon:${visitor!}`));
  });

  it('refuses a malformed report and writes nothing', async () => {
    await start(registryWithCanary(50));
    const [visitor] = visitorsWhere(1, () => true);
    const good = { pageLoad: 'page-load-1', remote: 'mfe_market', version: STABLE, kind: 'load' };
    for (const body of [
      { ...good, extra: 1 },
      { ...good, remote: 'mfe_other' },
      { ...good, kind: 'crash' },
      { ...good, pageLoad: 'x' },
      { ...good, version: 'v'.repeat(65) },
      { pageLoad: 'page-load-1', remote: 'mfe_market', kind: 'load' },
    ]) {
      const response = await report(visitor!, body);
      expect([body, response.statusCode]).toEqual([body, 400]);
    }
    const text = await server.inject({ method: 'POST', url: REMOTE_REPORT_PATH, headers: { 'content-type': 'application/json' }, payload: 'not json' });
    expect(text.statusCode).toBe(400);
    await server.close();
    await expect(fs.readdir(path.join(deployDir, 'canary-stats'))).rejects.toThrow();
  });

  it("counts a page load once, for the version the visitor is served only, and a visitor's loads up to a bound", async () => {
    await start(registryWithCanary(50));
    const [canaryVisitor] = visitorsWhere(1, (bucket) => bucket < 50);
    const [stableVisitor] = visitorsWhere(1, (bucket) => bucket >= 50);
    const send = async (visitor: string, index: number, version: string, kind: string) =>
      (await report(visitor, { pageLoad: pageLoad(index), remote: 'mfe_market', version, kind })).statusCode;

    expect(await send(canaryVisitor!, 1, CANARY, 'load')).toBe(204);
    expect(await send(canaryVisitor!, 1, CANARY, 'load')).toBe(204);
    expect(await send(canaryVisitor!, 1, CANARY, 'error')).toBe(204);
    expect(await send(canaryVisitor!, 1, CANARY, 'error')).toBe(204);
    // An error reported before (or without) its load counts the load too.
    expect(await send(canaryVisitor!, 2, CANARY, 'error')).toBe(204);
    // Not the version this visitor is served: a stable visitor cannot count for the canary, nor the other way.
    expect(await send(stableVisitor!, 3, CANARY, 'error')).toBe(204);
    expect(await send(canaryVisitor!, 4, STABLE, 'error')).toBe(204);
    expect(await send(stableVisitor!, 5, STABLE, 'load')).toBe(204);
    // No cookie: nobody to count.
    expect((await server.inject({ method: 'POST', url: REMOTE_REPORT_PATH, payload: { pageLoad: pageLoad(6), remote: 'mfe_market', version: STABLE, kind: 'load' } })).statusCode).toBe(204);
    for (let index = 10; index < 10 + LOADS_PER_VISITOR + 5; index += 1) await send(stableVisitor!, index, STABLE, 'error');

    await server.close();
    expect(await countsOnDisk()).toMatchObject({
      canary: { version: CANARY, loads: 2, errors: 2 },
      stable: { version: STABLE, loads: LOADS_PER_VISITOR, errors: LOADS_PER_VISITOR - 1 },
    });
  });

  it('aborts a canary whose error rate passes the stable one by more than its maxErrorRate over enough loads', async () => {
    await start(registryWithCanary(50, 2));
    const visitors = visitorsWhere(Math.ceil(CANARY_MIN_LOADS / LOADS_PER_VISITOR), (bucket) => bucket < 50);
    let loads = 0;
    for (const visitor of visitors) {
      for (let index = 0; index < LOADS_PER_VISITOR && loads < CANARY_MIN_LOADS - 1; index += 1, loads += 1) {
        await report(visitor, { pageLoad: pageLoad(index), remote: 'mfe_market', version: CANARY, kind: 'error' });
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect((await countsOnDisk()).canary.loads).toBe(CANARY_MIN_LOADS - 1);
    expect(aborted).toEqual([]);

    await report(visitors.at(-1)!, { pageLoad: 'the-last-one', remote: 'mfe_market', version: CANARY, kind: 'error' });
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(aborted).toEqual([
      {
        deployDir,
        remote: 'mfe_market',
        reason: `${CANARY_MIN_LOADS} errors over ${CANARY_MIN_LOADS} loads`,
        user: AUTOMATIC_ABORT_USER,
        now: expect.any(Date),
        expected: { version: CANARY, since: SINCE },
      },
    ]);
  });
});
