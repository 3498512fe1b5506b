import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, formatDateTime, logoutSession, type MarketHistoryEntry, type MarketListedResponse } from '@fc/shared';
import { fakeApi, logIn, ok } from '@fc/shared/testing';
import { currentLocation, renderPage } from '../../../test/render';
import { auction, fpCard, listing, NOW, page, TMT } from '../lib/fixtures';
import MarketFavoritesPage from './market-favorites-page';
import MarketHistoryPage from './market-history-page';
import MarketListedPage from './market-listed-page';

jest.setTimeout(30_000);
const FIRST = { timeout: 10_000 };

beforeEach(() => logIn());
afterEach(() => logoutSession());

const listed = (extra: Partial<MarketListedResponse> = {}): MarketListedResponse => ({
  list: [
    listing({ mine: true }),
    listing({ transId: '40', mine: true, state: 'cancelled', closedAt: NOW - 60, item: fpCard({ tokenId: '777', state: 'normal' }) }),
    auction({ transId: '39', mine: true, state: 'timeout', closedAt: NOW - 90, item: { ...fpCard({ tokenId: '900', state: 'normal' }), family: 'collectible', fp: null } }),
    listing({ transId: '38', mine: true, state: 'completed', soldPrice: TMT(99), closedAt: NOW - 120 }),
  ],
  total: 4,
  page: 1,
  pageSize: 20,
  freeCancelsLeft: 3,
  cancelFee: TMT(5),
  now: NOW,
  ...extra,
});

