import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, type OrderSummary, type OrderView } from '@fc/shared';
import { fail, fakeApi, ok } from '@fc/shared/testing';
import { currentLocation, renderPage } from '../../../test/render';
import { redirectTo } from '../../../lib/redirect';
import { ORDER_POLL_MS } from '../../../lib/api/get-order';
import OrderDetailPage from './order-detail-page';
import OrdersPage from './orders-page';

jest.mock('../../../lib/redirect', () => ({ redirectTo: jest.fn() }));

const summary = (orderId: string, values: Partial<OrderSummary> = {}): OrderSummary => ({
  orderId,
  kind: 'add_funds',
  status: 'fulfilled',
  amount: '2500',
  currency: 'USD',
  method: 'card',
  createdAt: 1_900_000_000,
  ...values,
});

const view = (values: Partial<OrderView> = {}): OrderView => ({
  ...summary('o1', { status: 'success' }),
  paymentId: 'cs_test_1',
  provider: 'sandbox',
  merchant: 'FC Collectibles',
  bought: { kind: 'add_funds', currency: 'USD', amount: '2500', points: '25' },
  failure: null,
  expiresAt: 1_900_001_800,
  paidAt: null,
  fulfilledAt: null,
  canRetry: true,
  canCancel: true,
  refunded: false,
  rechargeId: null,
  now: 1_900_000_000,
  ...values,
});

beforeEach(() => jest.mocked(redirectTo).mockClear());

