import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, logoutSession, type MarketDetailResponse } from '@fc/shared';
import { fail, fakeApi, logIn, ok } from '@fc/shared/testing';
import { renderPage } from '../../../test/render';
import { auction, balances, detail, listing, NOW, TMT } from '../lib/fixtures';
import MarketDetailBoxPage from './market-detail-box-page';
import MarketDetailFpPage from './market-detail-fp-page';

// A test double of the chart library (it exports ESM only, which jest's require cannot resolve, hence `virtual`; and it
// draws on a canvas jsdom lacks): it records what the page gives it.
const chartCalls: { series: string; data: unknown }[] = [];
const chartOptions: unknown[] = [];
jest.mock('lightweight-charts', () => ({
  LineSeries: 'Line',
  HistogramSeries: 'Histogram',
  createChart: (_container: unknown, options: unknown) => (chartOptions.push(options), {
    addSeries: (kind: string) => ({ setData: (data: unknown) => chartCalls.push({ series: kind, data }) }),
    priceScale: () => ({ applyOptions: () => undefined }),
    timeScale: () => ({ fitContent: () => undefined }),
    remove: () => undefined,
  }),
}), { virtual: true });

jest.setTimeout(30_000);
const FIRST = { timeout: 10_000 };

beforeEach(() => {
  chartCalls.length = 0;
  chartOptions.length = 0;
  logIn();
});
afterEach(() => logoutSession());

const renderFp = (transId = '41') => renderPage(<MarketDetailFpPage />, { path: '/market/detail/fp/:transId', url: `/market/detail/fp/${transId}` });