describe('/market/listed', () => {
  it('lists my listings with their state, a Relist link for the cancelled and timed out, and filters by state', async () => {
    const api = fakeApi({ [ApiPaths.marketListed]: ok(listed()) });
    renderPage(<MarketListedPage />, { path: '/market/listed' });
    const user = userEvent.setup();
    const rows = await screen.findAllByTestId('listed-row', {}, FIRST);
    expect(rows.map((row) => within(row).getAllByRole('cell')[3]!.textContent)).toEqual(['On sale', 'Cancelled', 'Ended without a bid', 'Sold']);
    expect(within(rows[0]!).getByRole('button', { name: 'Cancel listing' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'Relist' })).toHaveAttribute('href', '/mycard/fp/777?sell=777');
    expect(within(rows[2]!).getByRole('link', { name: 'Relist' })).toHaveAttribute('href', '/mycard/900?sell=900');
    expect(within(rows[3]!).queryByRole('link', { name: 'Relist' })).not.toBeInTheDocument();
    expect(rows[3]).toHaveTextContent('99 TMT');
    expect(screen.getByTestId('free-cancels')).toHaveTextContent('3 free cancels left today.');
    expect(within(rows[0]!).getByText('Epic')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(formatDateTime(NOW - 3600))).toBeInTheDocument();
    // Everything fits on one page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Listing pages' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('State'), 'cancelled');
    await waitFor(() => expect(api.callsTo(ApiPaths.marketListed).at(-1)!.body).toEqual({ state: 'cancelled', page: 1, pageSize: 20 }));
    expect(currentLocation()).toBe('/market/listed?state=cancelled');
  });

  it('says a cancel costs the fee once the free cancels are used, and cancels', async () => {
    const api = fakeApi({ [ApiPaths.marketListed]: ok(listed({ freeCancelsLeft: 0 })), [ApiPaths.marketCancel]: ok({ feePaid: TMT(5), freeCancelsLeft: 0 }) });
    renderPage(<MarketListedPage />, { path: '/market/listed' });
    const user = userEvent.setup();
    const [first] = await screen.findAllByTestId('listed-row', {}, FIRST);
    expect(screen.getByTestId('free-cancels')).toHaveTextContent('No free cancel left today: a cancel costs 5 TMT.');
    await user.click(within(first!).getByRole('button', { name: 'Cancel listing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the listing of Ada Stone' });
    expect(await within(dialog).findByTestId('cancel-terms')).toHaveTextContent("You have used today's free cancels: this cancel costs 5 TMT.");
    await user.click(within(dialog).getByRole('button', { name: 'Cancel listing' }));
    await waitFor(() => expect(api.callsTo(ApiPaths.marketCancel).map((call) => call.body)).toEqual([{ transId: '41' }]));
    expect(await screen.findByText('Listing cancelled for 5 TMT.')).toBeInTheDocument();
  });

  it('will not cancel an auction that has a bid', async () => {
    const api = fakeApi({ [ApiPaths.marketListed]: ok(listed({ list: [auction({ mine: true, bidCount: 1 })], total: 1 })) });
    renderPage(<MarketListedPage />, { path: '/market/listed' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel listing' }, FIRST));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText("An auction with a bid can't be cancelled.")).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel listing' })).toBeDisabled();
    expect(api.callsTo(ApiPaths.marketCancel)).toHaveLength(0);
  });
});

describe('my lists on a phone', () => {
  // Below the kit's first breakpoint (640 px) the viewport does not match `(min-width: 640px)`.
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('shows my listings as cards, each with its price, state, date and action, instead of a table', async () => {
    fakeApi({ [ApiPaths.marketListed]: ok(listed()) });
    renderPage(<MarketListedPage />, { path: '/market/listed' });
    const rows = await screen.findAllByTestId('listed-row', {}, FIRST);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(rows.map((row) => row.tagName)).toEqual(['LI', 'LI', 'LI', 'LI']);
    expect(within(rows[0]!).getByRole('link', { name: 'Ada Stone' })).toHaveAttribute('href', '/market/detail/fp/41');
    expect(rows[0]).toHaveTextContent('120 TMT');
    expect(within(rows[0]!).getByText('On sale')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(formatDateTime(NOW - 3600))).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Cancel listing' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'Relist' })).toHaveAttribute('href', '/mycard/fp/777?sell=777');
  });

  it('shows the history as cards with what each one moved', async () => {
    fakeApi({
      [ApiPaths.marketHistory]: ok({
        list: [{ kind: 'sale', transId: '38', item: fpCard(), amount: TMT(100), fee: TMT(5), outcome: null, at: NOW - 60 }],
        total: 1,
        page: 1,
        pageSize: 20,
      }),
    });
    renderPage(<MarketHistoryPage />, { path: '/market/history' });
    const [row] = await screen.findAllByTestId('history-row', {}, FIRST);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(row).toHaveTextContent('Sale');
    expect(row).toHaveTextContent('100 TMT');
    expect(row).toHaveTextContent('Fee 5 TMT, received 95 TMT');
    expect(screen.queryByRole('navigation', { name: 'Listing pages' })).not.toBeInTheDocument();
  });
});

describe('/market/favorites', () => {
  it('shows the starred listings and unstars one', async () => {
    const api = fakeApi({ [ApiPaths.marketFavorites]: ok(page([listing({ favorite: true })])), [ApiPaths.marketFavorite]: ok({ on: false }) });
    renderPage(<MarketFavoritesPage />, { path: '/market/favorites' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove from favorites' }, FIRST));
    await waitFor(() => expect(api.callsTo(ApiPaths.marketFavorite).map((call) => call.body)).toEqual([{ transId: '41', on: false }]));
    expect(api.callsTo(ApiPaths.marketFavorites)[0]!.body).toEqual({ page: 1, pageSize: 20 });
  });

  it('leads back to the market when there is none', async () => {
    fakeApi({ [ApiPaths.marketFavorites]: ok(page([])) });
    renderPage(<MarketFavoritesPage />, { path: '/market/favorites' });
    expect(await screen.findByText('No favorite yet.', {}, FIRST)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the market' })).toHaveAttribute('href', '/market/center');
  });
});

describe('/market/history', () => {
  const entry = (extra: Partial<MarketHistoryEntry>): MarketHistoryEntry => ({ kind: 'purchase', transId: '41', item: fpCard(), amount: TMT(120), fee: '0', outcome: null, at: NOW - 60, ...extra });

  it('shows purchases, sales with the fee and what was received, bids with their outcome and paid cancels; filters and pages', async () => {
    const api = fakeApi({
      [ApiPaths.marketHistory]: ok({
        list: [
          entry({}),
          entry({ kind: 'sale', transId: '38', amount: TMT(100), fee: TMT(5) }),
          entry({ kind: 'bid', transId: '42', amount: TMT(110), outcome: 'outbid' }),
          entry({ kind: 'bid', transId: '43', amount: TMT(150), outcome: 'won' }),
          entry({ kind: 'cancel', transId: '40', amount: TMT(5) }),
        ],
        total: 45,
        page: 1,
        pageSize: 20,
      }),
    });
    renderPage(<MarketHistoryPage />, { path: '/market/history' });
    const user = userEvent.setup();
    const rows = await screen.findAllByTestId('history-row', {}, FIRST);
    // The item's cell is its name (a link) and its rarity.
    const cells = rows.map((row) => within(row).getAllByRole('cell').slice(1).map((cell) => within(cell).queryByRole('link')?.textContent ?? cell.textContent));
    expect(cells).toEqual([
      ['Purchase', 'Ada Stone', '120 TMT', ''],
      ['Sale', 'Ada Stone', '100 TMT', 'Fee 5 TMT, received 95 TMT'],
      ['Bid', 'Ada Stone', '110 TMT', 'Outbid (refunded)'],
      ['Bid', 'Ada Stone', '150 TMT', 'Won'],
      ['Paid cancel', 'Ada Stone', '5 TMT', ''],
    ]);
    expect(within(rows[1]!).getByRole('link', { name: 'Ada Stone' })).toHaveAttribute('href', '/market/detail/fp/38');
    await user.selectOptions(screen.getByLabelText('Show'), 'sale');
    await waitFor(() => expect(api.callsTo(ApiPaths.marketHistory).at(-1)!.body).toEqual({ kind: 'sale', page: 1, pageSize: 20 }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.callsTo(ApiPaths.marketHistory).at(-1)!.body).toEqual({ kind: 'sale', page: 2, pageSize: 20 }));
    expect(currentLocation()).toBe('/market/history?kind=sale&page=2');
  });
});
