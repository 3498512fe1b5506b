// My wallet and the funds history end to end (mfe-wallet with the shell and the API): an account sees its balances
// valued in USD and exchanges points for TMT; with rows in several currencies it filters its statement by TMT, exports
// it as CSV, and the downloaded file's rows are the ones the page shows.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from '@jest/globals';
import { ApiPaths, POINTS_PER_TMT, type DevGrantResponse, type StatementKind } from '@fc/shared/contracts';
import { loginAs, TEST_PASSWORD, uniqueEmail } from '../src/accounts';
import { apiOk, loginApi } from '../src/api';
import { MAIN, pagePerTest } from '../src/browser';
import { expectRemotePage } from '../src/pages';
import { text } from '../src/strings';
import { eventually, location, textOf, visible } from '../src/wait';

const open = pagePerTest();
const TMT = 10n ** 18n;

/** Splits one CSV line of fields that need no quoting (this account's rows have none). */
const fields = (line: string) => line.split(',');

describe('my wallet', () => {
  it('shows the balances with their USD values and exchanges points for TMT', async () => {
    const email = uniqueEmail('wallet');
    await apiOk<DevGrantResponse>(ApiPaths.devGrant, { email, currencies: { TMT: (100n * TMT).toString(), POINTS: '250' } });
    const { page, expectNoProblems } = await open();
    await loginAs(page, { email, password: TEST_PASSWORD }, '/user/paymethods');
    await expectRemotePage(page, { title: text('wallet:titles.payMethods'), layout: 'main', path: '/user/paymethods' });
    const holding = (currency: string) => page.locator(`${MAIN} [data-testid="holding"][data-currency="${currency}"]`);
    // 100 TMT at 0.05 USD and 250 points at 0.01 USD.
    await textOf(page.getByTestId('wallet-total'), /7\.50 USD/);
    await textOf(holding('TMT').getByTestId('holding-value'), '≈ 5.00 USD');
    expect(await holding('BNB').getByRole('link', { name: text('wallet:balances.deposit') }).getAttribute('href')).toBe('/token/deposit/BNB');

    const exchange = page.locator(`${MAIN} [data-testid="exchange-points-form"]`);
    await exchange.getByLabel(text('wallet:points.amount')).fill('200');
    await exchange.getByRole('button', { name: text('wallet:points.exchange') }).click();
    await visible(page.getByText(text('wallet:points.done', 'en', { points: '200 points', tmt: '2 TMT' })));
    await textOf(holding('TMT').getByTestId('holding-amount'), '102 TMT');
    await textOf(holding('POINTS').getByTestId('holding-amount'), '50 points');
    await textOf(page.getByTestId('wallet-total'), /5\.60 USD/);

    // A change made elsewhere (another tab, a job) arrives through the live stream.
    await apiOk<DevGrantResponse>(ApiPaths.devGrant, { email, currencies: { GOAL: (10n * TMT).toString() } });
    await textOf(holding('GOAL').getByTestId('holding-amount'), '10 GOAL');
    expectNoProblems();
  });
});

describe('funds history', () => {
  it('filters the statement by TMT and exports exactly the rows shown as CSV', async () => {
    const email = uniqueEmail('statement');
    await apiOk<DevGrantResponse>(ApiPaths.devGrant, {
      email,
      currencies: { TMT: (12n * TMT + TMT / 2n).toString(), USD: '2500', POINTS: '300' },
    });
    const { token } = await loginApi(email, TEST_PASSWORD);
    await apiOk(ApiPaths.exchangePoints, { points: String(2 * POINTS_PER_TMT) }, token);

    const { page, expectNoProblems } = await open();
    await loginAs(page, { email, password: TEST_PASSWORD }, '/user/funds/history');
    await expectRemotePage(page, { title: text('wallet:titles.fundsHistory'), layout: 'main', path: '/user/funds/history' });
    const rows = page.locator(`${MAIN} [data-testid="statement-row"]`);
    // Unfiltered: the grant's USD, points and TMT rows and the exchange's two.
    await eventually(async () => expect(await rows.getByTestId('statement-currency').allTextContents()).toEqual(['TMT', 'POINTS', 'POINTS', 'TMT', 'USD']));

    await page.locator(MAIN).getByLabel(text('wallet:statement.currency'), { exact: true }).selectOption('TMT');
    await location(page, (url) => url.searchParams.get('currency') === 'TMT');
    await eventually(async () => expect(await rows.getByTestId('statement-currency').allTextContents()).toEqual(['TMT', 'TMT']));
    const shown = await rows.evaluateAll((trs) =>
      trs.map((tr) => ['statement-currency', 'statement-kind', 'statement-amount', 'statement-balance'].map((id) => tr.querySelector(`[data-testid="${id}"]`)?.textContent ?? '')),
    );
    expect(shown).toEqual([
      ['TMT', text('wallet:statement.kinds.exchange'), '+2', '14.5'],
      ['TMT', text('wallet:statement.kinds.other'), '+12.5', '12.5'],
    ]);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('statement-export').click()]);
    expect(download.suggestedFilename()).toMatch(/^statement-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    const [header, ...lines] = csv.split('\r\n').filter((line) => line !== '');
    expect(header).toBe('date,currency,kind,reason,amount,balance,reference');
    const exported = lines.map(fields).map(([, currency, kind, , amount, balance]) => [
      currency,
      text(`wallet:statement.kinds.${kind as StatementKind}`),
      amount?.startsWith('-') ? amount : `+${amount}`,
      balance,
    ]);
    expect(exported).toEqual(shown);
    await visible(page.getByText(text('wallet:statement.exported_other', 'en', { count: 2, fileName: download.suggestedFilename() })));
    expectNoProblems();
  });
});
