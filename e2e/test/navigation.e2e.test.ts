// Everything is reachable by clicking (issue 24): from / — the only URL typed —, as the demo account and then as a
// guest after logging out, a crawler (src/crawler.ts) follows the links of every page it reaches until each route of
// the deployed registry has been reached, and fails listing the ones it never reached with the click path to every
// other. What no link can lead to is done as a user does it: forms (log in, sign up, forgotten password, add funds)
// and buttons (play a PVE stage). The two routes a user enters only from outside the site, the activation and the
// password-reset links of a mail, are opened from the dev outbox's mail after clicking the button that sends it.
// At 390×844 the phone menu leads to the collection's and the game's pages, whose navigation scrolls in itself.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { ApiPaths, paths } from '@fc/shared/contracts';
import { DEMO, loginAsDemo, submitLogin, TEST_PASSWORD, uniqueEmail, type TestAccount } from '../src/accounts';
import { apiOk, linkTo, waitForMail } from '../src/api';
import { launchBrowser, MAIN, newPage } from '../src/browser';
import { Crawler } from '../src/crawler';
import { deployedRegistry } from '../src/state';
import { text } from '../src/strings';
import { eventually, location, textOf, visible } from '../src/wait';

/** The routes a user enters only from a mail, never from a page of the site. */
const MAIL_LINK_ROUTES = ['/activate-confirm', '/reset-password'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function logIn(crawler: Crawler, page: Page, account: TestAccount): Promise<void> {
  await crawler.clickLink({ text: text('shell:nav.login'), href: paths.login() });
  await submitLogin(page, account);
  await location(page, (url) => url.pathname === paths.home());
  await visible(page.getByTestId('navbar-nickname'));
}

async function logOut(page: Page): Promise<void> {
  await page.getByTestId('navbar-profile').click();
  await page.getByTestId('navbar-logout').click();
  await visible(page.getByTestId('navbar-login'));
  await location(page, (url) => url.pathname === paths.home());
}

/** Add funds by card in the sandbox: the order's page, and once the payment is in, its recharge. */
async function addFunds(crawler: Crawler, page: Page): Promise<void> {
  await crawler.goTo(crawler.trailTo('/user/addfunds'));
  await crawler.act('paid 10 USD with the sandbox test card', async () => {
    await page.locator(MAIN).getByRole('button', { name: '10.00 USD', exact: true }).click();
    await page.locator(MAIN).getByRole('button', { name: text('wallet:payments.submit') }).click();
    await location(page, (url) => url.pathname === `/api${ApiPaths.sandboxCheckout}`);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay / }).click();
  });
  const order = new URL(page.url());
  // The job runner's turn: the sandbox's webhook is delivered (the e2e site runs jobs only when told).
  await apiOk(ApiPaths.devClock, { advance: 0 });
  const orderId = decodeURIComponent(order.pathname.split('/').pop() ?? '');
  await crawler.clickLink({ text: text('wallet:orders.viewRecharge'), href: paths.recharge(orderId) });
}

/** Sign up a new account: the page that waits for the activation, then the mail's link. */
async function signUp(crawler: Crawler, page: Page, account: TestAccount): Promise<void> {
  await crawler.goTo(crawler.trailTo('/signup'));
  const form = page.getByTestId('signup-page');
  await form.getByLabel(text('auth:fields.email'), { exact: true }).fill(account.email);
  await form.getByLabel(text('auth:fields.password'), { exact: true }).fill(account.password);
  await form.getByLabel(text('auth:fields.confirmPassword'), { exact: true }).fill(account.password);
  await form.getByRole('checkbox').check();
  await crawler.act('signed up', () => form.getByRole('button', { name: text('auth:signup.submit'), exact: true }).click());
  const mail = await waitForMail(account.email, (candidate) => candidate.links.some((link) => link.includes('/activate-confirm')));
  await crawler.enterFromOutside(linkTo(mail, '/activate-confirm'), 'the activation mail’s link');
}

/** Forgotten password: the mail's reset link. */
async function resetPassword(crawler: Crawler, page: Page, account: TestAccount): Promise<void> {
  await crawler.goTo(crawler.trailTo('/forget-password'));
  await page.getByTestId('forget-password-page').getByLabel(text('auth:fields.email'), { exact: true }).fill(account.email);
  await page.getByRole('button', { name: text('auth:reset.requestSubmit') }).click();
  await visible(page.getByTestId('reset-sent-to'));
  const mail = await waitForMail(account.email, (candidate) => candidate.links.some((link) => link.includes('/reset-password')));
  await crawler.enterFromOutside(linkTo(mail, '/reset-password'), 'the password-reset mail’s link');
}

