import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiPaths, ToastProvider } from '@fc/shared';
import { queryClient } from '@fc/shared/query';
import { fakeApi, ok } from '@fc/shared/testing';
import face from '../../../routes';
import '../../../test/render';
import { MARKET_LIST_FRESH_MS } from '../constants';
import { listing, page } from '../lib/fixtures';
import MarketCenterPage from './market-center-page';

jest.setTimeout(30_000);
const FIRST = { timeout: 10_000 };
const CENTER = face.routes.find((route) => route.id === 'market.center');

/** The grid as the shell mounts it: no provider, so on the page's one cache, which the route's prefetch fills. */
function showCenter(url: string) {
  render(
    <ToastProvider>
      <MemoryRouter initialEntries={[url]}>
        <MarketCenterPage />
      </MemoryRouter>
    </ToastProvider>,
  );
}

afterEach(() => {
  queryClient.clear();
  jest.restoreAllMocks();
});

describe("the market grid's route prefetch", () => {
  it('asks once for the listings of the filters in the address, however often it is started, and the grid shows them without asking again', async () => {
    const api = fakeApi({ [ApiPaths.marketList]: ok(page([listing()])) });
    // The pointer resting on the link, then pressing it, then the click's navigation, before anything has loaded.
    const target = { params: {}, search: '?rarity=epic' };
    await Promise.all([CENTER?.prefetch?.(target), CENTER?.prefetch?.(target), CENTER?.prefetch?.(target)]);
    expect(api.callsTo(ApiPaths.marketList).map((call) => call.body)).toEqual([{ tab: 'fp', sort: 'newest', page: 1, pageSize: 24, rarity: 'epic' }]);
    showCenter('/market/center?rarity=epic');
    expect(await screen.findAllByTestId('listing', {}, FIRST)).toHaveLength(1);
    expect(screen.getByTestId('market-grid')).not.toHaveAttribute('aria-busy', 'true');
    expect(api.callsTo(ApiPaths.marketList)).toHaveLength(1);
  });

  it('is asked again by the grid once older than its staleTime', async () => {
    const api = fakeApi({ [ApiPaths.marketList]: ok(page([listing()])) });
    await CENTER?.prefetch?.({ params: {}, search: '' });
    const fetchedAt = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(fetchedAt + MARKET_LIST_FRESH_MS + 1);
    showCenter('/market/center');
    expect(await screen.findAllByTestId('listing', {}, FIRST)).toHaveLength(1);
    await waitFor(() => expect(api.callsTo(ApiPaths.marketList)).toHaveLength(2));
  });
});
