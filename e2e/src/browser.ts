// Chromium through playwright-core (Debian's build: `npx playwright install` cannot download here), and pages that
// record every console error and uncaught page error so a test can assert there were none.
import { afterAll, afterEach, beforeAll } from '@jest/globals';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import chromiumArgs from './chromium-args.json';
import { e2eState } from './state';
import { watchFirstPaint } from './first-paint';

/** Shared with tools/bench/site-bench.mjs. */
export const CHROMIUM_ARGS: string[] = chromiumArgs;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

export interface Problem {
  kind: 'console' | 'pageerror';
  text: string;
  url: string;
}

export interface TestPage {
  page: Page;
  context: BrowserContext;
  /** Every console error and uncaught error so far, in order. */
  problems: Problem[];
  /** Fails listing them when there was any console error or page error. */
  expectNoProblems(): void;
  /**
   * For failure-mode tests: every problem must match one of `expected` (the failure being provoked), and each
   * pattern must have matched at least once — nothing else may have gone wrong.
   */
  expectOnlyProblems(expected: RegExp[]): void;
  close(): Promise<void>;
}

export interface NewPageOptions {
  /** `language` cookie before the first load: `en` or `ko-kr` (default: none, the browser's en-US decides). */
  languageCookie?: 'en' | 'ko-kr';
  /** The browser's language (navigator.language and Accept-Language); en-US unless given. */
  locale?: string;
  viewport?: { width: number; height: number };
}

const describe = (problems: Problem[]) => problems.map((p) => `  [${p.kind}] ${p.text}  (on ${p.url})`).join('\n');

export async function newPage(browser: Browser, options: NewPageOptions = {}): Promise<TestPage> {
  const { baseUrl } = e2eState();
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: options.locale ?? 'en-US',
    timezoneId: 'UTC',
    viewport: options.viewport ?? { width: 1440, height: 900 },
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  if (options.languageCookie) {
    await context.addCookies([{ name: 'language', value: options.languageCookie, url: baseUrl }]);
  }
  await watchFirstPaint(context);
  const page = await context.newPage();
  const problems: Problem[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const location = message.location();
    const where = location.url ? ` @ ${location.url}:${location.lineNumber}` : '';
    problems.push({ kind: 'console', text: `${message.text()}${where}`, url: page.url() });
  });
  page.on('pageerror', (error) => {
    problems.push({ kind: 'pageerror', text: `${error.name}: ${error.message}`, url: page.url() });
  });
  return {
    page,
    context,
    problems,
    expectNoProblems() {
      if (problems.length) throw new Error(`Expected no console errors or page errors, got ${problems.length}:\n${describe(problems)}`);
    },
    expectOnlyProblems(expected) {
      const unexpected = problems.filter((problem) => !expected.some((pattern) => pattern.test(problem.text)));
      if (unexpected.length) throw new Error(`Unexpected console errors or page errors:\n${describe(unexpected)}`);
      const missing = expected.filter((pattern) => !problems.some((problem) => pattern.test(problem.text)));
      if (missing.length) throw new Error(`Expected errors that never happened: ${missing.join(', ')}\nGot:\n${describe(problems)}`);
    },
    close: () => context.close(),
  };
}

/** The page area of the main, game or bare layout. */
export const MAIN = 'main#main';

/**
 * A suite's browser, launched once, and each test's page, closed after the test: registers the hooks and
 * returns `open`, which makes the test's page.
 */
export function pagePerTest(): (options?: NewPageOptions) => Promise<TestPage> {
  let browser: Browser | undefined;
  let current: TestPage | null = null;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await current?.close();
    current = null;
  });
  afterAll(async () => {
    await browser?.close();
  });
  return async (options = {}) => {
    if (!browser) throw new Error('the browser is launched in beforeAll');
    current = await newPage(browser, options);
    return current;
  };
}
