// Canary releases (issue 28, docs/decisions/0019): the site server gives a share of visitors the canary version of a
// remote by a stable bucket, promote gives it to everyone and abort to no one; a canary whose page fails is aborted by
// the site server once its error rate passes the stable one's over enough page loads. Most "visitors" are plain HTTP
// requests with their own cookie; a few browser contexts prove what a visitor sees.
import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { CANARY_MIN_LOADS, REMOTE_REPORT_PATH, type Registry, type RegistryHistory } from '@fc/shared/contracts';
import { loginAsDemo } from '../src/accounts';
import { launchBrowser, newPage, type TestPage } from '../src/browser';
import { e2eState, REPO_ROOT } from '../src/state';
import { eventually, textOf, visible } from '../src/wait';

const run = promisify(execFile);
const REMOTE = 'mfe_market';
const VISITOR_COOKIE = 'fc_visitor';

async function registryTask(...args: string[]): Promise<unknown> {
  const { stdout } = await run(process.execPath, [path.join(REPO_ROOT, 'e2e/src/registry-task.mjs'), ...args], {
    cwd: REPO_ROOT,
    maxBuffer: 10 * 1024 * 1024,
  });
  return JSON.parse(stdout) as unknown;
}

const history = async () => JSON.parse(await fs.readFile(path.join(e2eState().deployDir, 'registry-history.json'), 'utf8')) as RegistryHistory;

interface Served {
  cookie: string;
  version: string;
  canary: boolean;
}

/** /registry.json as one visitor gets it: a fresh one (no cookie; the server gives one) or a returning one. */
async function visit(cookie?: string): Promise<Served> {
  const response = await fetch(`${e2eState().baseUrl}/registry.json`, { headers: cookie ? { cookie } : {} });
  const registry = (await response.json()) as Registry;
  const given = response.headers.get('set-cookie')?.split(';')[0];
  return {
    cookie: cookie ?? given ?? '',
    version: registry.remotes[REMOTE]?.version ?? '',
    canary: registry.visitor?.canary.includes(REMOTE) ?? false,
  };
}

/** 200 browsers that have a visitor cookie already, always the same ones: their split is exact, not a sample. */
const KNOWN_VISITORS = Array.from({ length: 200 }, (_, index) => `${VISITOR_COOKIE}=e2e-known-visitor-${String(index).padStart(4, '0')}`);

