// Every route the remotes' faces declare (SPEC.md §2, checked against the faces in tools/jest/spec-routes.test.ts):
// deployed as declared, and opened in a browser it reaches its remote's page, titled, in the right layout, with no
// console error — public routes as a guest, login-required ones as the demo account. The same visit is the site's
// accessibility walk (src/page-checks.ts): on a desktop and a phone viewport, axe finds nothing serious or critical
// and no raw i18n key shows, and on the phone nothing scrolls sideways; meanwhile a second page opens the route in
// Korean on a phone, reaching it the same way, with no raw key and nothing scrolling sideways. A guest's page arrives
// with its app shell rendered by the server, in the page's language, and is hydrated without a mismatch.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { ApiPaths, type EventListResponse, type RouteMeta } from '@fc/shared/contracts';
import { DEMO, loginAsDemo } from '../src/accounts';
import { apiOk, loginApi } from '../src/api';
import { launchBrowser, newPage, type TestPage } from '../src/browser';
import { axeFindings, DESKTOP, expectNoFindings, overflowFindings, PHONE, rawKeyFindings, type Finding } from '../src/page-checks';
import { firstPaint } from '../src/first-paint';
import { expectRemotePage } from '../src/pages';
import { faceRoutes } from '../../tools/jest/faces';
import { activeRoutes, routeCases, routeTitle, type RouteCase } from '../src/routes';
import { deployedRegistry, e2eState } from '../src/state';

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

/**
 * Findings that work under way elsewhere removes, each with the reason: delete the entry when that lands. An entry
 * that no longer happens fails the walk, so none outlives its fix.
 */
const PENDING: { where: string; rule: string; because: string }[] = [];

const seenAs = (path: string, viewport: { name: string }) => `${path} (${viewport.name})`;

/** The findings less the pending ones, plus a finding for each pending one of the pages seen that did not happen. */
function unexpected(findings: Finding[], seen: string[]): Finding[] {
  const isPending = (finding: Finding) => PENDING.some(({ where, rule }) => finding.where === where && finding.rule === rule);
  const stale = PENDING.filter(({ where, rule }) => seen.includes(where) && !findings.some((finding) => finding.where === where && finding.rule === rule));
  return [
    ...findings.filter((finding) => !isPending(finding)),
    ...stale.map(({ where, rule }) => ({ rule: 'pending-fixed', where, detail: `${rule} no longer happens: remove it from PENDING` })),
  ];
}

async function openRoute(tp: TestPage, c: RouteCase, asGuest: boolean, language: 'en' | 'ko' = 'en'): Promise<void> {
  tp.problems.splice(0);
  await tp.page.goto(c.url);
  await expectRemotePage(tp.page, {
    title: routeTitle(c.targetRemote, c.target, language),
    layout: c.target.layout,
    path: c.finalPath,
    language,
  });
  // Late failures (an API call, a lazy chunk) show up once the network settles.
  await tp.page.waitForLoadState('networkidle');
  tp.expectNoProblems();
  // A guest's page arrives rendered in their language and is hydrated, never rendered over (a mismatch would be a
  // console error above, or the server's nodes thrown away); a redirect and a signed-in visitor's page are the browser's.
  const rendered = asGuest && !c.route.redirectTo ? language : null;
  expect(await firstPaint(tp.page)).toEqual({ rendered, replaced: false });
}

/**
 * A walker's two pages: English, checked at both viewports, and Korean. The English page opens each route at the size
 * the previous route ended at, is checked, resized to the other size and checked again: one load and one resize a
 * route (the layouts answer the viewport with CSS alone), and half the routes are first painted at each size.
 */
class Walker {
  constructor(
    readonly english: TestPage,
    readonly korean: TestPage,
    readonly asGuest: boolean,
  ) {}

  async visit(c: RouteCase): Promise<void> {
    const [english, korean] = await Promise.allSettled([this.visitInEnglish(c), this.visitInKorean(c)]);
    if (english.status === 'rejected') throw english.reason;
    if (korean.status === 'rejected') throw korean.reason;
    const seen = [DESKTOP, PHONE].map((viewport) => seenAs(c.finalPath, viewport));
    expectNoFindings(unexpected([...english.value, ...korean.value], seen));
  }

