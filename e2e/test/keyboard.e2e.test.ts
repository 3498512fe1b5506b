// A keyboard user, on a desktop and on a phone: every Tab stop of the navbar and of a form shows where the focus is,
// in forced-colors mode too (which drops box-shadows: the focus must be an outline there); a dialog takes the focus,
// leaves the page behind inert, closes on Escape and gives the focus back to what opened it.
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { ApiPaths, paths, type DevGrantResponse } from '@fc/shared/contracts';
import { DEMO, loginAsDemo } from '../src/accounts';
import { apiOk } from '../src/api';
import { MAIN, pagePerTest } from '../src/browser';
import { DESKTOP, PHONE } from '../src/page-checks';
import { text } from '../src/strings';
import { eventually, hidden, location, visible } from '../src/wait';

const open = pagePerTest();

interface FocusStop {
  /** What has the focus, for messages: tag, test id or text. */
  what: string;
  inMain: boolean;
  inDialog: boolean;
  outline: string;
  outlineWidth: number;
  /** The outline's colour is not transparent (forced colors paint it in a system colour). */
  outlineShows: boolean;
  ring: boolean;
}

function focusStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const names = [element.getAttribute('data-testid'), element.getAttribute('aria-label'), element.textContent?.trim().slice(0, 30)];
    return {
      what: [element.tagName.toLowerCase(), ...names.filter(Boolean)].join(' '),
      inMain: element.closest('main#main') !== null,
      inDialog: element.closest('dialog[open]') !== null,
      outline: style.outlineStyle,
      outlineWidth: Number.parseFloat(style.outlineWidth),
      outlineShows: !/^(transparent|rgba\(.*, 0\))$/.test(style.outlineColor),
      ring: style.boxShadow !== 'none',
    };
  });
}

/** The focus is visible: an outline of at least 2 px that shows in forced colors, else the gold ring over it. */
function expectVisible(stop: FocusStop, forcedColors: boolean): void {
  const shown = stop.outline !== 'none' && stop.outlineWidth >= 2 && (forcedColors ? stop.outlineShows : stop.outlineShows || stop.ring);
  if (!shown) throw new Error(`no visible focus on ${stop.what}${forcedColors ? ' in forced colors' : ''}: ${JSON.stringify(stop)}`);
}

/** Tabs from the top of the page until the focus enters the page area; returns every stop on the way. */
async function tabThroughHeader(page: Page, forcedColors: boolean): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab');
    const stop = await focusStop(page);
    if (!stop) continue;
    if (stop.inMain) return stops;
    expectVisible(stop, forcedColors);
    stops.push(stop);
  }
  throw new Error(`the focus never reached the page after 40 Tabs: ${stops.map((stop) => stop.what).join(', ')}`);
}

describe.each([DESKTOP, PHONE])('with the keyboard, on a $name', (viewport) => {
  it('every stop of the navbar and of the login form shows the focus, in forced colors too', async () => {
    const { page, expectNoProblems } = await open({ viewport });
    for (const forcedColors of [false, true]) {
      await page.emulateMedia({ forcedColors: forcedColors ? 'active' : 'none' });
      await page.goto(paths.home());
      await visible(page.locator(`${MAIN} h1`));
      const navbar = (await tabThroughHeader(page, forcedColors)).map((stop) => stop.what);
      // The phone's navbar folds behind one button.
      const expected = viewport === PHONE ? ['logo', 'navbar-hamburger'] : ['logo', 'nav-home', 'nav-market', 'language-option-en', 'navbar-login'];
      for (const id of expected) expect(navbar).toContainEqual(expect.stringContaining(id));

      await page.goto(paths.login());
      await visible(page.getByTestId('login-page'));
      await tabThroughHeader(page, forcedColors);
      // The form, field by field, up to its submit button.
      const submit = text('auth:login.submit');
      for (let presses = 0; presses < 12; presses += 1) {
        const stop = await focusStop(page);
        if (!stop?.inMain) throw new Error(`the focus left the form: ${stop?.what ?? 'nothing'}`);
        expectVisible(stop, forcedColors);
        if (stop.what.startsWith('button') && stop.what.endsWith(submit)) break;
        await page.keyboard.press('Tab');
      }
      expect((await focusStop(page))?.what).toMatch(new RegExp(`^button.*${submit}$`));
    }
    expectNoProblems();
  });

  it('a dialog holds the focus, makes the page behind inert, and gives the focus back when it closes', async () => {
    const granted = await apiOk<DevGrantResponse>(ApiPaths.devGrant, { email: DEMO.email, fpCards: [{ rarity: 'common' }] });
    const [tokenId = ''] = granted.fpCards;
    const { page, expectNoProblems } = await open({ viewport });
    await loginAsDemo(page, paths.myFpCard(tokenId));
    // A fresh load, so that Tab starts from the top of the page.
    await page.reload();
    const sell = page.locator(`${MAIN} [data-testid="sell-action"]`).getByRole('button', { name: text('collection:sell.action') });
    await visible(sell);

    // The signed-in navbar, on the way to the page.
    if (viewport === PHONE) {
      await page.getByTestId('navbar-hamburger').focus();
      await page.keyboard.press('Enter');
      await visible(page.getByTestId('navbar-panel'));
      await page.getByTestId('logo').focus();
    }
    const header = await tabThroughHeader(page, false);
    for (const id of ['nav-market', 'navbar-more', 'navbar-profile', 'navbar-messages']) {
      expect(header.map((stop) => stop.what)).toContainEqual(expect.stringContaining(id));
    }

    await sell.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('sell-dialog');
    await visible(dialog.getByTestId('sell-form'));
    await eventually(async () => expect((await focusStop(page))?.inDialog).toBe(true));

    // Tab and Shift+Tab never leave it, and every stop shows the focus.
    for (const shift of [false, true]) {
      for (let presses = 0; presses < 15; presses += 1) {
        await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
        const stop = await focusStop(page);
        expect(stop?.inDialog).toBe(true);
        if (stop) expectVisible(stop, false);
      }
    }
    // The page behind is inert: nothing there takes the focus, not even when asked to.
    const takesFocus = (element: HTMLElement) => {
      element.focus();
      return document.activeElement === element;
    };
    expect(await page.getByTestId('logo').evaluate(takesFocus)).toBe(false);
    expect(await sell.evaluate(takesFocus)).toBe(false);

    await page.keyboard.press('Escape');
    await hidden(dialog);
    await location(page, (url) => !url.searchParams.has('sell'));
    await eventually(async () => expect(await sell.evaluate((button) => button === document.activeElement)).toBe(true));
    expect(await page.getByTestId('logo').evaluate(takesFocus)).toBe(true);
    expectNoProblems();
  });
});
