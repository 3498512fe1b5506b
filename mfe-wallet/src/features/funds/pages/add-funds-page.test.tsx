import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, type BuyTmtConfigResponse, type PaymentSdkConfigResponse } from '@fc/shared';
import { fail, fakeApi, ok } from '@fc/shared/testing';
import { currentLocation, renderPage } from '../../../test/render';
import { redirectTo } from '../../../lib/redirect';
import AddFundsPage from './add-funds-page';
import RechargeDetailPage from './recharge-detail-page';

jest.mock('../../../lib/redirect', () => ({ redirectTo: jest.fn() }));

const CONFIG: PaymentSdkConfigResponse = {
  provider: 'sandbox',
  publishableKey: null,
  currency: 'USD',
  minAmount: '1000',
  maxAmount: '10000000',
  quickAmounts: ['1000', '2500', '5000'],
  methods: ['card'],
  merchant: 'FC Collectibles',
  timeoutMinutes: 30,
};

beforeEach(() => jest.mocked(redirectTo).mockClear());

describe('Add funds', () => {
  it('takes a quick amount, shows what it brings and goes to the checkout', async () => {
    const api = fakeApi({
      [ApiPaths.paymentSdkConfig]: ok(CONFIG),
      [ApiPaths.initSdkOrder]: ok({ orderId: 'o1', redirectUrl: '/api/payPay/sandbox/checkout?session=cs_test_1&lang=en' }),
    });
    renderPage(<AddFundsPage />, { path: '/user/addfunds' });
    const user = userEvent.setup();
    expect(await screen.findByText(/use the test card 4242/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '25.00 USD' }));
    expect(screen.getByRole('button', { name: '25.00 USD' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText(/Amount \(USD\)/)).toHaveValue('25');
    expect(screen.getByTestId('add-funds-summary')).toHaveTextContent('receive 25.00 USD and 25 points');
    expect(screen.getByRole('radio', { name: 'Credit or debit card' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/api/payPay/sandbox/checkout?session=cs_test_1&lang=en'));
    expect(api.callsTo(ApiPaths.initSdkOrder)[0]?.body).toEqual({ amount: '2500', method: 'card' });
  });

  it('refuses an amount outside 10–100,000 USD before calling, and shows the server refusal on the field', async () => {
    const api = fakeApi({ [ApiPaths.paymentSdkConfig]: ok(CONFIG), [ApiPaths.initSdkOrder]: fail('RECHARGE_AMOUNT_INVALID') });
    renderPage(<AddFundsPage />, { path: '/user/addfunds' });
    const user = userEvent.setup();
    const field = await screen.findByLabelText(/Amount \(USD\)/);
    await user.type(field, '9.99');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Enter an amount between 10 and 100,000 USD.')).toBeInTheDocument();
    expect(api.callsTo(ApiPaths.initSdkOrder)).toHaveLength(0);
    await user.clear(field);
    await user.type(field, '100000.01');
    expect(await screen.findByText('Enter an amount between 10 and 100,000 USD.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '50');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(api.callsTo(ApiPaths.initSdkOrder)).toHaveLength(1));
    expect(await screen.findByText('Enter an amount between 10 and 100,000 USD.')).toBeInTheDocument();
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('says when no provider is configured', async () => {
    fakeApi({ [ApiPaths.paymentSdkConfig]: ok({ ...CONFIG, provider: null }) });
    renderPage(<AddFundsPage />, { path: '/user/addfunds' });
    expect(await screen.findByText('Adding funds is not available right now.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).not.toBeInTheDocument();
  });
});

const TMT_CONFIG: BuyTmtConfigResponse = {
  provider: 'sandbox',
  usdPerTmt: '0.1',
  minUsd: '1000',
  maxUsd: '100000',
  dailyUsd: '500000',
  usedTodayUsd: '2500',
  leftTodayUsd: '497500',
  resetsAt: 1_900_051_200,
  quickAmounts: ['1000', '2500', '5000', '10000', '50000', '100000'],
  methods: ['card'],
  merchant: 'FC Collectibles',
  timeoutMinutes: 30,
};
const TMT = (whole: number) => (BigInt(whole) * 10n ** 18n).toString();
const BALANCES = (usdCents: number, tmt: number) => ({ currency: { USD: String(usdCents), BNB: '0', TMT: TMT(tmt), GOAL: '0', POINTS: '0' } });

describe('Buy TMT', () => {
  it('is the second choice of Add funds, chosen by ?currency=TMT', async () => {
    fakeApi({ [ApiPaths.paymentSdkConfig]: ok(CONFIG), [ApiPaths.buyTmtConfig]: ok(TMT_CONFIG), [ApiPaths.currency]: ok(BALANCES(0, 0)) });
    renderPage(<AddFundsPage />, { path: '/user/addfunds' });
    const user = userEvent.setup();
    expect(await screen.findByRole('tab', { name: 'Add USD' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Buy TMT' }));
    await waitFor(() => expect(currentLocation()).toBe('/user/addfunds?currency=TMT'));
    expect(await screen.findByTestId('buy-tmt-rate')).toHaveTextContent('1 TMT = 0.1 USD');
    expect(screen.getByTestId('buy-tmt-left')).toHaveTextContent('4,975.00 USD');
  });

  it("starts from the TMT missing (at least an order's minimum), shows each figure from the other, and pays by card with the way back", async () => {
    const api = fakeApi({
      [ApiPaths.buyTmtConfig]: ok(TMT_CONFIG),
      [ApiPaths.currency]: ok(BALANCES(0, 0)),
      [ApiPaths.buyTmtOrder]: ok({ orderId: 'o9', redirectUrl: '/api/payPay/sandbox/checkout?session=cs_test_9&lang=en' }),
    });
    renderPage(<AddFundsPage />, { path: '/user/addfunds', url: '/user/addfunds?currency=TMT&need=12.5&return=%2Fmarket%2Fdetail%2Ffp%2F9' });
    const user = userEvent.setup();
    expect(await screen.findByTestId('buy-tmt-need')).toHaveTextContent('You need 12.5 TMT more');
    const tmtField = screen.getByLabelText('TMT you get');
    const usdField = screen.getByLabelText('USD you pay');
    expect(tmtField).toHaveValue('100');
    expect(usdField).toHaveValue('10');

    await user.clear(tmtField);
    await user.type(tmtField, '250');
    expect(usdField).toHaveValue('25');
    await user.clear(usdField);
    await user.type(usdField, '12.34');
    expect(tmtField).toHaveValue('123.4');
    expect(screen.getByTestId('buy-tmt-summary')).toHaveTextContent('You pay 12.34 USD and get 123.4 TMT.');

    await user.click(screen.getByRole('button', { name: 'Pay 12.34 USD by card' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/api/payPay/sandbox/checkout?session=cs_test_9&lang=en'));
    expect(api.callsTo(ApiPaths.buyTmtOrder)[0]?.body).toEqual({ currency: 'USD', amount: '1234', method: 'card', returnPath: '/market/detail/fp/9' });
  });

  it("refuses amounts outside an order's limits and past today's room before calling", async () => {
    const api = fakeApi({ [ApiPaths.buyTmtConfig]: ok({ ...TMT_CONFIG, usedTodayUsd: '495000', leftTodayUsd: '5000' }), [ApiPaths.currency]: ok(BALANCES(100000, 0)) });
    renderPage(<AddFundsPage />, { path: '/user/addfunds', url: '/user/addfunds?currency=TMT' });
    const user = userEvent.setup();
    const usdField = await screen.findByLabelText('USD you pay');
    await user.type(usdField, '9.99');
    expect(await screen.findByText('Buy TMT for 10 to 1,000 USD at a time.')).toBeInTheDocument();
    await user.clear(usdField);
    await user.type(usdField, '60');
    expect(await screen.findByText(/would take today's TMT purchases over 5,000 USD/)).toBeInTheDocument();
    expect(screen.getByTestId('buy-tmt-card')).toBeDisabled();
    expect(screen.getByTestId('buy-tmt-from-usd')).toBeDisabled();
    // Only the quick amounts that still fit today are offered.
    expect(screen.getAllByRole('button', { name: /TMT for/ }).map((button) => button.textContent)).toEqual(['100 TMT for 10.00 USD', '250 TMT for 25.00 USD', '500 TMT for 50.00 USD']);
    expect(api.callsTo(ApiPaths.buyTmtOrder)).toHaveLength(0);
  });

  it('buys from the USD balance after a confirmation with the balances after, then offers the way back', async () => {
    const api = fakeApi({
      [ApiPaths.buyTmtConfig]: ok(TMT_CONFIG),
      [ApiPaths.currency]: ok(BALANCES(3000, 7)),
      [ApiPaths.buyTmtFromUsd]: ok({ purchaseId: 'p1', usd: '2500', tmt: TMT(250), usdPerTmt: '0.1', balances: { USD: '500', TMT: TMT(257) }, leftTodayUsd: '495000' }),
    });
    renderPage(<AddFundsPage />, { path: '/user/addfunds', url: '/user/addfunds?currency=TMT&return=%2Fpropshop' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '250 TMT for 25.00 USD' }));
    await waitFor(() => expect(screen.getByTestId('buy-tmt-usd-balance')).toHaveTextContent('Your USD balance: 30.00 USD.'));
    await user.click(screen.getByRole('button', { name: 'Pay from my USD balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy TMT with your USD?' });
    expect(within(dialog).getByTestId('buy-tmt-usd-after')).toHaveTextContent('5.00 USD');
    expect(within(dialog).getByTestId('buy-tmt-tmt-after')).toHaveTextContent('257 TMT');
    await user.click(within(dialog).getByRole('button', { name: 'Buy TMT' }));
    expect(await screen.findByTestId('buy-tmt-bought')).toHaveTextContent('250 TMT added to your wallet for 25.00 USD. Your TMT balance: 257 TMT.');
    expect(screen.getByRole('link', { name: 'Back to where you were' })).toHaveAttribute('href', '/propshop');
    expect(api.callsTo(ApiPaths.buyTmtFromUsd)[0]?.body).toEqual({ currency: 'USD', amount: '2500' });
  });

  it('ignores a need that is not an amount', async () => {
    fakeApi({ [ApiPaths.buyTmtConfig]: ok(TMT_CONFIG), [ApiPaths.currency]: ok(BALANCES(0, 0)) });
    renderPage(<AddFundsPage />, { path: '/user/addfunds', url: '/user/addfunds?currency=TMT&need=lots' });
    expect(await screen.findByLabelText('TMT you get')).toHaveValue('');
    expect(screen.queryByTestId('buy-tmt-need')).not.toBeInTheDocument();
  });

  it('offers adding USD when the USD balance is short, and sends no way back to another site', async () => {
    const api = fakeApi({
      [ApiPaths.buyTmtConfig]: ok(TMT_CONFIG),
      [ApiPaths.currency]: ok(BALANCES(500, 0)),
      [ApiPaths.buyTmtOrder]: ok({ orderId: 'o9', redirectUrl: '/api/payPay/sandbox/checkout?session=cs_test_9&lang=en' }),
    });
    renderPage(<AddFundsPage />, { path: '/user/addfunds', url: '/user/addfunds?currency=TMT&need=100&return=https%3A%2F%2Fevil.example' });
    await waitFor(() => expect(screen.getByTestId('buy-tmt-usd-balance')).toHaveTextContent('Your USD balance: 5.00 USD.'));
    expect(screen.getByTestId('buy-tmt-from-usd')).toBeDisabled();
    expect(within(screen.getByTestId('buy-tmt-usd-balance')).getByRole('link', { name: 'Add USD' })).toHaveAttribute('href', '/user/addfunds');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay 10.00 USD by card' }));
    await waitFor(() => expect(api.callsTo(ApiPaths.buyTmtOrder)).toHaveLength(1));
    expect(api.callsTo(ApiPaths.buyTmtOrder)[0]?.body).toEqual({ currency: 'TMT', amount: TMT(100), method: 'card' });
  });
});

describe('Recharge details', () => {
  const order = {
    orderId: 'o1',
    kind: 'add_funds',
    status: 'fulfilled',
    amount: '2500',
    currency: 'USD',
    method: 'card',
    createdAt: 1_900_000_000,
    paymentId: 'cs_test_1',
    provider: 'sandbox',
    merchant: 'FC Collectibles',
    bought: { kind: 'add_funds', currency: 'USD', amount: '2500', points: '25' },
    failure: null,
    expiresAt: 1_900_001_800,
    paidAt: 1_900_000_100,
    fulfilledAt: 1_900_000_100,
    canRetry: false,
    canCancel: false,
    refunded: false,
    rechargeId: 'o1',
    now: 1_900_000_200,
  } as const;

  it('shows the credit of a fulfilled add-funds order', async () => {
    fakeApi({ [ApiPaths.orderDetail]: ok(order) });
    renderPage(<RechargeDetailPage />, { path: '/recharge/detail/:rechargeId', url: '/recharge/detail/o1' });
    expect(await screen.findByTestId('recharge-amount')).toHaveTextContent('25.00 USD');
    expect(screen.getByRole('link', { name: 'View the order' })).toHaveAttribute('href', '/order/detail/o1');
  });

  it('says an order not yet paid has not credited anything', async () => {
    fakeApi({ [ApiPaths.orderDetail]: ok({ ...order, status: 'success', fulfilledAt: null, paidAt: null, rechargeId: null }) });
    renderPage(<RechargeDetailPage />, { path: '/recharge/detail/:rechargeId', url: '/recharge/detail/o1' });
    expect(await screen.findByText('Not credited yet')).toBeInTheDocument();
    expect(screen.getByText(/Awaiting payment/)).toBeInTheDocument();
  });
});

describe('Recharge details, not found', () => {
  it('keeps its title and says the record does not exist', async () => {
    fakeApi({ [ApiPaths.orderDetail]: fail('NOT_FOUND') });
    renderPage(<RechargeDetailPage />, { path: '/recharge/detail/:rechargeId', url: '/recharge/detail/nope' });
    expect(await screen.findByText('This record does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Recharge details' })).toBeInTheDocument();
  });
});
