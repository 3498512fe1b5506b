import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, logoutSession, type PackCardResponse, type PackCardsResponse, type PackMine, type PackSeriesDetail, type PackSeriesSummary } from '@fc/shared';
import { fail, fakeApi, logIn, ok } from '@fc/shared/testing';
import { redirectTo } from '../../../lib/redirect';
import { renderPage } from '../../../test/render';
import CardDetailPage from './card-detail-page';
import PackDetailPage from './pack-detail-page';
import PacksPage from './packs-page';

jest.mock('../../../lib/redirect', () => ({ redirectTo: jest.fn() }));

const NOW = 1_900_000_000;
const TMT = (whole: number) => `${whole}${'0'.repeat(18)}`;

const summary = (extra: Partial<PackSeriesSummary> = {}): PackSeriesSummary => ({
  seriesId: 'legend-1',
  kind: 'legend',
  period: 'onSale',
  periods: [],
  nextPeriodAt: NOW + 2 * 3600 + 65,
  priceTmt: TMT(300),
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

const mine = (extra: Partial<PackMine> = {}): PackMine => ({ bought: 0, left: 5, boughtToday: 0, leftToday: 3, reservation: null, ...extra });

const detail = (extra: Partial<PackSeriesDetail> = {}): PackSeriesDetail => ({
  ...summary(),
  cardsPerPack: 3,
  odds: [
    { rarity: 'rare', chance: 6_000 },
    { rarity: 'epic', chance: 3_000 },
    { rarity: 'legendary', chance: 900 },
    { rarity: 'unique', chance: 100 },
  ],
  atLeastOne: 'epic',
  seedHash: 'ab'.repeat(32),
  seed: null,
  entries: [],
  ...extra,
});

const cards: PackCardsResponse = { list: [{ cardId: '7', name: 'Ada Stone', club: 'Harbor Cross Rovers', position: 'FW' }], total: 1, page: 1, pageSize: 24 };

describe('/packs', () => {
  it('shows each series with its period, countdown, price and supply left, to guests too', async () => {
    logoutSession();
    fakeApi({ [ApiPaths.packList]: ok({ list: [summary(), summary({ seriesId: 'all-star-2', kind: 'allStar', period: 'exhibition', left: 5000, supply: 5000 })] }) });
    renderPage(<PacksPage />, { path: '/packs' });
    const series = await screen.findAllByTestId('pack-series');
    expect(series).toHaveLength(2);
    const [legend] = series;
    expect(within(legend!).getByTestId('period')).toHaveTextContent('On sale');
    expect(within(legend!).getByTestId('countdown')).toHaveTextContent(/^Sale ends in 2:01:0[45]$/);
    expect(within(legend!).getByTestId('supply-left')).toHaveTextContent('120 of 500 left');
    expect(within(legend!).getByText(/300 TMT or 29\.99 USD/)).toBeInTheDocument();
    expect(within(legend!).getByRole('link', { name: 'View pack' })).toHaveAttribute('href', '/pack/legend-1');
    expect(within(series[1]!).getByTestId('period')).toHaveTextContent('Exhibition');
  });

  it('shows my limits left when signed in', async () => {
    logIn();
    fakeApi({ [ApiPaths.packList]: ok({ list: [summary({ mine: mine({ bought: 2, left: 3, boughtToday: 2, leftToday: 1 }) })] }) });
    renderPage(<PacksPage />, { path: '/packs' });
    expect(await screen.findByText('You can buy 3 more (1 today).')).toBeInTheDocument();
  });
});

describe('/pack/{packId}', () => {
  it('shows a guest the odds table, the published hash and the cards, and asks to sign in to buy', async () => {
    logoutSession();
    const api = fakeApi({ [ApiPaths.packDetail]: ok(detail()), [ApiPaths.packCards]: ok(cards) });
    renderPage(<PackDetailPage />, { path: '/pack/:packId', url: '/pack/legend-1' });
    const odds = await screen.findByRole('table', { name: 'Odds' });
    expect(within(odds).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['Rare60%', 'Epic30%', 'Legendary9%', 'Unique1%']);
    expect(screen.getByText('3 cards per pack')).toBeInTheDocument();
    expect(screen.getByText('At least one Epic or rarer card in every pack.')).toBeInTheDocument();
    expect(screen.getByTestId('seed-hash')).toHaveTextContent('ab'.repeat(32));
    expect(screen.getByText('Sign in to reserve or buy')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?redirect=%2Fpack%2Flegend-1');
    expect(await screen.findByRole('link', { name: /Ada Stone/ })).toHaveAttribute('href', '/card/legend-1/7');
    expect(api.callsTo(ApiPaths.packPulls)).toHaveLength(0);
  });

  it('buys with TMT and links to the collection to open the packs', async () => {
    logIn();
    const api = fakeApi({
      [ApiPaths.packDetail]: ok(detail({ mine: mine() })),
      [ApiPaths.packCards]: ok(cards),
      [ApiPaths.packPulls]: ok({ list: [] }),
      [ApiPaths.packCapsBuy]: ok({ seriesId: 'legend-1', tokenIds: ['11', '12'], cost: TMT(600), balance: TMT(400), mine: mine({ bought: 2 }) }),
    });
    renderPage(<PackDetailPage />, { path: '/pack/:packId', url: '/pack/legend-1' });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Packs'), '2');
    await user.click(screen.getByRole('button', { name: 'Buy with TMT' }));
    expect(api.callsTo(ApiPaths.packCapsBuy)[0]?.body).toEqual({ seriesId: 'legend-1', quantity: 2 });
    const bought = await screen.findByTestId('bought');
    expect(bought).toHaveTextContent('You bought 2 packs.');
    expect(within(bought).getByRole('link', { name: 'Open your packs in the collection' })).toHaveAttribute('href', '/collection/packs');
  });

  it('pays by card through an order: leaves for the checkout', async () => {
    logIn();
    const api = fakeApi({
      [ApiPaths.packDetail]: ok(detail({ mine: mine() })),
      [ApiPaths.packCards]: ok(cards),
      [ApiPaths.packPulls]: ok({ list: [] }),
      [ApiPaths.packInitSdkOrder]: ok({ orderId: 'o1', redirectUrl: '/api/payPay/sandbox/checkout?session=cs_1' }),
    });
    renderPage(<PackDetailPage />, { path: '/pack/:packId', url: '/pack/legend-1' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay by card' }));
    expect(api.callsTo(ApiPaths.packInitSdkOrder)[0]?.body).toEqual({ seriesId: 'legend-1', quantity: 1 });
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/api/payPay/sandbox/checkout?session=cs_1'));
  });

  it('reserves while the reservation is open, and says why a purchase was refused', async () => {
    logIn();
    const api = fakeApi({
      [ApiPaths.packDetail]: ok(detail({ period: 'reservation', mine: mine() })),
      [ApiPaths.packCards]: ok(cards),
      [ApiPaths.packPulls]: ok({ list: [] }),
      [ApiPaths.packReserve]: ok(mine({ reservation: { entry: 'e1', quantity: 1, state: 'reserved', won: 0 } })),
    });
    renderPage(<PackDetailPage />, { path: '/pack/:packId', url: '/pack/legend-1' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Reserve' }));
    expect(api.callsTo(ApiPaths.packReserve)[0]?.body).toEqual({ seriesId: 'legend-1', quantity: 1 });
    expect(await screen.findByText('Reserved.')).toBeInTheDocument();
  });

  it('shows the revealed seed, the winners and my win before the sale; a refusal is shown in the page, with Buy TMT for the TMT missing', async () => {
    logIn();
    fakeApi({
      [ApiPaths.packDetail]: ok(
        detail({
          period: 'beforeSale',
          seed: 'cd'.repeat(32),
          entries: [
            { position: 1, entry: 'e1', quantity: 2, won: 2 },
            { position: 2, entry: 'e2', quantity: 1, won: 0 },
          ],
          mine: mine({ reservation: { entry: 'e1', quantity: 2, state: 'won', won: 2 } }),
        }),
      ),
      [ApiPaths.packCards]: ok(cards),
      [ApiPaths.packPulls]: ok({ list: [] }),
      [ApiPaths.packCapsBuy]: fail('BALANCE_NOT_ENOUGH'),
      [ApiPaths.currency]: ok({ currency: { USD: '0', BNB: '0', TMT: TMT(120), GOAL: '0', POINTS: '0' } }),
    });
    renderPage(<PackDetailPage />, { path: '/pack/:packId', url: '/pack/legend-1' });
    expect(await screen.findByTestId('seed')).toHaveTextContent('cd'.repeat(32));
    expect(within(screen.getByTestId('pack-entries')).getAllByRole('row').map((row) => row.textContent)).toEqual(['#EntryPacksWon', '1e122', '2e210']);
    expect(screen.getByText('You won 2 packs: buy them before the sale opens to everyone.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Buy with TMT' }));
    expect(await screen.findByText('Your balance is not enough.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy TMT' })).toHaveAttribute('href', '/user/addfunds?currency=TMT&need=180&return=%2Fpack%2Flegend-1');
  });

  it('answers an unknown pack with a way back', async () => {
    fakeApi({ [ApiPaths.packDetail]: fail('NOT_FOUND', { field: 'seriesId' }) });
    renderPage(<PackDetailPage />, { path: '/pack/:packId', url: '/pack/nope' });
    expect(await screen.findByText('This pack does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pack details');
    expect(screen.getByRole('link', { name: 'Packs' })).toHaveAttribute('href', '/packs');
  });
});

describe('/card/{packId}/{cardId}', () => {
  it('shows the player, and per rarity the odds, supply and how many were pulled', async () => {
    logoutSession();
    const card: PackCardResponse = {
      seriesId: 'legend-1',
      kind: 'legend',
      cardId: '7',
      playerId: 7,
      name: 'Ada Stone',
      club: 'Harbor Cross Rovers',
      nationality: 'GB',
      born: '1999-04-02',
      position: 'FW',
      preferredPosition: 'ST',
      heightCm: 182,
      rarities: [
        { rarity: 'rare', chance: 6_000, supply: 1_000, pulled: 12 },
        { rarity: 'unique', chance: 100, supply: 1, pulled: 0 },
      ],
    };
    fakeApi({ [ApiPaths.packCard]: ok(card) });
    renderPage(<CardDetailPage />, { path: '/card/:packId/:cardId', url: '/card/legend-1/7' });
    expect(await screen.findByRole('heading', { name: 'Ada Stone', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('182 cm')).toBeInTheDocument();
    expect(within(screen.getByTestId('card-rarities')).getAllByRole('row').map((row) => row.textContent)).toEqual(['RarityChanceSupplyPulled', 'Rare60%1,00012', 'Unique1%10']);
    expect(screen.getByRole('link', { name: 'Back to the pack' })).toHaveAttribute('href', '/pack/legend-1');
  });
});
