// A user who only clicks. From the page it is on it reads the links it could click (the ones in a closed menu
// too, opening the menu first as a user would), follows one to a route of the deployed registry it has not reached
// yet, and keeps for every route the clicks from / that first reached it. To follow a link found on another page it
// goes home by the logo and replays that page's clicks: one page load in all, the rest are in-app navigations.
import { matchPath } from 'react-router-dom';
import type { Page } from 'playwright-core';
import type { Registry, RouteMeta } from '@fc/shared/contracts';
import { MAIN, type TestPage } from './browser';
import { activeRoutes } from './routes';
import { location } from './wait';

/** A link followed: what it says and where it points. */
export interface Step {
  text: string;
  href: string;
}

interface Candidate {
  step: Step;
  /** The clicks from / to the page that shows the link. */
  trail: Step[];
}

interface FoundLink extends Step {
  /** Behind a menu button or a closed `<details>`: opened first. */
  inMenu: boolean;
}

/** Who is signed in (the demo account, a guest, a new account): pages differ, so each is read once per visitor. */
export type Visitor = 'member' | 'guest' | 'newcomer';

const SETTLE_TIMEOUT_MS = 15_000;
const LINK_TIMEOUT_MS = 10_000;
/** The links of a page are read until two reads 200 ms apart agree (its lists load after its heading). */
const STABLE_READS_MS = 200;
const MAX_STABLE_WAIT_MS = 4_000;
/** Links tried per route before it counts as unreachable from what was read. */
const CANDIDATES_TRIED = 3;

/** The href of a step that was not a link (a journey's form or button): it cannot be replayed. */
const JOURNEY_STEP = '(action)';

