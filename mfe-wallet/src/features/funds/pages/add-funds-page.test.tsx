import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, type PaymentSdkConfigResponse } from '@fc/shared';
import { fail, fakeApi, ok } from '@fc/shared/testing';
import { renderPage } from '../../../test/render';
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
