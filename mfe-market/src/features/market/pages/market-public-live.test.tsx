import { screen, waitFor, within } from '@testing-library/react';
import { ApiPaths, type PublicLiveEvent } from '@fc/shared';
import { fakeApi, fakePublicStream, ok } from '@fc/shared/testing';
import { renderPage } from '../../../test/render';
import { auction, detail, listing, NOW, page, TMT } from '../lib/fixtures';
import MarketCenterPage from './market-center-page';
import MarketDetailFpPage from './market-detail-fp-page';

jest.setTimeout(30_000);
const FIRST = { timeout: 10_000 };
const stream = fakePublicStream();

const sold = (transId: string): PublicLiveEvent<'market'> => ({
  type: 'market',
  transId,
  tab: 'fp',
  state: 'completed',
  price: TMT(120),
  minNextBid: null,
  bidCount: 0,
  endsAt: null,
  closedAt: NOW + 5,
  soldPrice: TMT(120),
});

const bid = (price: number, bidCount: number): PublicLiveEvent<'market'> => ({
  type: 'market',
  transId: '42',
  tab: 'fp',
  state: 'listed',
  price: TMT(price),
  minNextBid: TMT(price + 5),
  bidCount,
  endsAt: NOW + 3 * 3600,
  closedAt: null,
  soldPrice: null,
});

describe('the market, following the public stream', () => {
  it('changes a shown listing in place (a bid, a sale), reloads a tab on a new listing, and stops polling while up', async () => {
    const api = fakeApi({ [ApiPaths.marketList]: ok(page([listing({ favorite: null }), auction({ favorite: null })])) });
    const view = renderPage(<MarketCenterPage />, { path: '/market/center' });
    await screen.findAllByTestId('listing', {}, FIRST);
    expect(stream.open()).toBe(1);
    stream.send({ type: 'hello', now: NOW });
    // Greeted: what the page shows may be older than the stream, so it is asked again once.
    await waitFor(() => expect(api.callsTo(ApiPaths.marketList)).toHaveLength(2));

    stream.send(bid(130, 1));
    stream.send(sold('41'));
    const [fixed, bidding] = screen.getAllByTestId('listing');
    await waitFor(() => expect(within(bidding!).getByTestId('bid-count')).toHaveTextContent('1 bid'));
    expect(within(bidding!).getByTestId('listing-price')).toHaveTextContent('130 TMT');
    // The sold one stays where it is and says so.
    expect(within(fixed!).getByText('Sold')).toBeInTheDocument();
    expect(api.callsTo(ApiPaths.marketList)).toHaveLength(2);

    // A listing of another tab changes nothing here; a new one of this tab reloads it (once for a burst).
    api.set(ApiPaths.marketList, ok(page([listing({ transId: '43', favorite: null }), listing({ favorite: null }), auction({ favorite: null })])));
    stream.send({ ...bid(10, 0), transId: '90', tab: 'rol' });
    stream.send({ ...bid(10, 0), transId: '43' });
    stream.send({ ...bid(11, 0), transId: '43' });
    await waitFor(() => expect(screen.getAllByTestId('listing')).toHaveLength(3), { timeout: 1000 });
    expect(api.callsTo(ApiPaths.marketList)).toHaveLength(3);
    expect(api.callsTo(ApiPaths.marketList).at(-1)?.body).toMatchObject({ tab: 'fp' });
    view.unmount();
    await waitFor(() => expect(stream.open()).toBe(0));
  });

  it('polls slowly only while the stream is down', async () => {
    fakeApi({ [ApiPaths.marketList]: ok(page([listing({ favorite: null })])) });
    const view = renderPage(<MarketCenterPage />, { path: '/market/center' });
    await screen.findAllByTestId('listing', {}, FIRST);
    const interval = () => {
      const [query] = view.queryClient.getQueryCache().findAll({ queryKey: ['market', 'listings', 'list'] });
      return query?.observers[0]?.options.refetchInterval;
    };
    expect(interval()).toBe(60_000);
    stream.send({ type: 'hello', now: NOW });
    await waitFor(() => expect(interval()).toBe(false));
    stream.fail();
    await waitFor(() => expect(interval()).toBe(60_000));
    // It comes back after a back-off (up to a second the first time).
    await waitFor(() => expect(stream.open()).toBe(1), { timeout: 2000 });
    stream.send({ type: 'hello', now: NOW });
    await waitFor(() => expect(interval()).toBe(false));
    view.unmount();
  });

  it('shows a bid on the listing at once and reloads its detail for the bids', async () => {
    const api = fakeApi({ [ApiPaths.marketDetail]: ok(detail({ listing: auction() })) });
    const view = renderPage(<MarketDetailFpPage />, { path: '/market/detail/fp/:transId', url: '/market/detail/fp/42' });
    expect(await screen.findByTestId('detail-bids', {}, FIRST)).toHaveTextContent('0 bids');
    api.set(ApiPaths.marketDetail, ok(detail({ listing: auction({ bidCount: 1, price: TMT(130), minNextBid: TMT(135) }) })));
    stream.send(bid(130, 1));
    await waitFor(() => expect(screen.getByTestId('detail-bids')).toHaveTextContent('1 bid'));
    await waitFor(() => expect(api.callsTo(ApiPaths.marketDetail)).toHaveLength(2), { timeout: 1000 });
    view.unmount();
  });
});
