import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, type ExchangePointsResponse, type WalletOverviewResponse } from '@fc/shared';
import { fail, fakeApi, ok } from '@fc/shared/testing';
import { renderPage } from '../../../test/render';
import PayMethodsPage from './pay-methods-page';

// The navbar's stream is not open in a page test: the page's subscription is captured to hand it an event.
const liveHandlers = new Map<string, (event: unknown) => void>();
jest.mock('@fc/shared/live', () => ({
  useLiveEvent: (type: string, handler: (event: unknown) => void) => liveHandlers.set(type, handler),
}));

const TMT = 10n ** 18n;
function overview(points: string, tmt: bigint): WalletOverviewResponse {
  return {
    holdings: [
      { currency: 'USD', amount: '125050', usdValue: '125050', usdPrice: '1' },
      { currency: 'BNB', amount: (25n * 10n ** 17n).toString(), usdValue: '150000', usdPrice: '600' },
      { currency: 'TMT', amount: tmt.toString(), usdValue: ((tmt * 5n) / TMT).toString(), usdPrice: '0.05' },
      { currency: 'GOAL', amount: '0', usdValue: '0', usdPrice: '0.20' },
      { currency: 'POINTS', amount: points, usdValue: points, usdPrice: '0.01' },
    ],
    totalUsd: (125050n + 150000n + (tmt * 5n) / TMT + BigInt(points)).toString(),
  };
}

const holding = (currency: string) => screen.getAllByTestId('holding').find((card) => card.dataset.currency === currency)!;

describe('My wallet', () => {
  it('shows each balance with its USD value, the total, and the way to deposit, withdraw, add funds and buy TMT', async () => {
    fakeApi({ [ApiPaths.walletOverview]: ok(overview('1200', 10_000n * TMT)), [ApiPaths.walletBound]: ok({ list: [] }) });
    renderPage(<PayMethodsPage />, { path: '/user/paymethods' });
    expect(await screen.findByTestId('wallet-total')).toHaveTextContent('3,262.50 USD');
    expect(within(holding('TMT')).getByTestId('holding-amount')).toHaveTextContent('10,000 TMT');
    expect(within(holding('TMT')).getByTestId('holding-value')).toHaveTextContent('≈ 500.00 USD');
    expect(within(holding('BNB')).getByTestId('holding-amount')).toHaveTextContent('2.5 BNB');
    expect(within(holding('USD')).getByTestId('holding-amount')).toHaveTextContent('1,250.50 USD');
    expect(within(holding('BNB')).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/token/deposit/BNB');
    expect(within(holding('GOAL')).getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/token/withdraw/GOAL');
    expect(within(holding('USD')).getByRole('link', { name: 'Add funds' })).toHaveAttribute('href', '/user/addfunds');
    expect(within(holding('TMT')).getByRole('link', { name: 'Buy TMT' })).toHaveAttribute('href', '/user/addfunds?currency=TMT');
    expect(within(holding('GOAL')).queryByRole('link', { name: 'Buy TMT' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Funds history' })).toHaveAttribute('href', '/user/funds/history');
    expect(screen.getByRole('link', { name: 'Claim center' })).toHaveAttribute('href', '/claim-center');
    await waitFor(() => expect(screen.getByTestId('bound-addresses')).toHaveTextContent('No wallet address is bound yet'));
  });

  it('lists the bound wallet addresses masked, with their network, and unbinds one', async () => {
    const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    const api = fakeApi({
      [ApiPaths.walletOverview]: ok(overview('0', 0n)),
      [ApiPaths.walletBound]: ok({ list: [{ address, chainId: 56, boundAt: 1_790_000_000 }] }),
      [ApiPaths.walletUnbind]: ok({ list: [] }),
    });
    renderPage(<PayMethodsPage />, { path: '/user/paymethods' });
    const row = await screen.findByTestId('bound-address');
    expect(row).toHaveTextContent('0x7099...79C8');
    expect(row).toHaveTextContent('Bound on BNB Smart Chain');
    await userEvent.click(within(row).getByRole('button', { name: 'Unbind' }));
    await waitFor(() => expect(screen.getByTestId('bound-addresses')).toHaveTextContent('No wallet address is bound yet'));
    expect(api.callsTo(ApiPaths.walletUnbind).map((call) => call.body)).toEqual([{ address }]);
  });

  // A live balance event (a deposit credited elsewhere), or a resync (the stream reconnected: changes made meanwhile
  // come with it).
  it.each([
    ['balance', (tmt: bigint) => liveHandlers.get('balance')?.({ type: 'balance', currency: 'TMT', amount: tmt.toString() })],
    ['resync', (tmt: bigint) => liveHandlers.get('resync')?.({ type: 'resync', unread: 0, balances: { TMT: tmt.toString() } })],
  ] as const)('loads the values again when a live %s arrives', async (_event, deliver) => {
    let tmt = 0n;
    fakeApi({ [ApiPaths.walletOverview]: () => ok(overview('0', tmt)) });
    renderPage(<PayMethodsPage />, { path: '/user/paymethods' });
    await waitFor(() => expect(within(holding('TMT')).getByTestId('holding-amount')).toHaveTextContent('0 TMT'));
    tmt = 40n * TMT;
    act(() => deliver(tmt));
    await waitFor(() => expect(within(holding('TMT')).getByTestId('holding-value')).toHaveTextContent('≈ 2.00 USD'));
  });

  it('exchanges points for TMT and shows the new balances', async () => {
    let exchanged = false;
    const api = fakeApi({
      [ApiPaths.walletOverview]: () => ok(exchanged ? overview('0', 12n * TMT) : overview('1200', 0n)),
      [ApiPaths.exchangePoints]: () => {
        exchanged = true;
        return ok<ExchangePointsResponse>({ points: '1200', tmt: (12n * TMT).toString(), pointsBalance: '0', tmtBalance: (12n * TMT).toString() });
      },
      [ApiPaths.currency]: ok({ currency: { USD: '0', BNB: '0', TMT: '0', GOAL: '0', POINTS: '0' } }),
    });
    renderPage(<PayMethodsPage />, { path: '/user/paymethods' });
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Points to exchange');
    await user.type(field, '1200');
    expect(screen.getByText('100 points = 1 TMT · you get 12 TMT')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Exchange' }));
    expect(await screen.findByText('Exchanged 1,200 points for 12 TMT.')).toBeInTheDocument();
    expect(api.callsTo(ApiPaths.exchangePoints)[0]?.body).toEqual({ points: '1200' });
    await waitFor(() => expect(within(holding('TMT')).getByTestId('holding-amount')).toHaveTextContent('12 TMT'));
  });

  it('checks the points before asking, and shows the server\'s refusal', async () => {
    const api = fakeApi({
      [ApiPaths.walletOverview]: ok(overview('1200', 0n)),
      [ApiPaths.exchangePoints]: fail('BALANCE_NOT_ENOUGH'),
    });
    renderPage(<PayMethodsPage />, { path: '/user/paymethods' });
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Points to exchange');
    await user.type(field, '150');
    await user.click(screen.getByRole('button', { name: 'Exchange' }));
    expect(await screen.findByText('Exchange points in multiples of 100.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '1300');
    await user.click(screen.getByRole('button', { name: 'Exchange' }));
    expect(await screen.findByText('You do not have that many points.')).toBeInTheDocument();
    expect(api.callsTo(ApiPaths.exchangePoints)).toHaveLength(0);
    await user.clear(field);
    await user.type(field, '1000');
    await user.click(screen.getByRole('button', { name: 'Exchange' }));
    expect(await screen.findByText('Your balance is not enough.')).toBeInTheDocument();
  });
});