/** A new manager's first match: a lineup auto-picked from the trial squad, then the first PVE stage. */
async function playFirstMatch(crawler: Crawler, page: Page): Promise<void> {
  await crawler.clickLink({ text: text('shell:nav.game'), href: paths.gameHome() });
  await crawler.clickLink({ text: text('game:home.lineups.new'), href: paths.editGroup('new') });
  await page.locator(MAIN).getByRole('button', { name: text('game:lineup.autoPick') }).click();
  await crawler.act('saved the lineup', () => page.locator(MAIN).getByRole('button', { name: text('game:lineup.save'), exact: true }).click());
  await crawler.clickLink({ text: text('common:areaNav.game.pve'), href: paths.pve() });
  const play = page.locator(MAIN).getByRole('button', { name: new RegExp(`^${text('game:pve.play')} — `) }).first();
  await crawler.act('played the first PVE stage', () => play.click());
}

describe('navigation', () => {
  it('reaches every route of the registry by clicking from /, as the demo account and as a guest', async () => {
    const registry = deployedRegistry();
    const tp = await newPage(browser);
    const { page } = tp;
    const crawler = new Crawler(tp, registry);
    const newcomer: TestAccount = { email: uniqueEmail('crawler'), password: TEST_PASSWORD };
    let stopped: unknown = null;
    try {
      await crawler.start('guest');
      await logIn(crawler, page, DEMO);
      await crawler.becomes('member');
      await crawler.crawl();
      // A recharge's page opens from a paid add-funds order: when the demo account has none, it adds funds.
      if (!crawler.reached.has('/recharge/detail/:rechargeId')) await addFunds(crawler, page);

      await logOut(page);
      await crawler.becomes('guest');
      await crawler.crawl();
      await signUp(crawler, page, newcomer);
      await resetPassword(crawler, page, newcomer);

      await crawler.goTo([]);
      await logIn(crawler, page, newcomer);
      await crawler.becomes('newcomer');
      await playFirstMatch(crawler, page);
    } catch (error) {
      stopped = error;
    } finally {
      await tp.close();
    }

    const reached = [...crawler.reached.entries()].map(([route, how]) => `  ${route}: ${how}`).join('\n');
    const pages = crawler.allRoutes.filter((route) => !route.redirectTo);
    const missed = pages
      .filter((route) => !crawler.reached.has(route.path))
      .map((route) => `  ${route.path}${crawler.unfollowable.has(route.path) ? `: ${crawler.unfollowable.get(route.path)}` : ''}`);
    if (stopped || missed.length) {
      const why = stopped instanceof Error ? (stopped.stack ?? stopped.message) : String(stopped);
      throw new Error(`${stopped ? `Stopped on the way: ${why}\n` : ''}Never reached by clicking from /:\n${missed.join('\n')}\nReached:\n${reached}`);
    }
    expect(crawler.broken).toEqual([]);
    // A redirect has no page of its own: where it leads was reached.
    const redirects = crawler.allRoutes.filter((route) => route.redirectTo);
    expect(redirects.filter((route) => !crawler.reached.has(crawler.routeOf(route.redirectTo ?? '')?.path ?? '')).map((route) => route.path)).toEqual([]);
    expect([...crawler.enteredFromOutside.keys()].sort()).toEqual(MAIL_LINK_ROUTES);
    tp.expectNoProblems();
  });
});

describe('navigation on a phone (390×844)', () => {
  /** Opens the menu, the area's list of pages, and follows one; the area's navigation then marks it, in view. */
  async function viaPhoneMenu(page: Page, area: 'collection' | 'game', name: string, path: string): Promise<void> {
    await page.getByTestId('navbar-hamburger').click();
    const toggle = page.getByTestId(`navbar-area-toggle-${area}`);
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await page.getByTestId(`navbar-area-${area}`).getByRole('link', { name, exact: true }).click();
    await location(page, (url) => url.pathname === path);
    const current = page.getByTestId(`area-nav-${area}`).locator('a[aria-current="page"]');
    await textOf(current, name);
    await eventually(async () => {
      const box = await current.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  }

  it("leads from the menu to the collection's and the game's pages, whose navigation scrolls in itself", async () => {
    const tp = await newPage(browser, { viewport: { width: 390, height: 844 } });
    const { page } = tp;
    try {
      await loginAsDemo(page, paths.home());
      await viaPhoneMenu(page, 'collection', text('common:areaNav.collection.packs'), paths.collection('packs'));
      await viaPhoneMenu(page, 'collection', text('common:areaNav.collection.equip'), paths.collection('items/equip'));
      await viaPhoneMenu(page, 'game', text('common:areaNav.game.draw'), paths.draw());
      await viaPhoneMenu(page, 'game', text('common:areaNav.game.train'), paths.trainingCamp());
      tp.expectNoProblems();
    } finally {
      await tp.close();
    }
  });
});
