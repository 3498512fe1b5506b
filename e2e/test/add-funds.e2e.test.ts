// Add funds end to end (mfe-wallet with the shell, the API, the sandbox provider and the job runner): a new account
// adds 25 USD through the sandbox's hosted checkout with the test card that pays, comes back to its order, sees it
// reach fulfilled once the signed webhook is delivered, and finds the USD in the navbar's balances; the card that is
// declined ends as payment failed. Buying TMT: a new account without TMT, on a listing it wants, follows the "not
// enough" link to Buy TMT, pays by card in the sandbox, comes back and buys the listing, on a desktop and on a phone.
// The site runs without job timers: /dev/clock { advance: 0 } runs what is due now (the webhook's delivery), without
// moving the clock that other tests may have moved already.
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { ApiPaths, paths, type CardMineResponse, type CurrencyResponse, type DevGrantResponse, type MarketSellResponse } from '@fc/shared/contracts';
import { loginAs, signUp, TEST_PASSWORD, uniqueEmail } from '../src/accounts';
import { apiOk, loginApi } from '../src/api';
import { MAIN, pagePerTest } from '../src/browser';
import { expectRemotePage } from '../src/pages';
import { text } from '../src/strings';
import { eventually, location, textOf, visible } from '../src/wait';

const open = pagePerTest();

/** From /user/addfunds: the amount, then the sandbox's checkout with `card`, and back on the order's page. */
async function payThroughSandbox(page: Page, quickAmount: string, card: string): Promise<string> {
  await page.locator(MAIN).getByRole('button', { name: `${quickAmount} USD` }).click();
  await page.locator(MAIN).getByRole('button', { name: text('wallet:payments.submit') }).click();
  await location(page, (url) => url.pathname === `/api${ApiPaths.sandboxCheckout}`);
  await visible(page.getByText(/Sandbox: a test payment page/));
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: /^Pay / }).click();
  const back = await location(page, (url) => url.pathname.startsWith('/order/detail/'));
  await expectRemotePage(page, { title: text('wallet:titles.order'), layout: 'main', path: back.pathname });
  return back.pathname.split('/').pop() ?? '';
}

/** Runs the jobs due now: the sandbox's webhook delivery. */
async function deliverWebhooks(): Promise<void> {
  await apiOk(ApiPaths.devClock, { advance: 0 });
}

describe('add funds', () => {
  it('adds 25 USD with the card that pays: the order reaches fulfilled and the navbar shows the USD', async () => {
    const account = await signUp();
    const { token } = await loginApi(account.email, account.password);
    const before = await apiOk<CurrencyResponse>(ApiPaths.currency, {}, token);
    expect(before.currency.USD).toBe('0');

    const { page, expectNoProblems } = await open();
    await loginAs(page, account, '/user/addfunds');
    await expectRemotePage(page, { title: text('wallet:titles.addFunds'), layout: 'main', path: '/user/addfunds' });
    const orderId = await payThroughSandbox(page, '25.00', '4242 4242 4242 4242');
    expect(orderId).not.toBe('');

    await deliverWebhooks();
    const status = page.locator(`${MAIN} [data-testid="order-status"]`);
    await textOf(status, text('wallet:orders.status.fulfilled'));
    await visible(page.locator(MAIN).getByText(text('wallet:orders.fulfilledNote')));

    await page.getByTestId('navbar-profile').click();
    await textOf(page.getByTestId('profile-balance-USD'), /^USD\s*25\.00$/);
    await eventually(async () => {
      const after = await apiOk<CurrencyResponse>(ApiPaths.currency, {}, token);
      expect(after.currency).toMatchObject({ USD: '2500', POINTS: '25' });
    });
    expectNoProblems();
  });

  it('ends as payment failed with the card that is declined, adding nothing', async () => {
    const account = await signUp();
    const { page, expectNoProblems } = await open();
    await loginAs(page, account, '/user/addfunds');
    await expectRemotePage(page, { title: text('wallet:titles.addFunds'), layout: 'main', path: '/user/addfunds' });
    await payThroughSandbox(page, '10.00', '4000 0000 0000 0002');

    await deliverWebhooks();
    await textOf(page.locator(`${MAIN} [data-testid="order-status"]`), text('wallet:orders.status.failed'));
    await visible(page.locator(MAIN).getByText(text('wallet:orders.failedNote')));
    const { token } = await loginApi(account.email, account.password);
    expect((await apiOk<CurrencyResponse>(ApiPaths.currency, {}, token)).currency.USD).toBe('0');
    expectNoProblems();
  });
});

const TMT = 10n ** 18n;

