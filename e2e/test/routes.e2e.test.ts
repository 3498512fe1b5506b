// Every route the remotes' faces declare (SPEC.md §2, checked against the faces in tools/jest/spec-routes.test.ts):
// deployed as declared, and opened in a browser it reaches its remote's page, titled, in the right layout, with no
// console error — public routes as a guest, login-required ones as the demo account.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { ApiPaths, type EventListResponse, type RouteMeta } from '@fc/shared/contracts';
import { DEMO, loginAsDemo } from '../src/accounts';
import { apiOk, loginApi } from '../src/api';
import { launchBrowser, newPage, type TestPage } from '../src/browser';
import { expectRemotePage } from '../src/pages';
import { faceRoutes } from '../../tools/jest/faces';
import { activeRoutes, routeCases, routeTitle, type RouteCase } from '../src/routes';
import { deployedRegistry } from '../src/state';

const registry = deployedRegistry();
const cases = routeCases(registry);
const label = (c: RouteCase) => `${c.url}${c.route.redirectTo ? ` → ${c.finalPath}` : ''} (${c.remote})`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openRoute(tp: TestPage, c: RouteCase): Promise<void> {
  tp.problems.splice(0);
  await tp.page.goto(c.url);
  await expectRemotePage(tp.page, { title: routeTitle(c.targetRemote, c.target), layout: c.target.layout, path: c.finalPath });
  // Late failures (an API call, a lazy chunk) show up once the network settles.
  await tp.page.waitForLoadState('networkidle');
  tp.expectNoProblems();
}

describe('the route tables', () => {
  it('are deployed exactly as the remotes\' faces declare them, for all five remotes', () => {
    const byPath = (a: { route: RouteMeta }, b: { route: RouteMeta }) => a.route.path.localeCompare(b.route.path);
    expect(activeRoutes(registry).sort(byPath)).toEqual(faceRoutes().sort(byPath));
    expect(Object.keys(registry.remotes).sort()).toEqual(['mfe_auth', 'mfe_collection', 'mfe_game', 'mfe_market', 'mfe_wallet']);
  });
});

describe('public routes, as a guest', () => {
  let tp: TestPage;
  beforeAll(async () => {
    tp = await newPage(browser);
  });
  afterAll(async () => {
    await tp?.close();
  });

  it.each(cases.filter((c) => !c.route.loginRequired && !c.target.loginRequired).map((c) => [label(c), c] as const))(
    '%s',
    async (_name, c) => {
      await openRoute(tp, c);
    },
  );
});

describe('login-required routes, as the demo account', () => {
  let tp: TestPage;
  let messageId = '';
  beforeAll(async () => {
    // A real message of the demo account for /messagebox/detail/:UserId.
    const { token } = await loginApi(DEMO.email, DEMO.password);
    const { list } = await apiOk<EventListResponse>(ApiPaths.eventList, { page: 1, pageSize: 10 }, token);
    messageId = list[0]?.id ?? '';
    if (!messageId) throw new Error('the demo account has no message to open');
    tp = await newPage(browser);
    await loginAsDemo(tp.page);
  });
  afterAll(async () => {
    await tp?.close();
  });

  it.each(cases.filter((c) => c.route.loginRequired || c.target.loginRequired).map((c) => [label(c), c] as const))(
    '%s',
    async (_name, c) => {
      const real = (text: string) => text.replace('DEMO_MESSAGE_ID', encodeURIComponent(messageId));
      await openRoute(tp, { ...c, url: real(c.url), finalPath: real(c.finalPath) });
    },
  );
});
