// Add funds end to end (mfe-wallet with the shell, the API, the sandbox provider and the job runner): a new account
// adds 25 USD through the sandbox's hosted checkout with the test card that pays, comes back to its order, sees it
// reach fulfilled once the signed webhook is delivered, and finds the USD in the navbar's balances; the card that is
// declined ends as payment failed. The site runs without job timers: /dev/clock { advance: 0 } runs what is due now
// (the webhook's delivery), without moving the clock that other tests may have moved already.
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { ApiPaths, type CurrencyResponse } from '@fc/shared/contracts';
import { loginAs, signUp } from '../src/accounts';
import { apiOk, loginApi } from '../src/api';
import { MAIN, pagePerTest } from '../src/browser';
import { expectRemotePage } from '../src/pages';
import { text } from '../src/strings';
import { eventually, location, textOf, visible } from '../src/wait';

const open = pagePerTest();

/** From /user/addfunds: the amount, then the sandbox's checkout with `card`, and back on the order's page. */
async function payThroughSandbox(page: Page, quickAmount: string, card: string): Promise<string> {
  await page.locator(MAIN).getByRole('button', { name: text('wallet:payments.quickAmount', 'en', { amount: quickAmount }) }).click();
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
