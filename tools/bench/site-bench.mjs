#!/usr/bin/env node
// `npm run bench` (first half): figures of the composed site in headless Chromium, each beside its goal.
// Builds and deploys like the e2e suite (tools/site/start.mjs startSite(): Nx build, temp deploy folder, site server on a free port,
// in-memory database), then measures. Figures, not tests: it always exits 0 once it could measure.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startSite } from '../site/start.mjs';
import { startBareReactPage } from './bare-react-page.mjs';
import { breakdown } from './bundle-report.mjs';
import { clickToContent, DESKTOP, paintTimes, PHONE, repeatVisitJavaScript } from './page-timings.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.join(HERE, '..', '..');
const E2E_SRC = path.join(HERE, '..', '..', 'e2e', 'src');
const CHROMIUM_ARGS = JSON.parse(readFileSync(path.join(E2E_SRC, 'chromium-args.json'), 'utf8'));
const { markers: SINGLETON_MARKERS } = JSON.parse(readFileSync(path.join(E2E_SRC, 'singleton-markers.json'), 'utf8'));
const DEMO = { email: 'demo@fc.example', password: 'demo1234' };
const RUNS = 5;
const VIEWPORT = DESKTOP.viewport;
/** Goals of issue 25, each printed beside its figure. */
const GOALS = { guestJsKb: 180, fcpRatio: 1.0, lcpRatio: 1.5, phoneLcpRatio: 1.5, repeatVisitKb: 2, marketRatio: 0.5 };
/** What shows that a page is there: the site's page heading, the bare page's navbar. */
const SITE_READY = 'main#main h1';
const BARE_READY = '[data-testid="navbar"]';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Bytes the server sends for `url` when the browser accepts only gzip (what a gzip transfer costs). */
function gzipTransferSize(url) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve({ bytes, encoding: response.headers['content-encoding'] ?? 'identity' }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

async function newContext(browser, baseUrl) {
  return browser.newContext({ baseURL: baseUrl, locale: 'en-US', viewport: VIEWPORT });
}

/**
 * Every JavaScript file a guest's `/` loads, and its gzip size; apart, the files it prefetches once idle for the pages
 * its navbar links to (`Sec-Purpose: prefetch`: downloaded at the lowest priority after the load, not run), which are
 * not the page's own.
 */
async function guestHomeJavaScript(browser, baseUrl) {
  const context = await newContext(browser, baseUrl);
  const page = await context.newPage();
  const scripts = new Set();
  const prefetched = new Set();
  const seen = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script' && !/\.js(\?|$)/.test(response.url())) return;
    seen.push(
      request.allHeaders().then((headers) => ((headers['sec-purpose'] ?? '').startsWith('prefetch') ? prefetched : scripts).add(response.url())),
    );
  });
  await page.goto('/');
  await page.locator('main#main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  const navbarHtml = await page.evaluate(() => document.querySelector('[data-testid="navbar"]')?.outerHTML ?? '');
  const styleSheetUrls = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => /** @type {HTMLLinkElement} */ (link).href),
  );
  const styleSheets = [];
  for (const [index, url] of styleSheetUrls.entries()) {
    const response = await context.request.get(url);
    styleSheets.push({ name: `style-${index}.css`, text: await response.text() });
  }
  await context.close();
  const sizes = [];
  await Promise.all(seen);
  for (const url of scripts) prefetched.delete(url);
  for (const url of scripts) sizes.push({ url, ...(await gzipTransferSize(url)) });
  const prefetchedSizes = [];
  for (const url of prefetched) prefetchedSizes.push({ url, ...(await gzipTransferSize(url)) });
  return { scripts: sizes, prefetched: prefetchedSizes, navbarHtml, styleSheets };
}

/** The built file behind a script URL of the site: the shell's dist, or a released remote's. */
function distOf(url, baseUrl) {
  const pathname = new URL(url, baseUrl).pathname;
  const remote = pathname.match(/^\/remotes\/mfe_([a-z]+)\/[^/]+\/(.+)$/);
  if (remote) return { distDir: path.join(REPO, `mfe-${remote[1]}`, 'dist'), file: remote[2] };
  return { distDir: path.join(REPO, 'shell', 'dist'), file: pathname.slice(1) };
}

