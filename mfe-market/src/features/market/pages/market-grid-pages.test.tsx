import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, logoutSession } from '@fc/shared';
import { fail, fakeApi, logIn, ok } from '@fc/shared/testing';
import { currentLocation, renderPage } from '../../../test/render';
import { auction, listing, NOW, page, TMT } from '../lib/fixtures';
import MarketCenterPage from './market-center-page';
import MarketPackPage from './market-pack-page';

jest.setTimeout(30_000);
const FIRST = { timeout: 10_000 };

afterEach(() => logoutSession());

describe('the market grids', () => {
  it('shows each listing with its art, facts, price, sale type and an auction’s bids and countdown, to a guest without stars', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(NOW * 1000);
    fakeApi({ [ApiPaths.marketList]: ok(page([listing({ favorite: null }), auction({ favorite: null, bidCount: 2, price: TMT(130), endsAt: NOW + 3 * 3600 + 4 * 60 + 5 })])) });
    renderPage(<MarketCenterPage />, { path: '/market/center' });
    const cards = await screen.findAllByTestId('listing', {}, FIRST);
    expect(cards).toHaveLength(2);
    const [fixed, bidding] = cards;
    expect(within(fixed!).getByRole('link', { name: 'Ada Stone' })).toHaveAttribute('href', '/market/detail/fp/41');
    const meta = within(fixed!).getByTestId('item-facts');
    expect([...meta.children].map((chip) => chip.textContent)).toEqual(['Epic', '#7 / 50', 'Lv 4', 'Rating 77']);
    expect(within(fixed!).getByTestId('listing-price')).toHaveTextContent('120 TMT');
    expect(within(fixed!).getByTestId('sale-type')).toHaveTextContent('Fixed price');
    expect(within(fixed!).getByRole('img')).toHaveAttribute('src', expect.stringMatching(/cards\/11-epic\.svg$/));
    expect(within(bidding!).getByTestId('sale-type')).toHaveTextContent('Auction');
    expect(within(bidding!).getByTestId('bid-count')).toHaveTextContent('2 bids');
    expect(within(bidding!).getByTestId('auction-countdown')).toHaveTextContent('Ends in 3:04:05');
    expect(screen.queryByTestId('favorite')).not.toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('keeps the filters in the URL and asks for them, prices typed in TMT sent as base units', async () => {
    const api = fakeApi({ [ApiPaths.marketList]: ok(page([listing()])) });
    renderPage(<MarketCenterPage />, { path: '/market/center', url: '/market/center?rarity=epic' });
    const user = userEvent.setup();
    await screen.findAllByTestId('listing', {}, FIRST);
    expect(api.callsTo(ApiPaths.marketList)[0]!.body).toEqual({ tab: 'fp', sort: 'newest', page: 1, pageSize: 24, rarity: 'epic' });
    await user.selectOptions(screen.getByLabelText('Sale type'), 'auction');
    await user.selectOptions(screen.getByLabelText('Position'), 'FW');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'priceAsc');
    await user.type(screen.getByLabelText('Min price (TMT)'), '1.5');
    await user.type(screen.getByLabelText('Max price (TMT)'), '200');
    await user.type(screen.getByLabelText('Search a player'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(currentLocation()).toBe('/market/center?saleType=auction&rarity=epic&position=FW&min=1.5&max=200&q=Ada&sort=priceAsc'));
    await waitFor(() =>
      expect(api.callsTo(ApiPaths.marketList).at(-1)!.body).toEqual({
        tab: 'fp',
        sort: 'priceAsc',
        page: 1,
        pageSize: 24,
        saleType: 'auction',
        rarity: 'epic',
        position: 'FW',
        priceMin: '1500000000000000000',
        priceMax: TMT(200),
        q: 'Ada',
      }),
    );
  });

  it('carries the filters to each listing, so that its page leads back to them', async () => {
    fakeApi({ [ApiPaths.marketList]: ok(page([listing()])) });
    renderPage(<MarketCenterPage />, { path: '/market/center', url: '/market/center?rarity=epic&sort=priceAsc' });
    expect(await screen.findByRole('link', { name: 'Ada Stone' }, FIRST)).toHaveAttribute('href', '/market/detail/fp/41?rarity=epic&sort=priceAsc');
  });

  it('applies the sort at once, back on the first page', async () => {
    const api = fakeApi({ [ApiPaths.marketList]: ok(page([listing()], { total: 50 })) });
    renderPage(<MarketCenterPage />, { path: '/market/center', url: '/market/center?rarity=epic&page=2' });
    const user = userEvent.setup();
    await screen.findAllByTestId('listing', {}, FIRST);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'endingSoon');
    await waitFor(() => expect(currentLocation()).toBe('/market/center?rarity=epic&sort=endingSoon'));
    await waitFor(() => expect(api.callsTo(ApiPaths.marketList).at(-1)!.body).toMatchObject({ sort: 'endingSoon', page: 1, rarity: 'epic' }));
  });

  it('puts the filters behind one button on a phone, which says how many are on', async () => {
    const api = fakeApi({ [ApiPaths.marketList]: ok(page([listing()])) });
    renderPage(<MarketCenterPage />, { path: '/market/center', url: '/market/center?rarity=epic&min=2&max=9&sort=priceAsc' });
    const user = userEvent.setup();
    await screen.findAllByTestId('listing', {}, FIRST);
    await user.click(screen.getByRole('button', { name: 'Filters (2 active)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByLabelText('Rarity')).toHaveValue('epic');
    await user.selectOptions(within(sheet).getByLabelText('Sale type'), 'auction');
    await user.type(within(sheet).getByLabelText('Search a player'), 'Ada');
    // Nothing is asked until the sheet's choices are applied together.
    expect(currentLocation()).toBe('/market/center?rarity=epic&min=2&max=9&sort=priceAsc');
    await user.click(within(sheet).getByRole('button', { name: 'Show results' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/market/center?saleType=auction&rarity=epic&min=2&max=9&q=Ada&sort=priceAsc'));
    await waitFor(() => expect(api.callsTo(ApiPaths.marketList).at(-1)!.body).toMatchObject({ saleType: 'auction', rarity: 'epic', q: 'Ada', sort: 'priceAsc' }));
    expect(screen.getByRole('button', { name: 'Filters (4 active)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Filters (4 active)' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Filters' })).getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(currentLocation()).toBe('/market/center?sort=priceAsc'));
    const sheet2 = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(sheet2).getByLabelText('Rarity')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    // A choice not applied yet is cleared too, and nothing is asked for it.
    await user.selectOptions(within(sheet2).getByLabelText('Rarity'), 'rare');
    await user.click(within(sheet2).getByRole('button', { name: 'Clear all' }));
    expect(within(sheet2).getByLabelText('Rarity')).toHaveValue('');
    expect(currentLocation()).toBe('/market/center?sort=priceAsc');
  });

  it('will not apply a price that is not one', async () => {
    const api = fakeApi({ [ApiPaths.marketList]: ok(page([listing()])) });
    renderPage(<MarketCenterPage />, { path: '/market/center' });
    const user = userEvent.setup();
    await screen.findAllByTestId('listing', {}, FIRST);
    await user.type(screen.getByLabelText('Min price (TMT)'), 'cheap');
    expect(screen.getByText('Type a price in TMT, e.g. 12.5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(api.callsTo(ApiPaths.marketList).every((call) => !('priceMin' in call.body))).toBe(true);
  });

  it('has no position filter on the pack tab, and pages through the listings', async () => {
    const api = fakeApi({ [ApiPaths.marketList]: ok(page([listing({ tab: 'pack', item: { ...listing().item, family: 'pack', kind: 'legend', player: null, fp: null, rarity: null, serial: null, supply: null } })], { total: 50 })) });
    renderPage(<MarketPackPage />, { path: '/market/pack' });
    const user = userEvent.setup();
    expect(await screen.findByRole('link', { name: 'Legend pack' }, FIRST)).toHaveAttribute('href', '/market/detail/box/41');
    expect(screen.queryByLabelText('Position')).not.toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.callsTo(ApiPaths.marketList).at(-1)!.body).toMatchObject({ tab: 'pack', page: 2 }));
    expect(currentLocation()).toBe('/market/pack?page=2');
  });

  it('says "1,000+" when the server counted up to its cap, and pages up to it', async () => {
    fakeApi({ [ApiPaths.marketList]: ok(page([listing()], { total: 1000 })) });
    renderPage(<MarketCenterPage />, { path: '/market/center' });
    expect(await screen.findByTestId('market-total', {}, FIRST)).toHaveTextContent('1,000+ listings');
    expect(screen.getByText('Page 1 of 42')).toBeInTheDocument();
  });

  it('says when nothing matches and clears the filters', async () => {
    fakeApi({ [ApiPaths.marketList]: ok(page([])) });
    renderPage(<MarketCenterPage />, { path: '/market/center', url: '/market/center?rarity=unique' });
    const user = userEvent.setup();
    expect(await screen.findByText('No listing matches these filters.', {}, FIRST)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(currentLocation()).toBe('/market/center'));
  });

  it('offers a retry when the list could not be loaded', async () => {
    const api = fakeApi({ [ApiPaths.marketList]: fail('UNKNOWN') });
    renderPage(<MarketCenterPage />, { path: '/market/center' });
    const user = userEvent.setup();
    expect(await screen.findByText('The market could not be loaded.', {}, FIRST)).toBeInTheDocument();
    api.set(ApiPaths.marketList, ok(page([listing()])));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('listing')).toBeInTheDocument();
  });

  it('stars a listing for the signed in', async () => {
    logIn();
    const api = fakeApi({ [ApiPaths.marketList]: ok(page([listing()])), [ApiPaths.marketFavorite]: ok({ on: true }) });
    renderPage(<MarketCenterPage />, { path: '/market/center' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add to favorites' }, FIRST));
    await waitFor(() => expect(api.callsTo(ApiPaths.marketFavorite).map((call) => call.body)).toEqual([{ transId: '41', on: true }]));
    expect(screen.getByRole('tab', { name: 'My listings' })).toHaveAttribute('href', '/market/listed');
  });
});
