// Live events end to end (the shell's navbar, @fc/shared/live and the API's event streams): a change on the server
// shows in the navbar within a second, without a reload and without the page asking for it; a guest's market grid and
// pack page follow the public stream the same way, without polling.
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { ApiPaths, paths, type DevGrantResponse, type DevMessageResponse, type MarketSellResponse, type PackSeriesDetail } from '@fc/shared/contracts';
import { loginAs, signUp, TEST_PASSWORD, uniqueEmail } from '../src/accounts';
import { apiOk, loginApi } from '../src/api';
import { MAIN, pagePerTest } from '../src/browser';
import { text } from '../src/strings';
import { textOf, visible } from '../src/wait';

const open = pagePerTest();

/** The limit the issue sets between a server event and the page showing it. */
const WITHIN_MS = 1_000;
const TMT = 10n ** 18n;
/** The calls a market or pack page polled for before the public stream. */
const FOLLOWED_CALLS = [ApiPaths.marketList, ApiPaths.marketDetail, ApiPaths.packList, ApiPaths.packDetail].map((apiPath) => `/api${apiPath}`);

/** An activated account with TMT and FP cards, signed in through the API. */
async function trader(tag: string, fpCards = 0) {
  const email = uniqueEmail(tag);
  const granted = await apiOk<DevGrantResponse>(ApiPaths.devGrant, {
    email,
    password: TEST_PASSWORD,
    currencies: { TMT: (10_000n * TMT).toString() },
    fpCards: Array.from({ length: fpCards }, () => ({ rarity: 'rare' as const })),
  });
  return { token: (await loginApi(email, TEST_PASSWORD)).token, fpCards: granted.fpCards };
}

/**
 * Opens `path` and waits until its public stream is up and its first reload done; from then on records the calls the
 * page makes for what the stream keeps fresh.
 */
async function followedCalls(page: Page, path: string): Promise<string[]> {
  const streamOpened = page.waitForResponse((response) => response.url().endsWith(`/api${ApiPaths.publicStream}`));
  await page.goto(path);
  expect((await streamOpened).headers()['content-type']).toBe('text/event-stream');
  // `hello` asks the page's answers again within 250 ms (what it shows may be older than the stream).
  await page.waitForTimeout(600);
  const calls: string[] = [];
  page.on('request', (request) => {
    const pathname = new URL(request.url()).pathname;
    if (FOLLOWED_CALLS.includes(pathname)) calls.push(pathname);
  });
  return calls;
}

describe('live events', () => {
  it("move the navbar's balance and unread badge within a second of the change, without a reload or a request", async () => {
    const account = await signUp();
    const { page, expectNoProblems } = await open();
    const streamOpened = page.waitForResponse((response) => response.url().includes(`/api${ApiPaths.eventsStream}?`));
    await loginAs(page, account);
    expect((await streamOpened).headers()['content-type']).toBe('text/event-stream');

    const balance = page.getByTestId('balance-TMT');
    await textOf(balance, /^TMT\s*0$/);
    const badge = page.getByTestId('unread-badge');
    await textOf(badge, '1');
    // Whatever follows must reach this very document, through the stream alone.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) calls.push(new URL(request.url()).pathname);
    });

    await apiOk(ApiPaths.devGrant, { email: account.email, currencies: { TMT: '5000000000000000000000' } });
    await textOf(balance, /^TMT\s*5,000$/, WITHIN_MS);

    const { unread } = await apiOk<DevMessageResponse>(ApiPaths.devMessage, { email: account.email });
    expect(unread).toBe(2);
    await textOf(badge, '2', WITHIN_MS);

    await apiOk(ApiPaths.devGrant, { email: account.email, currencies: { TMT: '250000000000000000000' } });
    await textOf(balance, /^TMT\s*5,250$/, WITHIN_MS);

    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(calls).toEqual([]);
    await visible(page.getByTestId('navbar-nickname'));
    expectNoProblems();
  });

  it("keep a guest's market grid and pack page within a second of a listing, a sale and packs bought, without polling", async () => {
    const seller = await trader('public-seller', 1);
    const buyer = await trader('public-buyer');
    const { page, expectNoProblems } = await open();

    const gridCalls = await followedCalls(page, paths.market());
    const [tokenId] = seller.fpCards;
    const { transId } = await apiOk<MarketSellResponse>(ApiPaths.marketSell, { tokenId, saleType: 'fixed', price: (50n * TMT).toString() }, seller.token);
    const tile = page.locator(`${MAIN} [data-testid="listing"][data-trans-id="${transId}"]`);
    // A new listing: the grid is asked again once, by the event.
    await visible(tile, WITHIN_MS);
    expect(gridCalls).toEqual([`/api${ApiPaths.marketList}`]);
    await apiOk(ApiPaths.marketBuy, { transId }, buyer.token);
    // Sold: the tile says so where it is, with no call.
    await textOf(tile.getByText(text('market:market.state.completed')), text('market:market.state.completed'), WITHIN_MS);
    expect(gridCalls).toEqual([`/api${ApiPaths.marketList}`]);

    // A series of its own, on sale whatever other suites did to the clock.
    const seriesId = `e2e-public-${Date.now().toString(36)}`;
    await apiOk(ApiPaths.devPackSeries, { seriesId, kind: 'allStar', period: 'onSale' });
    const packCalls = await followedCalls(page, paths.pack(seriesId));
    const supply = page.locator(`${MAIN} [data-testid="supply-left"]`);
    const before = await apiOk<PackSeriesDetail>(ApiPaths.packDetail, { seriesId });
    await textOf(supply, text('market:packs.supplyLeft', 'en', { left: before.left.toLocaleString('en'), supply: before.supply.toLocaleString('en') }));
    await apiOk(ApiPaths.packCapsBuy, { seriesId, quantity: 2 }, buyer.token);
    await textOf(supply, text('market:packs.supplyLeft', 'en', { left: (before.left - 2).toLocaleString('en'), supply: before.supply.toLocaleString('en') }), WITHIN_MS);
    expect(packCalls).toEqual([]);
    expectNoProblems();
  });
});
