// Releasing and rolling back one remote at runtime: the registry changes, the shell's files do not, a reload shows
// the new (then the old) version, and the server sends the active release's home page frame; and the HTTP caching that
// makes that safe.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import type { Registry, RegistryHistory } from '@fc/shared/contracts';
import { launchBrowser, newPage, type TestPage } from '../src/browser';
import { firstPaint } from '../src/first-paint';
import { e2eState, REPO_ROOT } from '../src/state';
import { text } from '../src/strings';
import { textOf, visible } from '../src/wait';

const run = promisify(execFile);
const REMOTE = 'mfe_market';

async function hashFiles(dir: string): Promise<Record<string, string>> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const hashes: Record<string, string> = {};
  for (const entry of entries.filter((candidate) => candidate.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    hashes[path.relative(dir, file)] = createHash('sha256').update(await fs.readFile(file)).digest('hex');
  }
  return hashes;
}

const get = (pathname: string, headers: Record<string, string> = {}) => fetch(`${e2eState().baseUrl}${pathname}`, { headers });

async function activeVersion(): Promise<string> {
  const registry = (await (await get('/registry.json')).json()) as Registry;
  return registry.remotes[REMOTE]?.version ?? '';
}

/** What the /test page (already open) says is running: the footer's versions widget and the page itself. */
async function shownVersions(page: Page): Promise<{ widget: string; active: string; build: string }> {
  await visible(page.getByTestId('test-page'));
  await page.getByTestId('remote-versions').locator('summary').click();
  const widget = (await page.getByTestId('remote-versions').locator(`li[data-remote="${REMOTE}"] code`).textContent())?.trim() ?? '';
  const active = (await page.getByTestId('test-active-version').textContent())?.trim() ?? '';
  const build = (await page.getByTestId('test-build-version').textContent())?.trim() ?? '';
  return { widget, active, build };
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The page `/` as the server sends it to an English-speaking guest: which release's frame it carries, and its page area. */
async function servedHome(): Promise<{ release: string | null; main: string }> {
  const html = await (await get('/', { 'accept-language': 'en-US,en' })).text();
  return {
    release: /data-fc-route-frame="([^"]+)"/.exec(html)?.[1] ?? null,
    main: /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '',
  };
}
const homeFrameFile = (version: string) => path.join(e2eState().deployDir, 'remotes', REMOTE, version, 'frames', 'market.home.en.json');
/** The home page's hero as a release prerendered it (the art's address is filled in when served). */
const homeFrame = async (version: string) => {
  const { html } = JSON.parse(await fs.readFile(homeFrameFile(version), 'utf8')) as { html: string };
  return /<section[^>]*data-testid="home-hero"[^>]*>/.exec(html)?.[0] ?? 'no hero in the frame';
};

/** The home page, loaded again in `page` and shown (its data answered); what the page had logged before is dropped. */
async function showHome(tp: TestPage): Promise<void> {
  tp.problems.splice(0);
  await tp.page.goto('/');
  await visible(tp.page.getByTestId('home-hero'));
  await tp.page.waitForLoadState('networkidle');
}