function printBreakdown(scripts, baseUrl) {
  console.log('');
  console.log(`Guest / first load, by file and package (gzip of each file as served; packages: gzip of their modules alone)`);
  const totals = new Map();
  for (const script of [...scripts].sort((a, b) => b.bytes - a.bytes)) {
    const { distDir, file } = distOf(script.url, baseUrl);
    const parts = breakdown({ distDir, file });
    const packages = (parts?.packages ?? []).filter((entry) => entry.gzip >= 50);
    for (const entry of packages) totals.set(entry.name, (totals.get(entry.name) ?? 0) + entry.gzip);
    const what = parts ? packages.map((entry) => `${entry.name} ${(entry.gzip / 1024).toFixed(1)}`).join(', ') : 'no build stats';
    console.log(`  ${(script.bytes / 1024).toFixed(1).padStart(6)} KB  ${script.url.replace(baseUrl, '').padEnd(58)} ${what}`);
  }
  console.log('  by package:');
  for (const [name, gzip] of [...totals].sort((a, b) => b[1] - a[1])) console.log(`  ${(gzip / 1024).toFixed(1).padStart(6)} KB  ${name}`);
}

/** Time from navigation start to the navbar in the DOM, in a new (cold: no cache, no cookies) context. */
async function navbarFirstRender(browser, baseUrl) {
  const context = await newContext(browser, baseUrl);
  await context.addInitScript(() => {
    const found = () => {
      if (document.querySelector('[data-testid="navbar"]')) {
        window.__navbarAt = performance.now();
        return true;
      }
      return false;
    };
    const observer = new MutationObserver(() => found() && observer.disconnect());
    observer.observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  await page.goto('/');
  await page.waitForFunction(() => typeof window.__navbarAt === 'number');
  const at = await page.evaluate(() => window.__navbarAt);
  await context.close();
  return at;
}

/**
 * On `/` (the market remote, loaded and settled), a click on the navbar's How to Play link: time until the game
 * remote's page heading is in the page area. The game remote has not been loaded before in this context.
 */
async function clientNavigation(browser, baseUrl, expectedHeading) {
  const context = await newContext(browser, baseUrl);
  const page = await context.newPage();
  await page.goto('/');
  await page.locator('main#main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  const elapsed = await page.evaluate(
    (heading) =>
      new Promise((resolve, reject) => {
        const link = document.querySelector('[data-testid="nav-guidance"]');
        if (!link) {
          reject(new Error('no How to Play link in the navbar'));
          return;
        }
        const started = performance.now();
        const done = () => {
          const h1 = document.querySelector('main#main h1');
          if (location.pathname === '/guidance' && h1?.textContent?.trim() === heading) {
            observer.disconnect();
            resolve(performance.now() - started);
          }
        };
        const observer = new MutationObserver(done);
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        link.click();
        setTimeout(() => reject(new Error('the page did not appear within 15 s')), 15_000);
      }),
    expectedHeading,
  );
  await context.close();
  return elapsed;
}

/** Moves through all five remotes in one document and counts singleton libraries present more than once. */
async function duplicatedSingletons(browser, baseUrl) {
  const context = await newContext(browser, baseUrl);
  const page = await context.newPage();
  const bodies = new Map();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && !bodies.has(response.url())) bodies.set(response.url(), response.text().catch(() => ''));
  });
  const heading = () => page.locator('main#main h1').first().waitFor();
  await page.goto('/login');
  await page.getByLabel('E-mail', { exact: true }).fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByTestId('navbar-nickname').waitFor();
  await heading();
  for (const [testId, pathname] of [
    ['nav-guidance', '/guidance'],
    ['nav-collection', '/collection/fpcards'],
  ]) {
    await page.getByTestId(testId).click();
    await page.waitForURL((url) => url.pathname === pathname);
    await heading();
  }
  await page.getByTestId('navbar-profile').click();
  await page.getByTestId('navbar-profile-wallet').click();
  await page.waitForURL((url) => url.pathname === '/user/paymethods');
  await heading();
  await page.waitForLoadState('networkidle');

  const texts = await Promise.all([...bodies.values()]);
  const byMarker = SINGLETON_MARKERS.map(({ library, marker }) => ({
    library,
    files: texts.filter((body) => body.includes(marker)).length,
  }));
  const versions = await page.evaluate(() => {
    const share = window.__FEDERATION__?.__SHARE__ ?? {};
    const seen = {};
    for (const scopes of Object.values(share)) {
      for (const libraries of Object.values(scopes)) {
        for (const [library, entries] of Object.entries(libraries)) {
          seen[library] ??= [];
          for (const [version, info] of Object.entries(entries)) seen[library].push(`${version}@${info.from}`);
        }
      }
    }
    return Object.fromEntries(Object.entries(seen).map(([library, list]) => [library, [...new Set(list)].length]));
  });
  const instances = await page.evaluate(() => (window.__FEDERATION__?.__INSTANCES__ ?? []).map((instance) => instance.name));
  await context.close();
  const duplicated = byMarker.filter(({ library, files }) => files > 1 || (versions[library] ?? 1) > 1);
  return { duplicated, byMarker, versions, instances };
}

