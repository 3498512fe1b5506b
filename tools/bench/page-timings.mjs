// What a visitor feels, measured in headless Chromium for `npm run bench` (site-bench.mjs): paint times of a cold
// load on a desktop and on a slowed phone, the JavaScript a repeat visit downloads again, and the time from a click
// to another page's content.

/** The desktop the other figures use. */
export const DESKTOP = { name: 'desktop', viewport: { width: 1440, height: 900 } };
/** A mid-range phone: 390×844 at 3×, touch, and its CPU four times slower than this machine's (Chrome's throttling). */
export const PHONE = {
  name: 'phone',
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  cpuSlowdown: 4,
};

async function newContext(browser, baseUrl, profile) {
  const { viewport, deviceScaleFactor = 1, isMobile = false, hasTouch = false } = profile;
  return browser.newContext({ baseURL: baseUrl, locale: 'en-US', viewport, deviceScaleFactor, isMobile, hasTouch });
}

async function throttle(context, page, profile) {
  if (!profile.cpuSlowdown) return;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
}

/**
 * First contentful paint and largest contentful paint of `url` in a new (cold: no cache, no cookies) context, read
 * once `ready` is in the page and the network is idle (the LCP entry then stands: nothing larger comes later).
 * @returns {Promise<{ fcp: number, lcp: number }>} milliseconds from navigation start
 */
export async function paintTimes(browser, url, { profile = DESKTOP, ready }) {
  const context = await newContext(browser, url, profile);
  const page = await context.newPage();
  await throttle(context, page, profile);
  await page.goto(url);
  await page.locator(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  const times = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
          resolve({ fcp, lcp: list.getEntries().at(-1)?.startTime ?? NaN });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await context.close();
  return times;
}

/**
 * A second visit of `/` in the browser context of a first one (its HTTP cache kept): the JavaScript that comes over
 * the network again, headers included. Hashed files and released remote versions are immutable, so they come from
 * the cache; a file revalidated (304) costs its headers, one fetched again (200) its whole body.
 * @returns {Promise<{ bytes: number, scripts: number, files: { url: string, status: number, bytes: number }[] }>} `scripts`: how
 *   many JavaScript files the page used; `files`: those that came over the network
 */
export async function repeatVisitJavaScript(browser, baseUrl, ready) {
  const context = await newContext(browser, baseUrl, DESKTOP);
  const first = await context.newPage();
  await first.goto('/');
  await first.locator(ready).first().waitFor();
  await first.waitForLoadState('networkidle');
  // A first visit lasts beyond its load: what the page fetches once the browser is idle (the vitals reporter) is
  // in the cache too before it ends.
  await first.evaluate(
    () =>
      new Promise((resolve) => {
        let quiet;
        const settle = () => {
          clearTimeout(quiet);
          quiet = setTimeout(resolve, 500);
        };
        new PerformanceObserver(settle).observe({ type: 'resource' });
        requestIdleCallback(settle, { timeout: 5_000 });
      }),
  );
  await first.close();

  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  /** @type {Map<string, { url: string, status: number, script: boolean, cached: boolean, bytes: number }>} */
  const requests = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    requests.set(requestId, {
      url: response.url,
      status: response.status,
      script: type === 'Script',
      cached: Boolean(response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker),
      bytes: 0,
    });
  });
  // Sent before the response when the memory cache answers.
  const servedFromCache = new Set();
  cdp.on('Network.requestServedFromCache', ({ requestId }) => servedFromCache.add(requestId));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const request = requests.get(requestId);
    if (request) request.bytes = encodedDataLength;
  });
  await page.goto('/');
  await page.locator(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();
  for (const requestId of servedFromCache) {
    const request = requests.get(requestId);
    if (request) request.cached = true;
  }
  const scripts = [...requests.values()].filter((request) => request.script);
  const files = scripts
    .filter((request) => !request.cached)
    .map(({ url, status, bytes }) => ({ url: url.replace(baseUrl, ''), status, bytes }));
  return { bytes: files.reduce((sum, file) => sum + file.bytes, 0), scripts: scripts.length, files };
}

/**
 * On `/` (loaded and settled), a click on the navbar's link `linkTestId`: time until the page at `pathname` shows its
 * content, i.e. `content` is in the page and no longer busy (`aria-busy`, which PageFrame sets while data loads).
 */
export async function clickToContent(browser, baseUrl, { homeReady, linkTestId, pathname, content }) {
  const context = await newContext(browser, baseUrl, DESKTOP);
  const page = await context.newPage();
  await page.goto('/');
  await page.locator(homeReady).first().waitFor();
  await page.waitForLoadState('networkidle');
  const elapsed = await page.evaluate(
    ({ linkTestId, pathname, content }) =>
      new Promise((resolve, reject) => {
        const link = document.querySelector(`[data-testid="${linkTestId}"]`);
        if (!link) {
          reject(new Error(`no ${linkTestId} link on /`));
          return;
        }
        const started = performance.now();
        const done = () => {
          const shown = document.querySelector(content);
          if (location.pathname === pathname && shown && !shown.closest('[aria-busy="true"]')) {
            observer.disconnect();
            resolve(performance.now() - started);
          }
        };
        const observer = new MutationObserver(done);
        observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
        link.click();
        setTimeout(() => reject(new Error(`${pathname} showed no content within 15 s`)), 15_000);
      }),
    { linkTestId, pathname, content },
  );
  await context.close();
  return elapsed;
}
