import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, logoutSession, type PoolSaleDetailResponse, type PoolSaleListResponse, type PoolSaleMine, type PoolSaleView } from '@fc/shared';
import { fail, fakeApi, logIn, ok } from '@fc/shared/testing';
import { currentLocation, renderPage } from '../../../test/render';
import PoolSalePage from './pool-sale-page';

// Typing into the form re-renders the page at each key; a busy machine needs the margin.
jest.setTimeout(30_000);

const NOW = 1_900_000_000;
const TMT = (whole: number) => `${whole}${'0'.repeat(18)}`;

const sale = (extra: Partial<PoolSaleView> = {}): PoolSaleView => ({
  saleId: 'sale-1',
  currency: 'TMT',
  period: 'ongoing',
  boxes: 10,
  reservePrice: TMT(10),
  quota: TMT(100),
  startsAt: NOW - 3600,
  endsAt: NOW + 2 * 3600 + 5,
  totalCommitted: TMT(60),
  committers: 3,
  projectedPrice: TMT(10),
  clearingPrice: null,
  boxesSold: null,
  settledAt: null,
  ...extra,
});

const mine = (extra: Partial<PoolSaleMine> = {}): PoolSaleMine => ({
  committed: TMT(20),
  quotaLeft: TMT(80),
  balance: TMT(50),
  projectedBoxes: 2,
  projectedRefund: '0',
  allocation: null,
  ...extra,
});

const list = (...sales: PoolSaleView[]): PoolSaleListResponse => ({ list: sales, now: NOW });
const detail = (shown: PoolSaleView, part: PoolSaleMine | null): PoolSaleDetailResponse => ({ sale: shown, mine: part, now: NOW });

const render = (url = '/poolsale') => renderPage(<PoolSalePage />, { path: '/poolsale/:tokenSymbol?', url });