/**
 * The real-user vitals the runs above reported (the shell's beacons to /api/vitals as their pages were closed), printed
 * by the operator command itself from the site's /api/dev/vitals: the p75 per route, remote version and shell version.
 */
async function printRealUserVitals(baseUrl) {
  // The last closed page's beacon may still be on its way.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  console.log('');
  const command = spawnSync(process.execPath, ['--import', 'tsx', path.join(REPO, 'api', 'src', 'cli', 'vitals.ts'), '--site', baseUrl], { cwd: REPO, stdio: 'inherit' });
  if (command.status !== 0) console.log(`Real-user vitals: npm run vitals -- --site ${baseUrl} failed`);
}

/** The navbar's Market link from `/`: the market's FP listings, shown once their call has answered. */
const HOME_TO_MARKET = { homeReady: SITE_READY, linkTestId: 'nav-market', pathname: '/market/center', content: '[data-testid="market-grid"]' };

/**
 * Cold loads of the site's `/` and of the bare page, taking turns, on the desktop and on the slowed phone: FCP and
 * LCP of each run. One warm-up load of each first.
 */
async function sideBySidePaints(browser, siteUrl, bareUrl) {
  const paints = {};
  for (const profile of [DESKTOP, PHONE]) {
    await paintTimes(browser, bareUrl, { profile, ready: BARE_READY });
    await paintTimes(browser, siteUrl, { profile, ready: SITE_READY });
    paints[profile.name] = { site: [], bare: [] };
    for (let run = 0; run < RUNS; run += 1) {
      paints[profile.name].site.push(await paintTimes(browser, siteUrl, { profile, ready: SITE_READY }));
      paints[profile.name].bare.push(await paintTimes(browser, bareUrl, { profile, ready: BARE_READY }));
    }
  }
  return paints;
}

function printPaints(paints, bare) {
  const runs = (list, key) => list.map((times) => times[key].toFixed(0)).join(', ');
  const ratio = ({ site, bare: yardstick }, key) => median(site.map((times) => times[key])) / median(yardstick.map((times) => times[key]));
  for (const [key, name] of [
    ['fcp', 'First contentful paint'],
    ['lcp', 'Largest contentful paint'],
  ]) {
    const { site, bare: yardstick } = paints.desktop;
    line(`${name} of / (median of ${RUNS})`, `${median(site.map((times) => times[key])).toFixed(0)} ms`, '', `runs: ${runs(site, key)}`);
    line(
      `… of a bare React page with the same navbar (${(bare.gzipBytes / 1024).toFixed(1)} KB gzip JS)`,
      `${median(yardstick.map((times) => times[key])).toFixed(0)} ms`,
      '',
      `runs: ${runs(yardstick, key)}`,
    );
    const goal = key === 'fcp' ? GOALS.fcpRatio : GOALS.lcpRatio;
    line(`${name}, / against the bare React page`, `${ratio(paints.desktop, key).toFixed(2)}×`, `≤ ${goal.toFixed(1)}×`);
  }
  const phone = paints.phone;
  const { width, height } = PHONE.viewport;
  line(
    `Phone (${width}×${height}, CPU ${PHONE.cpuSlowdown}× slower): LCP of / against the bare page`,
    `${ratio(phone, 'lcp').toFixed(2)}×`,
    `≤ ${GOALS.phoneLcpRatio.toFixed(1)}×`,
    `/ ${median(phone.site.map((times) => times.lcp)).toFixed(0)} ms (runs: ${runs(phone.site, 'lcp')}); ` +
      `bare ${median(phone.bare.map((times) => times.lcp)).toFixed(0)} ms (runs: ${runs(phone.bare, 'lcp')})`,
  );
}

function line(label, value, goal, note = '') {
  console.log(`${label.padEnd(66)} ${value.padStart(10)}   goal ${goal.padEnd(9)}${note ? `  ${note}` : ''}`);
}