const report = (cookie: string, pageLoad: string, version: string, kind: 'load' | 'error') =>
  fetch(`${e2eState().baseUrl}${REMOTE_REPORT_PATH}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ pageLoad, remote: REMOTE, version, kind }),
  });

/** A browser (context) that is the visitor with `cookie`. */
async function browserVisitor(browser: Browser, cookie: string): Promise<TestPage> {
  const visitor = await newPage(browser);
  const [name, value] = cookie.split('=') as [string, string];
  await visitor.context.addCookies([{ name, value, url: e2eState().baseUrl, httpOnly: true, sameSite: 'Lax' }]);
  return visitor;
}

/** What /test (loaded anew) and the footer's versions say this visitor runs. */
async function shown(page: Page): Promise<{ version: string; release: string; bucket: string; marked: boolean }> {
  await page.goto('/test');
  await visible(page.getByTestId('test-page'));
  const version = (await page.getByTestId('test-active-version').textContent())?.trim() ?? '';
  const release = (await page.getByTestId('test-release').textContent())?.trim() ?? '';
  const bucket = (await page.getByTestId('test-bucket').textContent())?.trim() ?? '';
  await page.getByTestId('remote-versions').locator('summary').click();
  const marked = (await page.getByTestId('remote-versions').locator(`li[data-remote="${REMOTE}"][data-canary]`).count()) === 1;
  return { version, release, bucket, marked };
}

let browser: Browser;
let stable: string;
beforeAll(async () => {
  browser = await launchBrowser();
  stable = (await visit()).version;
});
afterAll(async () => {
  await browser?.close();
});

describe('a canary release', () => {
  it('reaches its share of visitors, each the same version on every load and a signed-in user on every device; promote gives it to all, abort to none', async () => {
    const { deployDir, workDir } = e2eState();
    const canary = `${stable}-canary`;
    expect(await registryTask('canary', deployDir, workDir, 'mfe-market', canary, '10')).toMatchObject({ name: REMOTE, version: canary, status: 'canary' });

    // 200 fresh anonymous visitors: each gets a cookie, and on reload the version it got the first time.
    const fresh = await Promise.all(Array.from({ length: 200 }, () => visit()));
    for (const visitor of fresh) {
      expect(visitor.cookie).toMatch(/^fc_visitor=[A-Za-z0-9_-]{16,64}$/);
      expect(visitor.version).toBe(visitor.canary ? canary : stable);
    }
    expect(await Promise.all(fresh.map((visitor) => visit(visitor.cookie)))).toEqual(fresh);
    // A sample: 10 % of 200 is 20, and fewer than 6 or more than 40 is as likely as never (< 1e-4).
    expect(fresh.filter((visitor) => visitor.canary).length).toBeGreaterThanOrEqual(6);
    expect(fresh.filter((visitor) => visitor.canary).length).toBeLessThanOrEqual(40);
    // 200 known visitors: between 5 % and 15 % of them get the canary, exactly as their buckets say.
    const known = await Promise.all(KNOWN_VISITORS.map((cookie) => visit(cookie)));
    const inCanary = known.filter((visitor) => visitor.canary);
    expect(inCanary.length).toBeGreaterThanOrEqual(10);
    expect(inCanary.length).toBeLessThanOrEqual(30);

    // What two of them see in a browser.
    const canaryVisitor = await browserVisitor(browser, inCanary[0]!.cookie);
    const stableVisitor = await browserVisitor(browser, known.find((visitor) => !visitor.canary)!.cookie);
    expect(await shown(canaryVisitor.page)).toMatchObject({ version: canary, release: 'Canary', marked: true });
    expect(await shown(stableVisitor.page)).toMatchObject({ version: stable, release: 'Stable', marked: false });

    // One signed-in user, two devices (each its own anonymous cookie): one bucket, one version.
    await loginAsDemo(canaryVisitor.page);
    await loginAsDemo(stableVisitor.page);
    const onFirst = await shown(canaryVisitor.page);
    const onSecond = await shown(stableVisitor.page);
    expect(onSecond).toEqual(onFirst);
    expect(onFirst.version).toBe(Number(onFirst.bucket) < 10 ? canary : stable);

    // Promote: every visitor gets it, as the stable version.
    expect(await registryTask('promote', deployDir, 'mfe-market')).toMatchObject({ version: canary, from: stable });
    const promoted = await Promise.all(KNOWN_VISITORS.map((cookie) => visit(cookie)));
    expect(new Set(promoted.map((visitor) => `${visitor.version} ${visitor.canary}`))).toEqual(new Set([`${canary} false`]));

    // Back to the stable version, a canary of the same version again, then abort: no visitor gets it.
    await registryTask('rollback', deployDir, 'mfe-market', stable);
    await registryTask('canary', deployDir, workDir, 'mfe-market', canary, '10');
    expect((await visit(inCanary[0]!.cookie)).version).toBe(canary);
    expect(await registryTask('abort', deployDir, 'mfe-market')).toMatchObject({ name: REMOTE });
    const aborted = await Promise.all(KNOWN_VISITORS.map((cookie) => visit(cookie)));
    expect(new Set(aborted.map((visitor) => `${visitor.version} ${visitor.canary}`))).toEqual(new Set([`${stable} false`]));
    expect((await history()).remotes[REMOTE]).toMatchObject({ active: stable });
    expect((await history()).remotes[REMOTE]?.canary).toBeUndefined();

    for (const visitor of [canaryVisitor, stableVisitor]) {
      visitor.expectNoProblems();
      await visitor.close();
    }
  });

  it('is aborted by the site server when its page fails: after enough loads, with the reason in the audit, and the next load is stable', async () => {
    const { deployDir, workDir } = e2eState();
    const broken = `${stable}-broken`;
    // The /test page's code throws as soon as it runs (the text is its simulated error's message).
    await registryTask('canary', deployDir, workDir, 'mfe-market', broken, '50', '2', 'Simulated rendering error (diagnostics page /test)');
    const since = (await history()).remotes[REMOTE]?.canary?.since ?? '';
    const known = await Promise.all(KNOWN_VISITORS.map((cookie) => visit(cookie)));
    const inCanary = known.filter((visitor) => visitor.canary);
    const inStable = known.filter((visitor) => !visitor.canary);

    // A browser in the canary: the page fails, the shell shows its fallback and reports the load and the failure.
    const visitor = await browserVisitor(browser, inCanary[0]!.cookie);
    await visitor.page.goto('/test');
    await visible(visitor.page.locator('[data-testid="remote-error"], [data-testid="remote-fallback"]'));
    const statsDir = path.join(deployDir, 'canary-stats', REMOTE, since.replace(/:/g, '-'));
    const counted = async () => {
      const files = await fs.readdir(statsDir).catch(() => [] as string[]);
      const all = await Promise.all(files.map(async (file) => JSON.parse(await fs.readFile(path.join(statsDir, file), 'utf8')) as Record<'stable' | 'canary', { loads: number; errors: number }>));
      return all.reduce((sum, one) => ({ loads: sum.loads + one.canary.loads, errors: sum.errors + one.canary.errors }), { loads: 0, errors: 0 });
    };
    expect(await eventually(async () => {
      const now = await counted();
      if (now.errors < 1) throw new Error('no error counted yet');
      return now;
    })).toEqual({ loads: 1, errors: 1 });

    // More visitors' page loads, as their shells report them: the stable version's go well, the canary's fail.
    for (const [index, { cookie }] of inStable.slice(0, 20).entries()) await report(cookie, `stable-load-${index}`, stable, 'load');
    let loads = 1;
    for (const [index, { cookie }] of inCanary.slice(1).entries()) {
      for (let load = 0; load < 20 && loads < CANARY_MIN_LOADS + 5; load += 1, loads += 1) {
        await report(cookie, `canary-load-${index}-${load}`, broken, 'load');
        await report(cookie, `canary-load-${index}-${load}`, broken, 'error');
      }
    }
    expect(loads).toBe(CANARY_MIN_LOADS + 5);

    const entry = await eventually(async () => {
      const remote = (await history()).remotes[REMOTE];
      if (remote?.canary) throw new Error('the canary still runs');
      return remote;
    });
    expect(entry).toMatchObject({ active: stable });
    // The abort writes the registry, then its audit line: the registry can be read between the two.
    const audit = await eventually(async () => {
      const lines = (await fs.readFile(path.join(deployDir, 'audit.log'), 'utf8')).trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
      if (lines.at(-1)?.action !== 'abort') throw new Error('the abort is not in the audit yet');
      return lines;
    });
    expect(audit.at(-1)).toMatchObject({
      action: 'abort',
      remote: REMOTE,
      from: broken,
      to: stable,
      // Judged as the reports arrive: a load can be counted before its error is.
      reason: expect.stringMatching(/^error rate (9\d|100)\.\d % vs 0\.0 % over 1\d\d loads$/),
    });

    // The next load serves the stable version.
    expect((await visit(inCanary[0]!.cookie)).version).toBe(stable);
    expect(await shown(visitor.page)).toMatchObject({ version: stable, release: 'Stable', marked: false });
    await textOf(visitor.page.getByTestId('test-build-version'), /\S/);
    visitor.expectOnlyProblems([/this canary is broken/, /\[shell\] mfe_market@\S+-broken /]);
    await visitor.close();
  });
});
