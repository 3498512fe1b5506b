import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, type StatementCsvResponse, type StatementResponse, type StatementRow } from '@fc/shared';
import { fakeApi, ok } from '@fc/shared/testing';
import { currentLocation, renderPage } from '../../../test/render';
import FundsHistoryPage from './funds-history-page';

const TMT = 10n ** 18n;

/** jsdom's Blob has no text(). */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}
const row = (id: string, values: Partial<StatementRow>): StatementRow => ({
  id,
  at: 1_900_000_000,
  currency: 'TMT',
  kind: 'claim',
  reason: 'claim',
  amount: (12n * TMT + TMT / 2n).toString(),
  balance: (12n * TMT + TMT / 2n).toString(),
  ref: 'all',
  ...values,
});

function statementOf(rows: StatementRow[], total = rows.length, page = 1): StatementResponse {
  return { rows, total, page, pageSize: 20 };
}

describe('Funds history', () => {
  it('shows the rows with signed amounts, running balances and kinds', async () => {
    fakeApi({
      [ApiPaths.walletStatement]: ok(
        statementOf([
          row('2', { kind: 'game', reason: 'camp', amount: (-2n * TMT - TMT / 4n).toString(), balance: (10n * TMT + TMT / 4n).toString(), ref: 'card-1' }),
          row('1', {}),
        ]),
      ),
    });
    renderPage(<FundsHistoryPage />, { path: '/user/funds/history' });
    const rows = await screen.findAllByTestId('statement-row');
    expect(rows.map((tr) => within(tr).getByTestId('statement-amount').textContent)).toEqual(['-2.25', '+12.5']);
    expect(rows.map((tr) => within(tr).getByTestId('statement-balance').textContent)).toEqual(['10.25', '12.5']);
    expect(rows.map((tr) => within(tr).getByTestId('statement-kind').textContent)).toEqual(['Game costs', 'Claim']);
    expect(screen.getByText('2 transactions')).toBeInTheDocument();
  });

  it("links a paid order's rows to the order, and on a phone shows each row as a card with the change and the balance after it", async () => {
    const wide = window.matchMedia;
    // A 390 px viewport: the kit's first breakpoint (640 px) is not reached.
    window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
    try {
      fakeApi({ [ApiPaths.walletStatement]: ok(statementOf([row('3', { kind: 'addFunds', currency: 'USD', amount: '10000', balance: '135050', ref: 'order:o-7' })])) });
      renderPage(<FundsHistoryPage />, { path: '/user/funds/history' });
      const [card] = await screen.findAllByTestId('statement-row');
      expect(card!.tagName).toBe('LI');
      expect(within(card!).getByTestId('statement-amount')).toHaveTextContent('+100.00 USD');
      expect(within(card!).getByTestId('statement-balance')).toHaveTextContent('1,350.50 USD');
      expect(within(card!).getByTestId('statement-currency')).toHaveTextContent('US dollar');
      expect(within(card!).getByRole('link', { name: 'Order o-7' })).toHaveAttribute('href', '/order/detail/o-7');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    } finally {
      window.matchMedia = wide;
    }
  });

  it('reads the filters from the URL and writes changes back to it, from page 1', async () => {
    const api = fakeApi({ [ApiPaths.walletStatement]: ok(statementOf([row('1', {})], 45, 2)) });
    renderPage(<FundsHistoryPage />, { path: '/user/funds/history', url: '/user/funds/history?currency=TMT&from=2030-01-01&page=2&kind=bogus' });
    await screen.findAllByTestId('statement-row');
    expect(api.callsTo(ApiPaths.walletStatement)[0]?.body).toEqual({ currency: 'TMT', from: '2030-01-01', page: 2 });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Type'), 'exchange');
    await waitFor(() => expect(currentLocation()).toBe('/user/funds/history?currency=TMT&from=2030-01-01&kind=exchange'));
    await waitFor(() => expect(api.callsTo(ApiPaths.walletStatement).at(-1)?.body).toEqual({ currency: 'TMT', kind: 'exchange', from: '2030-01-01', page: 1 }));
    await user.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(currentLocation()).toContain('page=2'));
  });

  it('says when nothing matches and clears the filters', async () => {
    fakeApi({ [ApiPaths.walletStatement]: ok(statementOf([])) });
    renderPage(<FundsHistoryPage />, { path: '/user/funds/history', url: '/user/funds/history?currency=GOAL' });
    expect(await screen.findByText('Nothing matches these filters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(currentLocation()).toBe('/user/funds/history'));
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
  });

  it('exports the filtered statement as a CSV file named by the API', async () => {
    const csv = 'date,currency,kind,reason,amount,balance,reference\r\n2030-01-15T10:00:00.000Z,TMT,claim,claim,12.5,12.5,all\r\n';
    const api = fakeApi({
      [ApiPaths.walletStatement]: ok(statementOf([row('1', {})])),
      [ApiPaths.walletStatementCsv]: ok<StatementCsvResponse>({ fileName: 'statement-2030-01-15-to-2030-01-20.csv', csv, rows: 1 }),
    });
    const saved: { name: string; blob: Blob }[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      saved.push({ name: '', blob });
      return 'blob:statement';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const last = saved.at(-1);
      if (last) last.name = this.download;
    });
    renderPage(<FundsHistoryPage />, { path: '/user/funds/history', url: '/user/funds/history?currency=TMT&to=2030-01-20' });
    await screen.findAllByTestId('statement-row');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Saved 1 row as statement-2030-01-15-to-2030-01-20.csv.')).toBeInTheDocument();
    expect(api.callsTo(ApiPaths.walletStatementCsv)[0]?.body).toEqual({ currency: 'TMT', to: '2030-01-20' });
    expect(saved).toHaveLength(1);
    expect(saved[0]?.name).toBe('statement-2030-01-15-to-2030-01-20.csv');
    expect(await textOf(saved[0]!.blob)).toBe(csv);
    click.mockRestore();
  });
});
