import { act, screen, waitFor } from '@testing-library/react';
import { ApiPaths, logoutSession } from '@fc/shared';
import { fakeApi, logIn, ok } from '@fc/shared/testing';
import { renderPage } from '../../../test/render';
import { auction, detail, NOW, page, TMT } from '../lib/fixtures';
import MarketCenterPage from './market-center-page';
import MarketDetailFpPage from './market-detail-fp-page';

// The navbar's stream is not open in a page test: the pages' subscriptions are captured to hand them an event.
const liveHandlers = new Map<string, (event: unknown) => void>();
jest.mock('@fc/shared/live', () => ({
  ...jest.requireActual<object>('@fc/shared/live'),
  useLiveEvent: (type: string, handler: (event: unknown) => void) => liveHandlers.set(type, handler),
}));

jest.setTimeout(30_000);
const FIRST = { timeout: 10_000 };

beforeEach(() => liveHandlers.clear());
afterEach(() => logoutSession());

describe('the market, live', () => {
  it('does not follow the user’s listing events for a guest (the public stream keeps the grid fresh)', async () => {
    fakeApi({ [ApiPaths.marketList]: ok(page([auction({ favorite: null })])) });
    renderPage(<MarketCenterPage />, { path: '/market/center' });
    await screen.findByTestId('listing', {}, FIRST);
    expect(liveHandlers.has('listing')).toBe(false);
  });

  it('reloads an auction when a listing event says someone bid, showing the new price, bids and the moved end', async () => {
    logIn();
    const api = fakeApi({ [ApiPaths.marketDetail]: ok(detail({ listing: auction({ endsAt: NOW + 200 }) })) });
    renderPage(<MarketDetailFpPage />, { path: '/market/detail/fp/:transId', url: '/market/detail/fp/42' });
    expect(await screen.findByTestId('detail-bids', {}, FIRST)).toHaveTextContent('0 bids');
    api.set(ApiPaths.marketDetail, ok(detail({ listing: auction({ bidCount: 1, price: TMT(100), minNextBid: TMT(105), endsAt: NOW + 500, leading: false }) })));
    act(() => liveHandlers.get('listing')?.({ type: 'listing', transId: '42', state: 'listed', price: TMT(100), bidCount: 1, endsAt: NOW + 500, leading: false }));
    await waitFor(() => expect(screen.getByTestId('detail-bids')).toHaveTextContent('1 bid'));
    expect(screen.getByTestId('end-moved')).toBeInTheDocument();
    expect(screen.getByLabelText('Your bid (TMT)')).toHaveValue('105');
  });
});