/** A listing of an FP card at `priceTmt` whole TMT, by a seller made for it. */
async function listingAt(priceTmt: number): Promise<string> {
  const email = uniqueEmail('tmt-seller');
  const granted = await apiOk<DevGrantResponse>(ApiPaths.devGrant, { email, password: TEST_PASSWORD, fpCards: [{ rarity: 'rare' }] });
  const { token } = await loginApi(email, TEST_PASSWORD);
  const { transId } = await apiOk<MarketSellResponse>(
    ApiPaths.marketSell,
    { tokenId: granted.fpCards[0], saleType: 'fixed', price: (BigInt(priceTmt) * TMT).toString() },
    token,
  );
  return transId;
}

describe.each([
  ['a desktop', { width: 1440, height: 900 }],
  ['a phone', { width: 390, height: 844 }],
])('buying TMT on %s', (_viewportName, viewport) => {
  it('a new account follows "not enough" on a listing to Buy TMT, pays by card, comes back, buys the listing and lists the card again', async () => {
    const transId = await listingAt(150);
    const account = await signUp();
    const { page, expectNoProblems } = await open({ viewport });
    const listing = paths.marketDetail('fp', transId);
    await loginAs(page, account, listing);

    await page.getByTestId('buy').click();
    const short = page.getByRole('dialog');
    await visible(short.getByText(text('market:market.notEnough')));
    await short.getByRole('link', { name: text('market:market.buyTmt') }).click();
    const buyPage = await location(page, (url) => url.pathname === '/user/addfunds');
    expect(Object.fromEntries(buyPage.searchParams)).toEqual({ currency: 'TMT', need: '150', return: listing });
    await expectRemotePage(page, { title: text('wallet:titles.addFunds'), layout: 'main', path: '/user/addfunds' });
    const buy = page.getByTestId('buy-tmt');
    await textOf(buy.getByTestId('buy-tmt-need'), /150 TMT/);
    expect(await buy.getByLabel(text('wallet:buyTmt.tmtField')).inputValue()).toBe('150');
    expect(await buy.getByLabel(text('wallet:buyTmt.usdField')).inputValue()).toBe('15');

    await buy.getByRole('button', { name: text('wallet:buyTmt.payByCard', 'en', { usd: '15.00 USD' }) }).click();
    await location(page, (url) => url.pathname === `/api${ApiPaths.sandboxCheckout}`);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay / }).click();
    const order = await location(page, (url) => url.pathname.startsWith('/order/detail/'));
    expect(order.searchParams.get('return')).toBe(listing);

    await deliverWebhooks();
    await textOf(page.locator(`${MAIN} [data-testid="order-status"]`), text('wallet:orders.status.fulfilled'));
    await textOf(page.getByTestId('order-bought'), /^150 TMT/);
    await page.getByRole('link', { name: text('wallet:orders.back') }).click();
    await location(page, (url) => url.pathname === listing);

    await page.getByTestId('buy').click();
    const confirm = page.getByRole('dialog');
    await textOf(confirm.getByTestId('buy-balance-after'), /^0 TMT$/);
    await confirm.getByTestId('confirm-buy').click();
    await visible(page.getByTestId('bought'));

    const { token } = await loginApi(account.email, account.password);
    await eventually(async () => {
      expect((await apiOk<CurrencyResponse>(ApiPaths.currency, {}, token)).currency).toMatchObject({ TMT: '0', USD: '0', POINTS: '15' });
    });
    const bought = (await apiOk<CardMineResponse>(ApiPaths.cardMine, { family: 'fp', pageSize: 100 }, token)).list.filter((card) => card.state !== 'trial');
    expect(bought).toHaveLength(1);

    // The card is the buyer's now: from the collection it goes back on the market, at the buyer's price.
    await page.getByTestId('bought').getByRole('link', { name: text('market:market.buy.see') }).click();
    await location(page, (url) => url.pathname.startsWith('/collection/fpcards'));
    const tile = page.locator(`${MAIN} [data-testid="card-tile"][data-token-id="${bought[0]!.tokenId}"]`);
    await tile.getByRole('button', { name: text('collection:sell.action') }).click();
    const form = page.getByTestId('sell-dialog').getByTestId('sell-form');
    await form.getByTestId('sell-price').fill('180');
    await textOf(form.getByTestId('sell-proceeds'), '171 TMT');
    await form.getByTestId('sell-submit').click();
    await page.getByTestId('sell-done').getByRole('link', { name: text('collection:sell.seeListing') }).click();
    await location(page, (url) => url.pathname.startsWith('/market/detail/fp/'));
    await textOf(page.getByTestId('detail-price'), /^180 TMT$/);
    await textOf(page.getByTestId('seller-proceeds'), /^171 TMT$/);
    expectNoProblems();
  });
});
