import { screen, waitFor, within } from '@testing-library/react';
import { ApiPaths, type PackSeriesDetail, type PackSeriesSummary } from '@fc/shared';
import { fakeApi, fakePublicStream, ok } from '@fc/shared/testing';
import { renderPage } from '../../../test/render';
import PackDetailPage from './pack-detail-page';
import PacksPage from './packs-page';

jest.setTimeout(30_000);
const stream = fakePublicStream();
const NOW = 1_900_000_000;

const summary = (extra: Partial<PackSeriesSummary> = {}): PackSeriesSummary => ({
  seriesId: 'legend-1',
  kind: 'legend',
  period: 'onSale',
  periods: [],
  nextPeriodAt: NOW + 3600,
  priceTmt: `300${'0'.repeat(18)}`,
  priceUsd: '2999',
  supply: 500,
  left: 120,
  maxPerUser: 5,
  dailyLimit: 3,
  lots: 200,
  mine: null,
  now: NOW,
  ...extra,
});

const detail = (extra: Partial<PackSeriesDetail> = {}): PackSeriesDetail => ({
  ...summary(),
  cardsPerPack: 3,
  odds: [{ rarity: 'epic', chance: 10_000 }],
  atLeastOne: null,
  seedHash: 'ab'.repeat(32),
  seed: null,
  entries: [{ position: 1, entry: 'e1', quantity: 2, won: null }],
  lotsRule: 'fair',
  playerSeed: null,
  nonce: 0,
  ...extra,
});

const bought = (left: number, extra: { drawn?: boolean; revealed?: boolean } = {}) => ({ type: 'packs' as const, seriesId: 'legend-1', left, supply: 500, drawn: false, revealed: false, ...extra });

describe('the packs, following the public stream', () => {
  it('shows the supply left as others buy without asking, reloads on hello, and asks again when a period ends', async () => {
    const exhibition = summary({ seriesId: 'all-star-1', kind: 'allStar', period: 'exhibition', nextPeriodAt: NOW + 2 });
    const api = fakeApi({ [ApiPaths.packList]: ok({ list: [summary(), exhibition] }) });
    const view = renderPage(<PacksPage />, { path: '/packs' });
    const [legend] = await screen.findAllByTestId('pack-series');
    // Greeted: what the page shows may be older than the stream, so it reloads (and shows what the reload answered).
    api.set(ApiPaths.packList, ok({ list: [summary({ left: 119 }), exhibition] }));
    stream.send({ type: 'hello', now: NOW });
    await waitFor(() => expect(within(legend!).getByTestId('supply-left')).toHaveTextContent('119 of 500 left'), { timeout: 1000 });
    expect(api.callsTo(ApiPaths.packList)).toHaveLength(2);
    stream.send(bought(117));
    await waitFor(() => expect(within(legend!).getByTestId('supply-left')).toHaveTextContent('117 of 500 left'));
    // No polling while up: the next call is the exhibition's end, two seconds after that answer.
    api.set(ApiPaths.packList, ok({ list: [summary({ left: 117 }), { ...exhibition, period: 'reservation', nextPeriodAt: NOW + 3600 }] }));
    await waitFor(() => expect(screen.getAllByTestId('period')[1]).toHaveTextContent('Reservation'), { timeout: 4000 });
    expect(api.callsTo(ApiPaths.packList)).toHaveLength(3);
    view.unmount();
  });

  it('shows a series’ supply left on its page, and asks for the drawing’s results once drawn', async () => {
    const api = fakeApi({ [ApiPaths.packDetail]: ok(detail()), [ApiPaths.packCards]: ok({ list: [], total: 0, page: 1, pageSize: 24 }) });
    const view = renderPage(<PackDetailPage />, { path: '/pack/:packId', url: '/pack/legend-1' });
    await screen.findByTestId('pack-detail-page', {}, { timeout: 10_000 });
    stream.send(bought(100));
    await waitFor(() => expect(screen.getByTestId('supply-left')).toHaveTextContent('100 of 500 left'));
    const calls = api.callsTo(ApiPaths.packDetail).length;
    stream.send(bought(100, { drawn: true }));
    await waitFor(() => expect(api.callsTo(ApiPaths.packDetail)).toHaveLength(calls + 1), { timeout: 1000 });
    view.unmount();
  });
});