describe('a listing’s page', () => {
  it('shows the item in full, the seller masked, the floor, the volume and the price history chart', async () => {
    fakeApi({
      [ApiPaths.marketDetail]: ok(
        detail({
          priceHistory: [
            { at: NOW - 7200, price: TMT(100) },
            { at: NOW - 3600, price: TMT('112.5') },
          ],
          volume: [{ day: '2030-03-17', sales: 2, amount: TMT('212.5') }],
        }),
      ),
    });
    renderFp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Stone' }, FIRST)).toBeInTheDocument();
    expect(screen.getByTestId('fact-level')).toHaveTextContent('4');
    expect(screen.getByTestId('fact-rating')).toHaveTextContent('77');
    expect(screen.getByTestId('fact-position')).toHaveTextContent('Forward');
    expect(screen.getByTestId('fact-club')).toHaveTextContent('Harbor Cross Rovers');
    expect(screen.getByTestId('fact-stamina')).toHaveTextContent('80');
    expect(screen.getByTestId('fact-serial')).toHaveTextContent('7 / 50');
    expect(screen.getByTestId('seller')).toHaveTextContent('Ma***n');
    expect(screen.getByTestId('floor-price')).toHaveTextContent('110 TMT');
    expect(screen.getByTestId('volume-sales')).toHaveTextContent('2');
    expect(screen.getByTestId('volume')).toHaveTextContent('212.5 TMT');
    expect(screen.getByTestId('price-chart')).toHaveAccessibleName('Price history chart of 2 sales');
    await waitFor(() =>
      expect(chartCalls).toEqual([
        {
          series: 'Line',
          data: [
            { time: NOW - 7200, value: 100 },
            { time: NOW - 3600, value: 112.5 },
          ],
        },
        { series: 'Histogram', data: [{ time: Date.UTC(2030, 2, 17) / 1000, value: 2 }] },
      ]),
    );
    // The library's logo (a <style> the CSP refuses) is off; its attribution is the caption.
    expect(chartOptions).toEqual([expect.objectContaining({ layout: expect.objectContaining({ attributionLogo: false }) })]);
    expect(screen.getByRole('link', { name: 'Chart by TradingView Lightweight Charts™' })).toHaveAttribute('href', 'https://www.tradingview.com/');
    // Not the seller: no fee, no cancel.
    expect(screen.queryByTestId('seller-terms')).not.toBeInTheDocument();
  });

  it('leads back to the grid it came from, with its filters, and repeats no market tab', async () => {
    fakeApi({ [ApiPaths.marketDetail]: ok(detail()), [ApiPaths.currency]: ok(balances(500)) });
    renderPage(<MarketDetailFpPage />, { path: '/market/detail/fp/:transId', url: '/market/detail/fp/41?rarity=epic&sort=priceAsc&page=2&bogus=1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Stone' }, FIRST)).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Market' })).toHaveAttribute('href', '/market/center');
    expect(within(crumbs).getByRole('link', { name: 'FP cards' })).toHaveAttribute('href', '/market/center?rarity=epic&sort=priceAsc&page=2');
    expect(within(crumbs).getByText('Ada Stone')).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByText('Forward · Harbor Cross Rovers')).toBeInTheDocument();
    expect(screen.getByTestId('item-rarity')).toHaveTextContent('Epic');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Price', 'Details', 'Price history']);
  });

  it('shows the buyer the price, the sale type, the seller and their balance after buying', async () => {
    fakeApi({ [ApiPaths.marketDetail]: ok(detail()), [ApiPaths.currency]: ok(balances(500)) });
    renderFp();
    const box = await screen.findByTestId('listing-actions', {}, FIRST);
    expect(within(box).getByRole('heading', { level: 2, name: 'Price' })).toBeInTheDocument();
    expect(within(box).getByTestId('detail-price')).toHaveTextContent('120 TMT');
    expect(within(box).getByText('Fixed price')).toBeInTheDocument();
    expect(await within(box).findByTestId('detail-balance')).toHaveTextContent('500 TMT');
    expect(within(box).getByTestId('detail-balance-after')).toHaveTextContent('380 TMT');
    expect(within(box).queryByText('Your TMT balance is not enough.')).not.toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Add to favorites' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says at once when the balance cannot pay, with the way to get TMT', async () => {
    fakeApi({ [ApiPaths.marketDetail]: ok(detail()), [ApiPaths.currency]: ok(balances(100)) });
    renderFp();
    const box = await screen.findByTestId('listing-actions', {}, FIRST);
    expect(await within(box).findByText('Your TMT balance is not enough.')).toBeInTheDocument();
    expect(within(box).getByTestId('detail-balance-after')).toHaveTextContent('–');
    expect(within(box).getByRole('link', { name: 'Buy TMT' })).toHaveAttribute('href', '/user/addfunds?currency=TMT&need=20&return=%2Fmarket%2Fdetail%2Ffp%2F41');
  });

  it('buys at the fixed price after a confirmation with the balance after', async () => {
    const api = fakeApi({
      [ApiPaths.marketDetail]: ok(detail()),
      [ApiPaths.currency]: ok(balances(500)),
      [ApiPaths.marketBuy]: ok({ transId: '41', tokenId: '501', price: TMT(120) }),
    });
    renderFp();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Buy now' }, FIRST));
    const dialog = await screen.findByRole('dialog', { name: 'Buy Ada Stone' });
    expect(within(dialog).getByTestId('buy-price')).toHaveTextContent('120 TMT');
    expect(await within(dialog).findByText('500 TMT')).toBeInTheDocument();
    expect(within(dialog).getByTestId('buy-balance-after')).toHaveTextContent('380 TMT');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm purchase' }));
    expect(await screen.findByTestId('bought')).toHaveTextContent('Bought: it is in your collection.');
    expect(api.callsTo(ApiPaths.marketBuy).map((call) => call.body)).toEqual([{ transId: '41' }]);
  });

  it('will not confirm a purchase the balance cannot pay', async () => {
    const api = fakeApi({ [ApiPaths.marketDetail]: ok(detail()), [ApiPaths.currency]: ok(balances(100)) });
    renderFp();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Buy now' }, FIRST));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Your TMT balance is not enough.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm purchase' })).toBeDisabled();
    expect(api.callsTo(ApiPaths.marketBuy)).toHaveLength(0);
  });

  it('turns into the final state when the listing was sold meanwhile', async () => {
    const api = fakeApi({ [ApiPaths.marketDetail]: ok(detail()), [ApiPaths.currency]: ok(balances(500)), [ApiPaths.marketBuy]: fail('LISTING_NOT_AVAILABLE') });
    renderFp();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Buy now' }, FIRST));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('500 TMT');
    api.set(ApiPaths.marketDetail, ok(detail({ listing: listing({ state: 'completed', closedAt: NOW - 5, soldPrice: TMT(120), item: { ...listing().item, state: 'normal' } }) })));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm purchase' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('This listing is no longer on sale.')).toBeInTheDocument();
    expect(await screen.findByTestId('final-state')).toHaveTextContent(/Sold for 120 TMT on /);
    expect(screen.queryByRole('button', { name: 'Buy now' })).not.toBeInTheDocument();
  });

  it('shows the seller the fee and what they receive, and cancels free while free cancels are left', async () => {
    const api = fakeApi({
      [ApiPaths.marketDetail]: ok(detail({ listing: listing({ mine: true }) })),
      [ApiPaths.marketListed]: ok({ list: [], total: 0, page: 1, pageSize: 1, freeCancelsLeft: 2, cancelFee: TMT(5), now: NOW }),
      [ApiPaths.marketCancel]: ok({ feePaid: '0', freeCancelsLeft: 1 }),
    });
    renderFp();
    const user = userEvent.setup();
    expect(await screen.findByTestId('seller-fee', {}, FIRST)).toHaveTextContent('6 TMT');
    expect(screen.getByTestId('seller-proceeds')).toHaveTextContent('114 TMT');
    expect(screen.queryByRole('button', { name: 'Buy now' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel listing' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('cancel-terms')).toHaveTextContent('This cancel is free: 2 free cancels left today.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel listing' }));
    await waitFor(() => expect(api.callsTo(ApiPaths.marketCancel).map((call) => call.body)).toEqual([{ transId: '41' }]));
    expect(await screen.findByText('Listing cancelled. 1 free cancel left today.')).toBeInTheDocument();
  });

  it('says what a pack holds on the box page', async () => {
    const pack = listing({ tab: 'pack', item: { ...listing().item, family: 'pack', kind: 'allStar', player: null, fp: null, rarity: null, serial: null, supply: null } });
    fakeApi({ [ApiPaths.marketDetail]: ok(detail({ listing: pack })) });
    renderPage(<MarketDetailBoxPage />, { path: '/market/detail/box/:transId', url: '/market/detail/box/41' });
    expect(await screen.findByRole('heading', { level: 1, name: 'All Star pack' }, FIRST)).toBeInTheDocument();
    expect(screen.getByTestId('item-contents')).toHaveTextContent('A sealed pack');
    expect(screen.getByRole('link', { name: 'See the packs and their odds' })).toHaveAttribute('href', '/packs');
  });
});

describe('an auction’s page', () => {
  const bidding = (extra: Partial<MarketDetailResponse> = {}) =>
    detail({
      listing: auction({ bidCount: 2, price: TMT(110), minNextBid: TMT(115), endsAt: NOW + 3600 }),
      bids: [
        { bidder: 'So***y', price: TMT(110), at: NOW - 60, mine: true, leading: true },
        { bidder: 'Ki***m', price: TMT(100), at: NOW - 120, mine: false, leading: false },
      ],
      ...extra,
    });

  it('shows the bids, mine and the leader marked, and the anti-sniping rule', async () => {
    fakeApi({ [ApiPaths.marketDetail]: ok(bidding()) });
    renderFp('42');
    const rows = await screen.findAllByTestId('bid-row', {}, FIRST);
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringMatching(/^So\*\*\*y \(you\)110 TMT.*Highest$/), expect.stringMatching(/^Ki\*\*\*m100 TMT.*Outbid, refunded$/)]);
    expect(screen.getByTestId('anti-sniping')).toHaveTextContent('A bid in the last 5 minutes extends the auction by 5 minutes.');
    expect(screen.getByTestId('detail-bids')).toHaveTextContent('2 bids');
  });

  it('shows the current bid, the countdown on the server’s clock and the balance left once the bid is held', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(NOW * 1000);
    fakeApi({ [ApiPaths.marketDetail]: ok(bidding()), [ApiPaths.currency]: ok(balances(500)) });
    renderFp('42');
    const user = userEvent.setup();
    const box = await screen.findByTestId('listing-actions', {}, FIRST);
    expect(within(box).getByRole('heading', { level: 2, name: 'Current bid' })).toBeInTheDocument();
    expect(within(box).getByTestId('detail-price')).toHaveTextContent('110 TMT');
    expect(within(box).getByTestId('detail-ends-in')).toHaveTextContent('1:00:00');
    expect(await within(box).findByTestId('bid-balance')).toHaveTextContent('500 TMT');
    expect(within(box).getByTestId('bid-balance-after')).toHaveTextContent('385 TMT');
    const field = within(box).getByLabelText('Your bid (TMT)');
    await user.clear(field);
    await user.type(field, '600');
    expect(within(box).getByTestId('bid-balance-after')).toHaveTextContent('–');
    expect(within(box).getByText('Your TMT balance is not enough.')).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('says "Starting price" before the first bid', async () => {
    fakeApi({ [ApiPaths.marketDetail]: ok(detail({ listing: auction() })) });
    renderFp('42');
    expect(await screen.findByRole('heading', { level: 2, name: 'Starting price' }, FIRST)).toBeInTheDocument();
    expect(screen.getByTestId('detail-price')).toHaveTextContent('100 TMT');
    expect(screen.getByTestId('detail-bids')).toHaveTextContent('0 bids');
  });

  it('offers no bid to the one who leads', async () => {
    fakeApi({ [ApiPaths.marketDetail]: ok(bidding({ listing: auction({ bidCount: 2, price: TMT(110), minNextBid: TMT(115), endsAt: NOW + 3600, leading: true }) })) });
    renderFp('42');
    expect(await screen.findByText('You hold the highest bid.', {}, FIRST)).toBeInTheDocument();
    expect(screen.queryByTestId('bid-form')).not.toBeInTheDocument();
  });

  it('computes the minimum next bid and refuses a lower one before sending', async () => {
    // Without the server's minNextBid the page computes it: 110 + 5 % of the 100 TMT start.
    const api = fakeApi({ [ApiPaths.marketDetail]: ok(bidding({ listing: auction({ bidCount: 2, price: TMT(110), minNextBid: null, endsAt: NOW + 3600 }) })) });
    renderFp('42');
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Your bid (TMT)', {}, FIRST);
    expect(field).toHaveValue('115');
    await user.clear(field);
    await user.type(field, '114.9999');
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    expect(await screen.findByText('The minimum next bid is 115 TMT.')).toBeInTheDocument();
    expect(api.callsTo(ApiPaths.marketBid)).toHaveLength(0);
  });

  it('shows the new minimum when someone bid meanwhile (BID_TOO_LOW)', async () => {
    const api = fakeApi({ [ApiPaths.marketDetail]: ok(bidding()), [ApiPaths.marketBid]: fail('BID_TOO_LOW') });
    renderFp('42');
    const user = userEvent.setup();
    await screen.findByLabelText('Your bid (TMT)', {}, FIRST);
    api.set(ApiPaths.marketDetail, ok(bidding({ listing: auction({ bidCount: 3, price: TMT(120), minNextBid: TMT(125), endsAt: NOW + 3600 }) })));
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    expect(api.callsTo(ApiPaths.marketBid).map((call) => call.body)).toEqual([{ transId: '42', price: TMT(115) }]);
    await waitFor(() => expect(screen.getByTestId('detail-price')).toHaveTextContent('120 TMT'));
    expect(screen.getByText(/Your bid is below the minimum next bid\. The minimum next bid is now 125 TMT\./)).toBeInTheDocument();
  });

  it('shows that a late bid moved the end', async () => {
    const api = fakeApi({ [ApiPaths.marketDetail]: ok(bidding({ listing: auction({ bidCount: 2, price: TMT(110), minNextBid: TMT(115), endsAt: NOW + 120 }) })) });
    const later = auction({ bidCount: 3, price: TMT(115), minNextBid: TMT(120), endsAt: NOW + 420, leading: true });
    api.set(ApiPaths.marketBid, ok({ listing: later }));
    renderFp('42');
    const user = userEvent.setup();
    await screen.findByLabelText('Your bid (TMT)', {}, FIRST);
    expect(screen.queryByTestId('end-moved')).not.toBeInTheDocument();
    api.set(ApiPaths.marketDetail, ok(bidding({ listing: later })));
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    expect(await screen.findByTestId('end-moved')).toHaveTextContent(/A late bid moved the end to /);
    expect(await screen.findByText('You hold the highest bid.')).toBeInTheDocument();
  });
});