describe('The bidding sale (/poolsale/:tokenSymbol?)', () => {
  beforeEach(() => logIn());

  it('shows the live figures and countdown, projects the price and my boxes as I type, and commits', async () => {
    let committed = false;
    const api = fakeApi({
      [ApiPaths.poolSaleList]: ok(list(sale())),
      [ApiPaths.poolSaleDetail]: () => ok(committed ? detail(sale({ totalCommitted: TMT(130) }), mine({ committed: TMT(90), quotaLeft: TMT(10), projectedBoxes: 6, projectedRefund: TMT(12) })) : detail(sale(), mine())),
      [ApiPaths.poolSaleCommit]: () => {
        committed = true;
        return ok(detail(sale({ totalCommitted: TMT(130) }), mine({ committed: TMT(90) })));
      },
    });
    render();
    const figures = await screen.findByTestId('pool-sale-figures');
    expect(within(figures).getByTestId('pool-sale-total')).toHaveTextContent('60 TMT');
    expect(within(figures).getByTestId('pool-sale-projected')).toHaveTextContent('10 TMT');
    expect(screen.getByTestId('pool-sale-period')).toHaveTextContent('Ongoing');
    expect(screen.getByTestId('pool-sale-countdown')).toHaveTextContent('Ends in 2:00:05');
    expect(screen.getByTestId('pool-sale-quota-left')).toHaveTextContent('Quota left: 80 TMT');
    expect(screen.getByTestId('pool-sale-balance')).toHaveTextContent('Balance: 50 TMT');

    const user = userEvent.setup();
    const amount = screen.getByLabelText('Amount (TMT)');
    // 60 + 50 committed for 10 boxes: the price becomes 11, and my 20 + 50 buy 6 boxes with 4 back.
    await user.type(amount, '50');
    expect(screen.getByTestId('pool-sale-projection')).toHaveTextContent('If the sale ended now with this amount: price 11 TMT, 6 boxes for you, 4 TMT refunded.');
    await user.clear(amount);
    await user.type(amount, '70');
    await user.click(screen.getByRole('button', { name: 'Commit' }));
    expect(await screen.findByText('Your balance is not enough for this amount.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '81');
    await user.click(screen.getByRole('button', { name: 'Commit' }));
    expect(await screen.findByText('The amount must not exceed your quota (80 TMT left).')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(screen.getByRole('button', { name: 'Commit' }));
    expect(await screen.findByText('Enter a valid amount above zero.')).toBeInTheDocument();
    expect(api.callsTo(ApiPaths.poolSaleCommit)).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '40');
    await user.click(screen.getByRole('button', { name: 'Commit' }));
    expect(api.callsTo(ApiPaths.poolSaleCommit)[0]?.body).toEqual({ saleId: 'sale-1', amount: TMT(40) });
    expect(await screen.findByText('40 TMT committed.')).toBeInTheDocument();
    expect(await screen.findByTestId('pool-sale-my-projection')).toHaveTextContent('At the projected price you would get 6 boxes and 12 TMT back.');
    expect(screen.getByTestId('pool-sale-total')).toHaveTextContent('130 TMT');
  });

  it('says why the server refused a commitment', async () => {
    fakeApi({
      [ApiPaths.poolSaleList]: ok(list(sale())),
      [ApiPaths.poolSaleDetail]: ok(detail(sale(), mine())),
      [ApiPaths.poolSaleCommit]: fail('SALE_NOT_OPEN'),
    });
    render();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Amount (TMT)'), '5');
    await user.click(screen.getByRole('button', { name: 'Commit' }));
    expect(await screen.findByText('This sale is not open right now.')).toBeInTheDocument();
  });

  it('after the end shows the clearing price, my boxes, my refund and the way to open them', async () => {
    const ended = sale({ period: 'ended', totalCommitted: TMT(180), clearingPrice: TMT(45), projectedPrice: TMT(45), boxesSold: 3, settledAt: NOW - 60, endsAt: NOW - 120 });
    fakeApi({
      [ApiPaths.poolSaleList]: ok(list(ended)),
      [ApiPaths.poolSaleDetail]: ok(detail(ended, mine({ committed: TMT(100), allocation: { boxes: 2, cost: TMT(90), refund: TMT(10) } }))),
    });
    render('/poolsale/TMT');
    expect(await screen.findByTestId('pool-sale-clearing')).toHaveTextContent('45 TMT');
    expect(screen.getByTestId('pool-sale-sold')).toHaveTextContent('3');
    expect(screen.getByTestId('pool-sale-my-boxes')).toHaveTextContent('You received 2 mystery boxes.');
    expect(screen.getByTestId('pool-sale-my-cost')).toHaveTextContent('Paid: 90 TMT');
    expect(screen.getByTestId('pool-sale-my-refund')).toHaveTextContent('Refunded: 10 TMT');
    expect(screen.getByRole('link', { name: 'Open your boxes in the collection' })).toHaveAttribute('href', '/collection/fppack');
    expect(screen.queryByTestId('pool-sale-commit-form')).not.toBeInTheDocument();
    expect(screen.queryByTestId('pool-sale-countdown')).not.toBeInTheDocument();
  });

  it('shows a guest the sale and asks them to sign in', async () => {
    logoutSession();
    fakeApi({ [ApiPaths.poolSaleList]: ok(list(sale())), [ApiPaths.poolSaleDetail]: ok(detail(sale(), null)) });
    render();
    const invitation = await screen.findByTestId('pool-sale-sign-in');
    expect(within(invitation).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/poolsale')}`);
    expect(screen.getByTestId('pool-sale-total')).toHaveTextContent('60 TMT');
    expect(screen.queryByTestId('pool-sale-commit-form')).not.toBeInTheDocument();
  });

  it('selects the currency by the token symbol, and a sale by ?sale=, listing the others', async () => {
    const goalNow = sale({ saleId: 'goal-now', currency: 'GOAL' });
    const goalNext = sale({ saleId: 'goal-next', currency: 'GOAL', period: 'preparation', startsAt: NOW + 86_400 + 3600, endsAt: NOW + 3 * 86_400 });
    const api = fakeApi({
      [ApiPaths.poolSaleList]: ok(list(goalNext, goalNow)),
      [ApiPaths.poolSaleDetail]: (body) => ok(detail(body.saleId === 'goal-next' ? goalNext : goalNow, mine())),
    });
    render('/poolsale/goal');
    expect(await screen.findByTestId('pool-sale')).toHaveAttribute('data-sale-id', 'goal-now');
    expect(api.callsTo(ApiPaths.poolSaleList)[0]?.body).toEqual({ currency: 'GOAL' });
    expect(screen.getByRole('heading', { name: /Mystery box sale in GOAL/ })).toBeInTheDocument();
    await userEvent.setup().click(within(screen.getByTestId('pool-sale-others')).getByRole('link'));
    expect(currentLocation()).toBe('/poolsale/GOAL?sale=goal-next');
    await waitFor(() => expect(screen.getByTestId('pool-sale')).toHaveAttribute('data-sale-id', 'goal-next'));
    expect(screen.getByTestId('pool-sale-countdown')).toHaveTextContent('Starts in 1d 01:00:00');
    expect(screen.queryByTestId('pool-sale-commit-form')).not.toBeInTheDocument();
  });

  it('answers a token without sales', async () => {
    const api = fakeApi({});
    render('/poolsale/DOGE');
    expect(await screen.findByText('No bidding sale in DOGE')).toBeInTheDocument();
    expect(api.callsTo(ApiPaths.poolSaleList)).toHaveLength(0);
  });
});