describe('releasing and rolling back a remote', () => {
  it('shows the released version after a reload and the old one after a rollback, with its home page frame; the shell is untouched', async () => {
    const { deployDir, workDir } = e2eState();
    const packageVersion = (JSON.parse(await fs.readFile(path.join(REPO_ROOT, 'mfe-market', 'package.json'), 'utf8')) as { version: string }).version;
    const original = await activeVersion();
    const released = `${packageVersion}-e2e`;
    const shellBefore = await hashFiles(path.join(deployDir, 'shell'));

    const { page, expectNoProblems } = await newPage(browser);
    await page.goto('/test');
    expect(await shownVersions(page)).toEqual({ widget: original, active: original, build: packageVersion });
    // The footer names the deployed shell (shell.json), not the shell package's version.
    const shellDeploy = (JSON.parse(await fs.readFile(path.join(deployDir, 'shell', 'shell.json'), 'utf8')) as { version: string }).version;
    await textOf(page.getByTestId('remote-versions').locator('summary'), `shell ${shellDeploy} · 5 remotes`);

    // The release tooling (programmatic), with a version that changes the bundle (FC_RELEASE_VERSION).
    const release = await run(process.execPath, [path.join(REPO_ROOT, 'e2e/src/registry-task.mjs'), 'release', deployDir, workDir, 'mfe-market', released], {
      cwd: REPO_ROOT,
      maxBuffer: 10 * 1024 * 1024,
    });
    expect(JSON.parse(release.stdout)).toMatchObject({ name: REMOTE, version: released, from: original, status: 'released' });
    expect(await activeVersion()).toBe(released);

    await page.reload();
    expect(await shownVersions(page)).toEqual({ widget: released, active: released, build: released });

    // The home page's frame (the page before its data, prerendered by the remote's build) is the active release's.
    expect(await servedHome()).toEqual({ release: `${REMOTE}@${released}`, main: expect.stringContaining(await homeFrame(released)) });
    const home = await newPage(browser);
    await showHome(home);
    expect(await firstPaint(home.page)).toEqual({ rendered: 'en', replaced: false });
    home.expectNoProblems();
    // A frame that is not what the page renders: the mismatch is reported and React renders the page itself.
    await fs.writeFile(homeFrameFile(released), JSON.stringify({ html: '<section data-testid="home-page"><h1>Not the home page</h1></section>', head: '' }));
    expect((await servedHome()).main).toContain('Not the home page');
    await showHome(home);
    await textOf(home.page.getByRole('heading', { level: 1 }), text('market:home.hero.title'));
    home.expectOnlyProblems([/recovered by rendering again/]);
    // No frame file: the page area is a skeleton the browser fills in, quietly.
    await fs.rm(homeFrameFile(released));
    expect(await servedHome()).toEqual({ release: null, main: expect.stringContaining('data-testid="page-skeleton"') });
    await showHome(home);
    expect(await firstPaint(home.page)).toEqual({ rendered: 'en', replaced: false });
    home.expectNoProblems();

    // The operators' CLI, pointed at this deploy folder.
    const rollback = await run(process.execPath, [path.join(REPO_ROOT, 'tools/registry/cli.mjs'), 'rollback', 'mfe-market'], {
      cwd: REPO_ROOT,
      env: { ...process.env, DEPLOY_DIR: deployDir },
    });
    expect(rollback.stdout).toContain(`${released} -> ${original}`);
    expect(await activeVersion()).toBe(original);
    // The shell downloads the active version only; every release stays in the history the CLI reads.
    const served = (await (await get('/registry.json')).json()) as Registry;
    expect(served.remotes[REMOTE]).toEqual({ version: original, manifest: expect.any(String), contract: expect.any(Number), routes: expect.any(Array) });
    expect(JSON.stringify(served)).not.toContain(released);
    const history = JSON.parse(await fs.readFile(path.join(deployDir, 'registry-history.json'), 'utf8')) as RegistryHistory;
    expect(Object.keys(history.remotes[REMOTE]?.versions ?? {})).toEqual(expect.arrayContaining([original, released]));

    await page.reload();
    expect(await shownVersions(page)).toEqual({ widget: original, active: original, build: packageVersion });
    await textOf(page.getByTestId('test-build-version'), packageVersion);
    expect(await servedHome()).toEqual({ release: `${REMOTE}@${original}`, main: expect.stringContaining(await homeFrame(original)) });
    await showHome(home);
    home.expectNoProblems();
    await home.close();

    expect(await hashFiles(path.join(deployDir, 'shell'))).toEqual(shellBefore);
    expectNoProblems();
    await page.context().close();
  });
});

describe('caching', () => {
  it('serves the registry with Cache-Control: no-cache and an ETag that answers 304 until it changes', async () => {
    // One browser (its visitor cookie): the registry is answered per visitor.
    const visitor = { cookie: 'fc_visitor=e2e-caching-visitor-0001' };
    const first = await get('/registry.json', visitor);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await get('/registry.json', { ...visitor, 'if-none-match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await get('/registry.json', { ...visitor, 'if-none-match': '"something-else"' });
    expect(other.status).toBe(200);
  });

  it('makes versioned files immutable, revalidates entry points, and answers 404 for a missing script', async () => {
    const { deployDir } = e2eState();
    const version = await activeVersion();
    const base = `/remotes/${REMOTE}/${version}`;
    const manifest = (await (await get(`${base}/mf-manifest.json`)).json()) as { shared: { assets: { js: { sync: string[] } } }[] };
    // A released remote's chunk is named by its id alone: the version's folder is what never changes.
    const chunk = manifest.shared.flatMap((entry) => entry.assets.js.sync)[0];
    expect(chunk).toMatch(/^\d+\.js$/);

    const expectations: [string, number, RegExp][] = [
      [`${base}/mf-manifest.json`, 200, /^no-cache$/],
      [`${base}/remoteEntry.js`, 200, /immutable/],
      [`${base}/${chunk}`, 200, /immutable/],
      ['/registry.json', 200, /^no-cache$/],
      ['/', 200, /^no-cache$/],
      ['/market/center', 200, /^no-cache$/],
    ];
    const shellMain = (await fs.readdir(path.join(deployDir, 'shell'))).find((file) => /^main\.[0-9a-f]{8}\.js$/.test(file));
    expect(shellMain).toBeDefined();
    expectations.push([`/${shellMain}`, 200, /immutable/]);
    for (const [pathname, status, cacheControl] of expectations) {
      const response = await get(pathname);
      expect([pathname, response.status, response.headers.get('cache-control')]).toEqual([pathname, status, expect.stringMatching(cacheControl)]);
    }

    for (const missing of [`${base}/missing.0123abcd.js`, '/missing.0123abcd.js', '/missing.js', `/remotes/${REMOTE}/0.0.0-none/remoteEntry.js`]) {
      const response = await get(missing);
      expect([missing, response.status, response.headers.get('content-type')]).toEqual([missing, 404, expect.not.stringContaining('text/html')]);
    }
  });
});