async function main() {
  const log = (message) => console.log(`[bench] ${message}`);
  const site = await startSite({ build: process.env.BENCH_SKIP_BUILD !== '1', log, prefix: 'fc-bench-' });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const guidanceTitle = JSON.parse(readFileSync(path.join(HERE, '..', '..', 'mfe-game', 'src', 'locales', 'en', 'game.json'), 'utf8'))
      .titles.guidance;

    const { scripts, prefetched, navbarHtml, styleSheets } = await guestHomeJavaScript(browser, site.baseUrl);
    const gzipBytes = scripts.reduce((sum, script) => sum + script.bytes, 0);
    const prefetchedLine = () =>
      line(
        `… and prefetched once idle for the navbar's pages (gzip, ${prefetched.length} files)`,
        `${(prefetched.reduce((sum, script) => sum + script.bytes, 0) / 1024).toFixed(1)} KB`,
        '',
        'not run on /',
      );
    if (process.env.BENCH_BYTES_ONLY === '1') {
      line(`JavaScript for a guest's / (gzip, ${scripts.length} files)`, `${(gzipBytes / 1024).toFixed(1)} KB`, `≤ ${GOALS.guestJsKb} KB`);
      prefetchedLine();
      printBreakdown(scripts, site.baseUrl);
      return;
    }
    const bare = await startBareReactPage({ navbarHtml, styleSheets });

    // One warm-up load so the server's first-request costs (file handles, JIT) are not counted as the browser's.
    await navbarFirstRender(browser, site.baseUrl);
    const navbar = [];
    for (let run = 0; run < RUNS; run += 1) navbar.push(await navbarFirstRender(browser, site.baseUrl));
    // Side by side: the site's / and the bare React page take turns, so both see the same machine load.
    const paints = await sideBySidePaints(browser, site.baseUrl, bare.url);
    await bare.stop();
    const navigation = [];
    for (let run = 0; run < RUNS; run += 1) navigation.push(await clientNavigation(browser, site.baseUrl, guidanceTitle));
    const toMarket = [];
    for (let run = 0; run < RUNS; run += 1) toMarket.push(await clickToContent(browser, site.baseUrl, HOME_TO_MARKET));
    const repeat = await repeatVisitJavaScript(browser, site.baseUrl, SITE_READY);
    const singletons = await duplicatedSingletons(browser, site.baseUrl);

    console.log('');
    console.log(`Site ${site.baseUrl}  shell ${site.versions.shell}; headless Chromium, ${VIEWPORT.width}x${VIEWPORT.height}, localhost`);
    line(`JavaScript for a guest's / (gzip, ${scripts.length} files)`, `${(gzipBytes / 1024).toFixed(1)} KB`, `≤ ${GOALS.guestJsKb} KB`);
    prefetchedLine();
    line(`Navbar first render, cold load (median of ${RUNS})`, `${median(navbar).toFixed(0)} ms`, '≤ 400 ms', `runs: ${navbar.map((v) => v.toFixed(0)).join(', ')}`);
    printPaints(paints, bare);
    const bareFcp = median(paints.desktop.bare.map((times) => times.fcp));
    line(
      `Home → Market content, against the bare page's cold FCP (median of ${RUNS})`,
      `${(median(toMarket) / bareFcp).toFixed(2)}×`,
      `≤ ${GOALS.marketRatio}×`,
      `${median(toMarket).toFixed(0)} ms; / → ${HOME_TO_MARKET.pathname}, its listings shown; runs: ${toMarket.map((v) => v.toFixed(0)).join(', ')}`,
    );
    line(
      'Repeat visit of /: JavaScript over the network again',
      `${(repeat.bytes / 1024).toFixed(1)} KB`,
      `≤ ${GOALS.repeatVisitKb} KB`,
      repeat.files.length
        ? `of ${repeat.scripts} files: ${repeat.files.map((file) => `${file.url} ${file.status} ${file.bytes} B`).join(', ')}`
        : `all ${repeat.scripts} files from the cache`,
    );
    line(
      `Other remote's page after client-side navigation (median of ${RUNS})`,
      `${median(navigation).toFixed(0)} ms`,
      '≤ 150 ms',
      `/ → /guidance; runs: ${navigation.map((v) => v.toFixed(0)).join(', ')}`,
    );
    line(
      'Duplicated singleton libraries (5 remotes in one page)',
      String(singletons.duplicated.length),
      '0',
      singletons.duplicated.length
        ? singletons.duplicated.map((entry) => `${entry.library}: ${entry.files} files`).join(', ')
        : `checked ${singletons.byMarker.map((entry) => entry.library).join(', ')}; instances ${singletons.instances.join(', ')}`,
    );
    printBreakdown(scripts, site.baseUrl);
    await printRealUserVitals(site.baseUrl);
  } finally {
    await browser.close();
    await site.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