const cssString = (value: string) => value.replace(/["\\]/g, '\\$&');

const describeTrail = (trail: readonly Step[]) =>
  ['/', ...trail.map((step) => (step.href === JOURNEY_STEP ? `[${step.text}]` : `"${step.text}" (${step.href})`))].join(' → ');
const sameTrail = (a: readonly Step[], b: readonly Step[]) => a.length === b.length && a.every((step, index) => step.href === b[index]?.href);

/** Every link a user could click now, with the menu it sits in when it is not visible. */
function readLinks(): FoundLink[] {
  const found: FoundLink[] = [];
  const opener = (anchor: Element): Element | null => {
    for (let node = anchor.parentElement; node; node = node.parentElement) {
      if (node instanceof HTMLDetailsElement && !node.open) return node.querySelector(':scope > summary');
      if (node.hidden && node.id) return document.querySelector(`[aria-controls="${CSS.escape(node.id)}"]`);
    }
    return null;
  };
  for (const anchor of Array.from(document.querySelectorAll('a[href]'))) {
    const href = anchor.getAttribute('href') ?? '';
    if (!href.startsWith('/') || href.startsWith('//') || anchor.getAttribute('target') === '_blank') continue;
    const visible = anchor.checkVisibility();
    if (!visible && !opener(anchor)?.checkVisibility()) continue;
    const text = (anchor.textContent || anchor.getAttribute('aria-label') || '').replace(/\s+/g, ' ').trim().slice(0, 60);
    found.push({ href, text, inMenu: !visible });
  }
  return found;
}

/** Marks the opener of the first link to `href` that a user could reveal; its index, or -1. */
function markOpener(anchors: Element[]): number {
  for (const [index, anchor] of anchors.entries()) {
    for (let node = anchor.parentElement; node; node = node.parentElement) {
      const opener =
        node instanceof HTMLDetailsElement && !node.open
          ? node.querySelector(':scope > summary')
          : node.hidden && node.id
            ? document.querySelector(`[aria-controls="${CSS.escape(node.id)}"]`)
            : null;
      if (opener?.checkVisibility()) {
        opener.setAttribute('data-crawl-opener', '');
        return index;
      }
      if (opener) break;
    }
  }
  return -1;
}

export class Crawler {
  /** Route pattern → how it was first reached: the clicks from /, or how it was entered from outside the site. */
  readonly reached = new Map<string, string>();
  /** Route patterns entered from outside the site (a mail's link), with the reason. */
  readonly enteredFromOutside = new Map<string, string>();
  /** Pages that showed a fallback instead of their content, or a location no route serves. */
  readonly broken: string[] = [];
  /** Routes whose links were found but could not be followed, with the last error. */
  readonly unfollowable = new Map<string, string>();

  private readonly routes: RouteMeta[];
  private readonly page: Page;
  private visitor: Visitor = 'guest';
  private readonly read = new Set<string>();
  /** Per visitor: unreached route → the links to it found so far (a guest's links stay a guest's). */
  private readonly frontiers = new Map<Visitor, Map<string, Candidate[]>>();
  private readonly trails = new Map<string, Step[]>();
  private trail: Step[] = [];

  constructor(
    private readonly testPage: TestPage,
    registry: Registry,
  ) {
    this.page = testPage.page;
    this.routes = activeRoutes(registry).map(({ route }) => route);
  }

  /** The routes of the registry, pages and redirects. */
  get allRoutes(): readonly RouteMeta[] {
    return this.routes;
  }

  /** The route serving `pathname`: a static segment wins over a parameter. */
  routeOf(pathname: string): RouteMeta | undefined {
    const params = (route: RouteMeta) => (route.path.match(/:/g) ?? []).length;
    return this.routes.filter((route) => matchPath(route.path, pathname)).sort((a, b) => params(a) - params(b))[0];
  }

  /** The one URL typed: `/`. */
  async start(visitor: Visitor): Promise<void> {
    this.visitor = visitor;
    await this.page.goto('/');
    await this.arrive([]);
  }

  /** Signing in or out (on /) changes what pages show: from now on the links this visitor was shown are followed. */
  async becomes(visitor: Visitor): Promise<void> {
    this.visitor = visitor;
    await this.arrive([]);
  }

  private get frontier(): Map<string, Candidate[]> {
    let frontier = this.frontiers.get(this.visitor);
    if (!frontier) {
      frontier = new Map();
      this.frontiers.set(this.visitor, frontier);
    }
    return frontier;
  }

  /** Follows links until no unreached route is linked from any page read. */
  async crawl(): Promise<void> {
    for (;;) {
      const next = this.next();
      if (!next) return;
      const [key, candidates] = next;
      let lastError = '';
      for (const candidate of candidates.slice(0, CANDIDATES_TRIED)) {
        try {
          await this.follow(candidate, key);
        } catch (error) {
          lastError = `${describeTrail([...candidate.trail, candidate.step])}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
        }
        if (this.reached.has(key)) break;
      }
      if (!this.reached.has(key)) this.unfollowable.set(key, lastError || 'followed its links without arriving there');
      this.frontier.delete(key);
    }
  }

  /**
   * Clicks the links of `trail`, from the furthest of them this page offers (a navbar or area link leads to the
   * same page from anywhere), else from where the crawler is when it is on the way, else from / by the logo.
   */
  async goTo(trail: readonly Step[]): Promise<void> {
    if (sameTrail(trail, this.trail)) return;
    const onTheWay = this.trail.length < trail.length && sameTrail(this.trail, trail.slice(0, this.trail.length));
    const offered = new Set((await this.page.evaluate(readLinks)).map((link) => link.href));
    const furthest = trail.findLastIndex((step) => offered.has(step.href));
    let from: number;
    if (onTheWay && this.trail.length >= furthest) from = this.trail.length;
    else if (furthest >= 0) from = furthest;
    else {
      await this.goHome();
      from = 0;
    }
    for (const [index, step] of trail.entries()) {
      if (index < from) continue;
      await this.click(step);
      await this.settle();
      this.trail = trail.slice(0, index + 1);
    }
  }

  /** Where a route was reached: the path to it, for a journey that goes on from there. */
  trailTo(routePath: string): Step[] {
    const trail = this.trails.get(routePath);
    if (!trail) throw new Error(`${routePath} was not reached by clicking`);
    return trail;
  }

  /** A journey's step: clicks a link to `step.href` (its text is for the record) and reads the page it opens. */
  async clickLink(step: Step): Promise<void> {
    await this.click(step);
    await this.arrive([...this.trail, step]);
  }

  /**
   * A journey's own action that opens another page (a form sent, a button): performs it, then records and reads the
   * page it opened. The action cannot be replayed, so links found there are followed only from there.
   */
  async act(action: string, perform: () => Promise<void>): Promise<void> {
    const before = this.page.url();
    await perform();
    await location(this.page, (url) => url.href !== before && this.routeOf(url.pathname) !== undefined);
    await this.arrive([...this.trail, { text: action, href: JOURNEY_STEP }]);
  }

  /** A link from outside the site (a mail's): the only other URL typed. */
  async enterFromOutside(url: URL, reason: string): Promise<void> {
    await this.page.goto(url.href);
    const route = this.routeOf(url.pathname);
    if (route) this.enteredFromOutside.set(route.path, reason);
    await this.arrive([{ text: reason, href: JOURNEY_STEP }]);
  }

  private next(): [string, Candidate[]] | undefined {
    const entries = [...this.frontier.entries()].filter(([key]) => !this.reached.has(key));
    const here = entries.find(([, candidates]) => candidates.some((candidate) => sameTrail(candidate.trail, this.trail)));
    const elsewhere = (candidate: Candidate) => Number(!sameTrail(candidate.trail, this.trail));
    if (here) return [here[0], [...here[1]].sort((a, b) => elsewhere(a) - elsewhere(b))];
    return entries.sort(([, a], [, b]) => (a[0]?.trail.length ?? 0) - (b[0]?.trail.length ?? 0))[0];
  }

  private async follow(candidate: Candidate, key: string): Promise<void> {
    const trail = [...candidate.trail, candidate.step];
    await this.goTo(trail);
    // A link to a redirect reaches the redirect too (it has no page: where it lands is recorded by arrive).
    if (this.routes.find((route) => route.path === key)?.redirectTo) this.record(key, trail);
    await this.arrive(trail);
  }

  /**
   * Home by the logo (from the game layout, by its Home first). A page that covers the site's header (the cloud
   * game's phone frame) is left with the browser's Back button.
   */
  private async goHome(): Promise<void> {
    for (let back = 0; ; back += 1) {
      const logo = this.page.getByTestId('logo').first();
      const gameHome = this.page.getByTestId('game-home').first();
      const way = (await logo.isVisible()) ? logo : (await gameHome.isVisible()) ? gameHome : null;
      const clickable = way ? await way.click({ trial: true, timeout: 2_000 }).then(() => true, () => false) : false;
      if (way && clickable) {
        await way.click();
        if (way === gameHome) await this.settle();
        else break;
      } else if (back < 3) {
        await this.page.goBack();
        await this.settle();
      } else {
        throw new Error(`no way home from ${this.page.url()}`);
      }
    }
    await location(this.page, (url) => url.pathname === '/');
    await this.settle();
    this.trail = [];
  }

  /** Clicks a link to `step.href` a user can see, opening its menu first when it is in one. */
  private async click(step: Step): Promise<void> {
    if (step.href === JOURNEY_STEP) throw new Error(`"${step.text}" was an action, not a link to replay`);
    const before = this.page.url();
    const anchors = this.page.locator(`a[href="${cssString(step.href)}"]`);
    const deadline = Date.now() + LINK_TIMEOUT_MS;
    for (;;) {
      const shown = this.linkTo(step.href);
      if (await shown.count()) {
        await shown.click();
        await location(this.page, (url) => url.href !== before);
        return;
      }
      const hidden = await anchors.evaluateAll(markOpener);
      if (hidden >= 0) {
        const opener = this.page.locator('[data-crawl-opener]').first();
        await opener.click();
        await opener.evaluate((element) => element.removeAttribute('data-crawl-opener'));
        await anchors.nth(hidden).click();
        await location(this.page, (url) => url.href !== before);
        return;
      }
      if (Date.now() > deadline) throw new Error(`no link to ${step.href} ("${step.text}") a user could click on ${new URL(before).pathname}`);
      await this.page.waitForTimeout(200);
    }
  }

  private linkTo(href: string) {
    return this.page.locator(`a[href="${cssString(href)}"]:visible`).first();
  }

  /** The page's heading is there, no fallback instead of it, and nothing is loading any more. */
  private async settle(): Promise<void> {
    await this.page.locator(`${MAIN} h1`).first().waitFor({ state: 'visible', timeout: SETTLE_TIMEOUT_MS });
    await this.page
      .waitForFunction(() => !document.querySelector('main#main [aria-busy="true"]'), null, { timeout: SETTLE_TIMEOUT_MS })
      .catch(() => undefined);
  }

  private record(routePath: string, trail: Step[]): void {
    this.unfollowable.delete(routePath);
    if (this.reached.has(routePath)) return;
    this.reached.set(routePath, describeTrail(trail));
    this.trails.set(routePath, trail);
  }

  private async arrive(trail: Step[]): Promise<void> {
    this.trail = trail;
    await this.settle();
    const { pathname } = new URL(this.page.url());
    const route = this.routeOf(pathname);
    if (!route) {
      this.broken.push(`${pathname}: no route serves it (${describeTrail(trail)})`);
      return;
    }
    const failed = await this.page.locator('[data-testid="remote-fallback"], [data-testid="remote-error"]').count();
    if (failed) this.broken.push(`${pathname}: the page failed and shows a fallback (${describeTrail(trail)})`);
    this.record(route.path, trail);
    const key = `${this.visitor} ${route.path}`;
    if (this.read.has(key)) return;
    this.read.add(key);
    for (const link of await this.stableLinks()) {
      const target = this.routeOf(new URL(link.href, 'http://site').pathname);
      if (!target || this.reached.has(target.path)) continue;
      const candidates = this.frontier.get(target.path) ?? [];
      if (candidates.some((candidate) => candidate.step.href === link.href)) continue;
      // Plain links first: one with a query may open a dialog over its page (`?sell=`).
      candidates.push({ step: { text: link.text, href: link.href }, trail });
      candidates.sort((a, b) => Number(a.step.href.includes('?')) - Number(b.step.href.includes('?')));
      this.frontier.set(target.path, candidates);
    }
  }

  private async stableLinks(): Promise<FoundLink[]> {
    const deadline = Date.now() + MAX_STABLE_WAIT_MS;
    let last = JSON.stringify(await this.page.evaluate(readLinks));
    for (;;) {
      await this.page.waitForTimeout(STABLE_READS_MS);
      const now = await this.page.evaluate(readLinks);
      const text = JSON.stringify(now);
      if (text === last || Date.now() > deadline) return now;
      last = text;
    }
  }

  /** Fails unless the page has had no console error or uncaught error. */
  expectNoProblems(): void {
    this.testPage.expectNoProblems();
  }
}