describe('My orders', () => {
  it('lists orders with their status, filters by status and pages', async () => {
    const api = fakeApi({
      [ApiPaths.orders]: (body) =>
        ok({
          list: body.status === 'failed' ? [summary('o3', { status: 'failed' })] : [summary('o1'), summary('o2', { status: 'success', amount: '1000' })],
          total: body.status === 'failed' ? 1 : 12,
          page: Number(body.page ?? 1),
          pageSize: 10,
        }),
    });
    renderPage(<OrdersPage />, { path: '/order/list' });
    const user = userEvent.setup();
    const rows = await screen.findAllByTestId('order-row');
    expect(rows.map((row) => within(row).getByTestId('order-status').textContent)).toEqual(['Fulfilled', 'Awaiting payment']);
    expect(within(rows[1]!).getByText('10.00 USD')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Add funds o1' })).toHaveAttribute('href', '/order/detail/o1');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentLocation()).toBe('/order/list?page=2'));
    expect(api.callsTo(ApiPaths.orders).at(-1)?.body).toMatchObject({ page: 2 });

    await user.selectOptions(screen.getByLabelText('Status'), 'failed');
    await waitFor(() => expect(currentLocation()).toBe('/order/list?status=failed'));
    expect(api.callsTo(ApiPaths.orders).at(-1)?.body).toMatchObject({ status: 'failed', page: 1 });
    await waitFor(() => expect(screen.getAllByTestId('order-status').map((badge) => badge.textContent)).toEqual(['Payment failed']));
  });

  it('offers add funds when there is no order', async () => {
    fakeApi({ [ApiPaths.orders]: ok({ list: [], total: 0, page: 1, pageSize: 10 }) });
    renderPage(<OrdersPage />, { path: '/order/list' });
    const empty = (await screen.findByText('No orders yet')).parentElement!;
    expect(within(empty).getByRole('link', { name: 'Add funds' })).toHaveAttribute('href', '/user/addfunds');
  });
});

describe('Order details', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the payment facts and follows an order awaiting payment until it is fulfilled', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    let status: OrderView['status'] = 'success';
    const api = fakeApi({
      [ApiPaths.orderDetail]: () =>
        ok(status === 'success' ? view() : view({ status, paidAt: 1_900_000_060, fulfilledAt: 1_900_000_060, canRetry: false, canCancel: false, rechargeId: 'o1' })),
    });
    renderPage(<OrderDetailPage />, { path: '/order/detail/:orderId', url: '/order/detail/o1' });
    expect(await screen.findByText('Awaiting payment')).toBeInTheDocument();
    expect(screen.getByTestId('payment-id')).toHaveTextContent('cs_test_1');
    expect(screen.getByText('FC Collectibles')).toBeInTheDocument();
    expect(screen.getByText('Credit or debit card')).toBeInTheDocument();
    expect(screen.getByText('25.00 USD into your wallet and 25 points')).toBeInTheDocument();
    expect(screen.getByText('Time left to pay')).toBeInTheDocument();
    expect(screen.getByTestId('order-time-left')).toHaveTextContent('30:00');
    expect(screen.getByRole('heading', { level: 1, name: 'Order o1' })).toBeInTheDocument();

    status = 'fulfilled';
    await act(async () => {
      await jest.advanceTimersByTimeAsync(ORDER_POLL_MS);
    });
    expect(await screen.findByText('Fulfilled')).toBeInTheDocument();
    expect(screen.getByText('Paid and delivered.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the funds added' })).toHaveAttribute('href', '/recharge/detail/o1');
    const calls = api.callsTo(ApiPaths.orderDetail).length;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3 * ORDER_POLL_MS);
    });
    expect(api.callsTo(ApiPaths.orderDetail)).toHaveLength(calls);
  });

  it('retries the payment of an open order with a new checkout', async () => {
    const api = fakeApi({
      [ApiPaths.orderDetail]: ok(view()),
      [ApiPaths.initCapsOrder]: ok({ orderId: 'o1', redirectUrl: '/api/payPay/sandbox/checkout?session=cs_test_2&lang=en' }),
    });
    renderPage(<OrderDetailPage />, { path: '/order/detail/:orderId', url: '/order/detail/o1' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/api/payPay/sandbox/checkout?session=cs_test_2&lang=en'));
    expect(api.callsTo(ApiPaths.initCapsOrder)[0]?.body).toEqual({ orderId: 'o1' });
  });

  it('cancels an open order', async () => {
    let cancelled = false;
    const closed = view({ status: 'cancelled', canRetry: false, canCancel: false });
    fakeApi({
      [ApiPaths.orderDetail]: () => ok(cancelled ? closed : view()),
      [ApiPaths.cancelOrder]: () => {
        cancelled = true;
        return ok(closed);
      },
    });
    renderPage(<OrderDetailPage />, { path: '/order/detail/:orderId', url: '/order/detail/o1' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('You cancelled this order.')).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it('shows a failed payment with its reason', async () => {
    fakeApi({ [ApiPaths.orderDetail]: ok(view({ status: 'failed', failure: 'generic_decline', canRetry: false, canCancel: false })) });
    renderPage(<OrderDetailPage />, { path: '/order/detail/:orderId', url: '/order/detail/o1' });
    expect(await screen.findByText('Payment failed')).toBeInTheDocument();
    expect(screen.getByText('generic_decline')).toBeInTheDocument();
    expect(screen.getByText(/The payment failed/)).toBeInTheDocument();
  });

  it('shows what a card-pack order bought and, once fulfilled, the way to open the packs', async () => {
    fakeApi({
      [ApiPaths.orderDetail]: ok(
        view({
          kind: 'card_pack',
          status: 'fulfilled',
          amount: '5998',
          bought: { kind: 'card_pack', currency: 'USD', amount: '5998', points: '59', pack: { seriesId: 'legend-1', packKind: 'legend', quantity: 2 } },
          canRetry: false,
          canCancel: false,
        }),
      ),
    });
    renderPage(<OrderDetailPage />, { path: '/order/detail/:orderId', url: '/order/detail/o1' });
    const bought = await screen.findByTestId('order-bought');
    expect(bought).toHaveTextContent('2 × Legend pack and 59 points');
    expect(within(bought).getByRole('link', { name: 'Open them in the collection' })).toHaveAttribute('href', '/collection/packs');
  });

  it('shows a buy-TMT order: the TMT it credits and the rate, and once fulfilled the way back to the page it was bought for', async () => {
    const tmtOrder = (values: Partial<OrderView> = {}) =>
      view({
        kind: 'buy_tmt',
        status: 'fulfilled',
        bought: { kind: 'buy_tmt', currency: 'USD', amount: '2500', points: '25', tmt: { amount: '250000000000000000000', usdPerTmt: '0.1' } },
        paidAt: 1_900_000_060,
        fulfilledAt: 1_900_000_060,
        canRetry: false,
        canCancel: false,
        ...values,
      });
    fakeApi({ [ApiPaths.orderDetail]: ok(tmtOrder()) });
    renderPage(<OrderDetailPage />, { path: '/order/detail/:orderId', url: '/order/detail/o1?return=%2Fmarket%2Fdetail%2Ffp%2F9' });
    expect(await screen.findByTestId('order-bought')).toHaveTextContent('250 TMT into your wallet and 25 points');
    expect(screen.getByText('1 TMT = 0.1 USD')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to where you were' })).toHaveAttribute('href', '/market/detail/fp/9');
  });

  it('offers no way back to another site, and says when a late payment was credited as USD', async () => {
    fakeApi({
      [ApiPaths.orderDetail]: ok(
        view({ kind: 'buy_tmt', status: 'fulfilled', refunded: true, paidAt: 1_900_000_060, fulfilledAt: 1_900_000_060, canRetry: false, canCancel: false }),
      ),
    });
    renderPage(<OrderDetailPage />, { path: '/order/detail/:orderId', url: '/order/detail/o1?return=%2F%2Fevil.example' });
    expect(await screen.findByText(/its USD went to your wallet instead/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to where you were' })).not.toBeInTheDocument();
  });

  it("says when the order does not exist (or is another user's)", async () => {
    fakeApi({ [ApiPaths.orderDetail]: fail('NOT_FOUND') });
    renderPage(<OrderDetailPage />, { path: '/order/detail/:orderId', url: '/order/detail/nope' });
    expect(await screen.findByText('This order does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Order details' })).toBeInTheDocument();
  });
});
