// Retrying assertions for pages that render asynchronously (playwright-core has no `expect`).
import type { Locator, Page } from 'playwright-core';

const DEFAULT_TIMEOUT_MS = 15_000;

/** Runs `assertion` until it stops throwing; after `timeoutMs` rethrows its last error. */
export async function eventually<T>(assertion: () => T | Promise<T>, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await assertion();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export async function visible(locator: Locator, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible', timeout: timeoutMs });
  return locator.first();
}

/** Waits until `locator` is visible and its text matches; fails with the last text seen. */
export async function textOf(locator: Locator, expected: string | RegExp, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<string> {
  let last: string | null = null;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await locator.first().waitFor({ state: 'visible', timeout: Math.max(1, Math.min(1000, deadline - Date.now())) });
      last = ((await locator.first().textContent({ timeout: 1000 })) ?? '').trim();
      if (typeof expected === 'string' ? last === expected : expected.test(last)) return last;
    } catch {
      // Not there yet.
    }
    if (Date.now() > deadline) {
      throw new Error(`Expected ${locator} to have text ${String(expected)}, last seen: ${last === null ? '(not visible)' : JSON.stringify(last)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function hidden(locator: Locator, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<void> {
  await locator.first().waitFor({ state: 'hidden', timeout: timeoutMs });
}

/** Waits until the location (path + search) satisfies `test`; fails with the last location. */
export async function location(page: Page, test: (url: URL) => boolean, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<URL> {
  try {
    await page.waitForURL((url) => test(url), { timeout: timeoutMs, waitUntil: 'commit' });
  } catch {
    throw new Error(`The page stayed on ${page.url()}`);
  }
  return new URL(page.url());
}

export const pathAndSearch = (url: URL) => `${url.pathname}${url.search}`;