  private async visitInEnglish(c: RouteCase): Promise<Finding[]> {
    const { page } = this.english;
    const order = page.viewportSize()?.width === PHONE.width ? [PHONE, DESKTOP] : [DESKTOP, PHONE];
    const findings: Finding[] = [];
    for (const [index, viewport] of order.entries()) {
      if (index === 0) {
        await openRoute(this.english, c, this.asGuest);
      } else {
        await page.setViewportSize(viewport);
      }
      const where = seenAs(c.finalPath, viewport);
      findings.push(...(await axeFindings(page, where)), ...(await rawKeyFindings(page, where)));
      if (viewport === PHONE) findings.push(...(await overflowFindings(page, where)));
    }
    this.english.expectNoProblems();
    return findings;
  }

  private async visitInKorean(c: RouteCase): Promise<Finding[]> {
    await openRoute(this.korean, c, this.asGuest, 'ko');
    const where = `${c.finalPath} (Korean, phone)`;
    return [...(await rawKeyFindings(this.korean.page, where)), ...(await overflowFindings(this.korean.page, where))];
  }
}

/**
 * The walker's pages, logged in as the demo account when `asDemo`. The Korean page works at the phone size, where
 * longer words have the least room (it logs in at the desktop size, where the navbar shows the account).
 */
async function walkerPages({ asDemo }: { asDemo: boolean }): Promise<Walker> {
  const english = await newPage(browser, { viewport: DESKTOP });
  const korean = await newPage(browser, { viewport: DESKTOP, languageCookie: asDemo ? undefined : 'ko-kr' });
  if (asDemo) {
    await loginAsDemo(english.page);
    // The login form is read in English; the language cookie comes after.
    await loginAsDemo(korean.page);
    await korean.context.addCookies([{ name: 'language', value: 'ko-kr', url: e2eState().baseUrl }]);
  }
  await korean.page.setViewportSize(PHONE);
  return new Walker(english, korean, !asDemo);
}

describe('the route tables', () => {
  it('are deployed exactly as the remotes\' faces declare them, for all five remotes, with the frames their builds made', () => {
    const byPath = (a: { route: RouteMeta }, b: { route: RouteMeta }) => a.route.path.localeCompare(b.route.path);
    const deployed = activeRoutes(registry);
    // The build adds the frames it prerendered (tools/webpack/prerender.cjs); everything else is the face's.
    const withoutFrames = deployed.map(({ route: { frame: _frame, ...route }, ...rest }) => ({ ...rest, route }));
    expect(withoutFrames.sort(byPath)).toEqual(faceRoutes().sort(byPath));
    expect(deployed.filter(({ route }) => route.frame).map(({ remote, route }) => [remote, route.id, route.frame])).toEqual([
      ['mfe_market', 'market.home', { en: 'frames/market.home.en.json', ko: 'frames/market.home.ko.json' }],
    ]);
    expect(Object.keys(registry.remotes).sort()).toEqual(['mfe_auth', 'mfe_collection', 'mfe_game', 'mfe_market', 'mfe_wallet']);
  });
});

describe('public routes, as a guest', () => {
  let walker: Walker;
  beforeAll(async () => {
    walker = await walkerPages({ asDemo: false });
  });
  afterAll(async () => {
    await walker?.english.close();
    await walker?.korean.close();
  });

  it.each(cases.filter((c) => !c.route.loginRequired && !c.target.loginRequired).map((c) => [label(c), c] as const))(
    '%s',
    async (_name, c) => {
      await walker.visit(c);
    },
  );
});

describe('login-required routes, as the demo account', () => {
  let walker: Walker;
  let messageId = '';
  beforeAll(async () => {
    // A real message of the demo account for /messagebox/detail/:UserId.
    const { token } = await loginApi(DEMO.email, DEMO.password);
    const { list } = await apiOk<EventListResponse>(ApiPaths.eventList, { page: 1, pageSize: 10 }, token);
    messageId = list[0]?.id ?? '';
    if (!messageId) throw new Error('the demo account has no message to open');
    walker = await walkerPages({ asDemo: true });
  });
  afterAll(async () => {
    await walker?.english.close();
    await walker?.korean.close();
  });

  it.each(cases.filter((c) => c.route.loginRequired || c.target.loginRequired).map((c) => [label(c), c] as const))(
    '%s',
    async (_name, c) => {
      const real = (text: string) => text.replace('DEMO_MESSAGE_ID', encodeURIComponent(messageId));
      await walker.visit({ ...c, url: real(c.url), finalPath: real(c.finalPath) });
    },
  );
});
