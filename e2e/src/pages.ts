// Assertions about what the shell shows: a remote's page in its layout, or a fallback in the page area.
import { expect } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import type { Layout } from '@fc/shared/contracts';
import { MAIN } from './browser';
import { text } from './strings';
import { eventually, hidden, location, textOf, visible } from './wait';

export const APP_NAME = 'FC Platform';
/** More cards than any pack holds: a bound on turning them one at a time. */
const MAX_CARDS_IN_ONE_OPENING = 10;

/** The layout around the page area is `layout`, with its chrome: navbar + footer, the game header, or the bare header. */
export async function expectLayout(page: Page, layout: Layout): Promise<void> {
  await visible(page.locator(`[data-layout="${layout}"]`));
  const navbars = page.getByTestId('navbar');
  if (layout === 'main') {
    await visible(navbars);
    await textOf(page.getByTestId('footer').getByTestId('copyright'), /^© \d{4} FC Platform\./);
  } else {
    expect(await navbars.count()).toBe(0);
    expect(await page.getByTestId('footer').count()).toBe(0);
    await visible(page.getByTestId(layout === 'game' ? 'game-header' : 'bare-header'));
  }
}

/**
 * The route's page rendered in the page area: a heading (h1) and no fallback, the document title from the route's
 * titleKey (`<title> · FC Platform`, or the Korean app name with `language: 'ko'`), and the route's layout.
 */
export async function expectRemotePage(
  page: Page,
  { title, layout, path, language = 'en' }: { title: string; layout: Layout; path: string; language?: 'en' | 'ko' },
) {
  await location(page, (url) => url.pathname === path);
  await visible(page.locator(`${MAIN} h1`));
  // A fallback of the page before may stay a moment while this remote loads: it must go.
  await eventually(async () => {
    expect(await page.getByTestId('remote-fallback').count()).toBe(0);
    expect(await page.getByTestId('remote-error').count()).toBe(0);
  });
  const documentTitle = language === 'en' ? `${title} · ${APP_NAME}` : text('common:documentTitle', language, { title });
  await eventually(async () => expect(await page.title()).toBe(documentTitle));
  await expectLayout(page, layout);
}

/** The page area shows the shell's fallback for `remote` (`unavailable`: not loaded; `crashed`: threw). */
export async function expectFallback(page: Page, remote: string, kind: 'unavailable' | 'crashed', heading: string | RegExp) {
  const fallback = page.locator(`[data-testid="${kind === 'unavailable' ? 'remote-fallback' : 'remote-error'}"][data-remote="${remote}"]`);
  await visible(fallback);
  expect(await fallback.evaluate((element) => element.closest('main#main') !== null)).toBe(true);
  await textOf(fallback.locator('h1'), heading);
  return fallback;
}

export { hidden };

/**
 * Opening a pack or a box (mfe-collection's reveal): turns its cards one at a time with "Next card" until "See all
 * cards", then the summary of every card pulled, which it returns.
 */
export async function turnEveryCard(page: Page): Promise<Locator> {
  const next = page.getByTestId('reveal-next');
  const seeAll = text('collection:reveal.seeAll');
  for (let turned = 0; turned <= MAX_CARDS_IN_ONE_OPENING; turned += 1) {
    const label = (await next.textContent())?.trim();
    await next.click();
    if (label === seeAll) break;
  }
  return visible(page.getByTestId('reveal'));
}

/** Reveal all at once: the summary of every card pulled. */
export async function revealAll(page: Page): Promise<Locator> {
  await page.getByRole('dialog').getByRole('button', { name: text('collection:reveal.skip'), exact: true }).click();
  return visible(page.getByTestId('reveal'));
}
