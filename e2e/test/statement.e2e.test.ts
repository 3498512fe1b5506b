// The funds history end to end (mfe-wallet with the shell and the API): an account with rows in several currencies
// filters its statement by TMT, exports it as CSV, and the downloaded file's rows are the ones the page shows.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from '@jest/globals';
import { ApiPaths, POINTS_PER_TMT, type DevGrantResponse, type StatementKind } from '@fc/shared/contracts';
import { loginAs, TEST_PASSWORD, uniqueEmail } from '../src/accounts';
import { apiOk, loginApi } from '../src/api';
import { MAIN, pagePerTest } from '../src/browser';
import { expectRemotePage } from '../src/pages';
import { text } from '../src/strings';
import { eventually, location, visible } from '../src/wait';

const open = pagePerTest();
const TMT = 10n ** 18n;

/** Splits one CSV line of fields that need no quoting (this account's rows have none). */
const fields = (line: string) => line.split(',');

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
