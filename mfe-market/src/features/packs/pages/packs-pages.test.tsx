import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, logoutSession, paths, setLanguage, type PackCardResponse, type PackCardsResponse, type PackMine, type PackPull, type PackSeriesDetail, type PackSeriesSummary } from '@fc/shared';
import { drawSeriesLots, lotsListHash, lotsSeedHash } from '@fc/shared/fair';
import { fail, fakeApi, logIn, ok } from '@fc/shared/testing';
import { redirectTo } from '../../../lib/redirect';
import { currentLocation, renderPage } from '../../../test/render';
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
  lotsRule: 'fair',
  playerSeed: null,
  nonce: 0,
  ...extra,
});

const cards: PackCardsResponse = { list: [{ cardId: '7', playerId: 7, name: 'Ada Stone', club: 'Harbor Cross Rovers', position: 'FW' }], total: 1, page: 1, pageSize: 24 };

const openPack = (url = '/pack/legend-1') => renderPage(<PackDetailPage />, { path: '/pack/:packId', url });

afterEach(async () => {
  act(() => logoutSession());
  await act(() => setLanguage('en'));
});

describe('/packs', () => {
  it('shows each series as a tile with its art, period, countdown, price and supply left, to guests too', async () => {
    fakeApi({ [ApiPaths.packList]: ok({ list: [summary(), summary({ seriesId: 'all-star-2', kind: 'allStar', period: 'exhibition', left: 5000, supply: 5000 })] }) });
    renderPage(<PacksPage />, { path: '/packs' });
    expect(screen.getByRole('heading', { level: 1, name: 'Packs' })).toBeInTheDocument();
    const series = await screen.findAllByTestId('pack-series');
    expect(series).toHaveLength(2);
    const legend = within(series[0]!);
    expect(legend.getByRole('heading', { level: 2, name: 'Legend pack' })).toBeInTheDocument();
    expect(legend.getByRole('link', { name: 'Legend pack' })).toHaveAttribute('href', '/pack/legend-1');
    expect(series[0]!.querySelector('img')).toHaveAttribute('src', '/resources/common/pack-legend.svg');
    expect(legend.getByTestId('period')).toHaveTextContent('On sale');
    expect(legend.getByTestId('countdown')).toHaveTextContent(/^Sale ends in 2:01:0[45]$/);
    expect(legend.getByTestId('pack-price')).toHaveTextContent('300 TMT or 29.99 USD by card');
    expect(legend.getByTestId('supply-left')).toHaveTextContent('120 of 500 left');
    expect(legend.getByRole('meter', { name: 'Packs left' })).toHaveAttribute('aria-valuenow', '120');
    expect(within(series[1]!).getByTestId('period')).toHaveTextContent('Exhibition');
    expect(within(series[1]!).getByTestId('supply-left')).toHaveTextContent('5,000 of 5,000 left');
  });

  it('lists what can be bought now first, then what opens soonest, and explains how a sale runs', async () => {
    fakeApi({
      [ApiPaths.packList]: ok({
        list: [
          summary({ seriesId: 'all-star-0', kind: 'allStar', period: 'end', nextPeriodAt: null }),
          summary({ seriesId: 'all-star-2', kind: 'allStar', period: 'exhibition' }),
          summary({ seriesId: 'legend-1', period: 'reservation' }),
          summary({ seriesId: 'all-star-1', kind: 'allStar' }),
        ],
      }),
    });
    renderPage(<PacksPage />, { path: '/packs' });
    const series = await screen.findAllByTestId('pack-series');
    expect(series.map((tile) => tile.getAttribute('data-series'))).toEqual(['all-star-1', 'legend-1', 'all-star-2', 'all-star-0']);
    expect(within(series[3]!).getByText('The sale has ended.')).toBeInTheDocument();
    const steps = within(screen.getByTestId('pack-sale-steps'));
    expect(steps.getByRole('heading', { level: 2, name: 'How a pack sale runs' })).toBeInTheDocument();
    expect(steps.getAllByRole('listitem').map((step) => step.firstElementChild?.textContent)).toEqual(['Exhibition', 'Reservation', 'Lots drawing', 'Before sale', 'On sale', 'Ended']);
  });

  it('shows my limits left when signed in', async () => {
    logIn();
    fakeApi({ [ApiPaths.packList]: ok({ list: [summary({ mine: mine({ bought: 2, left: 3, boughtToday: 2, leftToday: 1 }) })] }) });
    renderPage(<PacksPage />, { path: '/packs' });
    expect(await screen.findByText('You can buy 3 more (1 today).')).toBeInTheDocument();
  });
});

describe('/pack/{packId}', () => {
  it('shows a guest the pack, its price, supply and odds beside the sign-in box, with a way back to the packs', async () => {
    const api = fakeApi({ [ApiPaths.packDetail]: ok(detail()), [ApiPaths.packCards]: ok(cards) });
    openPack();
    expect(await screen.findByRole('heading', { level: 1, name: 'Legend pack' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Packs' })).toHaveAttribute('href', '/packs');
    expect(screen.getByRole('img', { name: 'Art of the Legend pack' })).toHaveAttribute('src', '/resources/common/pack-legend.svg');
    expect(screen.getByTestId('countdown')).toHaveTextContent(/^Sale ends in 2:01:0[45]$/);
    expect(screen.getByTestId('pack-price')).toHaveTextContent('300 TMT or 29.99 USD by card');
    expect(screen.getByTestId('supply-left')).toHaveTextContent('120 of 500 left');
    const odds = screen.getByRole('table', { name: 'Odds' });
    expect(within(odds).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['Rare60%', 'Epic30%', 'Legendary9%', 'Unique1%']);
    expect(screen.getByText('3 cards per pack')).toBeInTheDocument();
    expect(screen.getByText('At least one Epic or rarer card in every pack.')).toBeInTheDocument();
    const box = within(screen.getByTestId('pack-actions'));
    expect(box.getByRole('heading', { level: 2, name: 'Sign in to reserve or buy' })).toBeInTheDocument();
    expect(box.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?redirect=%2Fpack%2Flegend-1');
    expect(api.callsTo(ApiPaths.packPulls)).toHaveLength(0);
    expect(screen.queryByTestId('pack-pulls')).not.toBeInTheDocument();
  });

  it('outlines the page with one h1, h2 sections and h3 tiles, never skipping a level', async () => {
    logIn();
    fakeApi({ [ApiPaths.packDetail]: ok(detail({ mine: mine() })), [ApiPaths.packCards]: ok(cards), [ApiPaths.packPulls]: ok({ list: [] }) });
    openPack();
    await screen.findByTestId('pack-card');
    await screen.findByTestId('pack-pulls');
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.forEach((level, index) => index > 0 && expect(level).toBeLessThanOrEqual(levels[index - 1]! + 1));
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Buy packs',
      'Odds',
      'My pulls',
      'Cards in this pack',
      'Fairness of the lots drawing',
    ]);
  });

  it('shows the cards in this pack as card art in the likeliest rarity, another rarity on request, each linking to its page', async () => {
    const user = userEvent.setup();
    fakeApi({ [ApiPaths.packDetail]: ok(detail()), [ApiPaths.packCards]: ok(cards) });
    openPack();
    const tile = await screen.findByTestId('pack-card');
    expect(within(tile).getByRole('heading', { level: 3, name: 'Ada Stone' })).toBeInTheDocument();
    expect(tile).toHaveTextContent('Harbor Cross Rovers');
    expect(tile).toHaveTextContent('Forward');
    expect(tile.querySelector('img')).toHaveAttribute('src', '/resources/cards/7-rare.svg');
    expect(within(tile).getByRole('link', { name: 'Ada Stone' })).toHaveAttribute('href', '/card/legend-1/7?rarity=rare');
    // One page holds them all: no pager.
    expect(screen.queryByRole('navigation', { name: 'Pages of cards' })).not.toBeInTheDocument();
    const picker = screen.getByRole('group', { name: 'Show the cards as' });
    expect(within(picker).getByRole('radio', { name: 'Rare 60%' })).toBeChecked();
    await user.click(within(picker).getByRole('radio', { name: 'Unique 1%' }));
    expect(tile.querySelector('img')).toHaveAttribute('src', '/resources/cards/7-unique.svg');
    expect(tile).toHaveAttribute('data-rarity', 'unique');
    expect(within(tile).getByRole('link', { name: 'Ada Stone' })).toHaveAttribute('href', '/card/legend-1/7?rarity=unique');
  });

  it('pages the cards in this pack', async () => {
    const api = fakeApi({
      [ApiPaths.packDetail]: ok(detail()),
      [ApiPaths.packCards]: (body) =>
        ok({ ...cards, list: [{ ...cards.list[0]!, cardId: String(body.page), playerId: Number(body.page), name: `Player ${String(body.page)}` }], total: 30, page: body.page }),
    });
    openPack();
    await screen.findByRole('heading', { name: 'Player 1' });
    const pager = screen.getByRole('navigation', { name: 'Pages of cards' });
    expect(pager).toHaveTextContent('Page 1 of 2');
    await userEvent.setup().click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Player 2' })).toBeInTheDocument();
    // The new page is read from its top.
    expect(screen.getByRole('heading', { level: 2, name: 'Cards in this pack' })).toHaveFocus();
    expect(api.callsTo(ApiPaths.packCards).map((call) => call.body)).toEqual([
      { seriesId: 'legend-1', page: 1 },
      { seriesId: 'legend-1', page: 2 },
    ]);
  });

  it('keeps the fairness data closed lower on the page until asked for', async () => {
    const user = userEvent.setup();
    fakeApi({ [ApiPaths.packDetail]: ok(detail()), [ApiPaths.packCards]: ok(cards) });
    openPack();
    const fairness = await screen.findByTestId('pack-draw');
    expect(fairness).not.toHaveAttribute('open');
    expect(fairness).toHaveTextContent('Seed hash published · 0 reservations');
    expect(screen.getByTestId('seed-hash')).not.toBeVisible();
    await user.click(within(fairness).getByRole('heading', { name: 'Fairness of the lots drawing' }));
    expect(fairness).toHaveAttribute('open');
    expect(screen.getByTestId('seed-hash')).toBeVisible();
    expect(screen.getByTestId('seed-hash')).toHaveTextContent('ab'.repeat(32));
    expect(screen.getByText('The seed is revealed after the drawing, with the winners.')).toBeVisible();
    expect(screen.getByText('200 packs go to the lots winners before the sale.')).toBeVisible();
  });

  describe('verifying the lots drawing in the browser', () => {
    const SEED = '5a'.repeat(32);
    const list = [
      { position: 1, entry: 'e1', quantity: 2 },
      { position: 2, entry: 'e2', quantity: 1 },
      { position: 3, entry: 'e3', quantity: 3 },
      { position: 4, entry: 'e4', quantity: 1 },
    ];
    /** A series drawn as the API draws it (`rule`), 4 lots, then changed by `tamper`. */
    const drawn = (rule: 'fair' | 'legacy', tamper: Partial<PackSeriesDetail> = {}): PackSeriesDetail => {
      const { won, playerSeed } = drawSeriesLots(rule, SEED, list, 4);
      return detail({
        period: 'beforeSale',
        lots: 4,
        lotsRule: rule,
        seedHash: lotsSeedHash(rule, SEED),
        seed: SEED,
        playerSeed,
        nonce: rule === 'fair' ? 0 : null,
        entries: list.map((entry, index) => ({ ...entry, won: won[index] ?? 0 })),
        ...tamper,
      });
    };
    const open = async (series: PackSeriesDetail) => {
      fakeApi({ [ApiPaths.packDetail]: ok(series), [ApiPaths.packCards]: ok(cards) });
      openPack();
      const user = userEvent.setup();
      const fairness = await screen.findByTestId('pack-draw');
      await user.click(within(fairness).getByRole('heading', { name: 'Fairness of the lots drawing' }));
      await user.click(within(fairness).getByRole('button', { name: 'Verify the drawing' }));
      return screen.findByTestId('lots-verdict');
    };

    it('shows the player seed (the list hash) and nonce, says "Matches", and links to /fair with the fields filled', async () => {
      const series = drawn('fair');
      const verdict = await open(series);
      expect(screen.getByTestId('lots-player-seed')).toHaveTextContent(lotsListHash(list));
      expect(screen.getByTestId('lots-nonce')).toHaveTextContent('0 · lots');
      expect(verdict).toHaveAttribute('data-verdict', 'matches');
      expect(verdict).toHaveTextContent('Matches');
      expect(screen.getByRole('link', { name: 'Open in the verifier' })).toHaveAttribute(
        'href',
        paths.fairLots({ serverSeed: SEED, playerSeed: lotsListHash(list), seedHash: lotsSeedHash('fair', SEED), entries: 4 }),
      );
    });

    it('says "Does not match" and why: another seed hash, another list, other winners', async () => {
      const series = drawn('fair');
      const entries = series.entries.map((entry) => (entry.won === 0 ? { ...entry, won: 1 } : entry));
      const verdict = await open({ ...series, seedHash: 'ee'.repeat(32), playerSeed: 'f0'.repeat(32), entries });
      expect(verdict).toHaveAttribute('data-verdict', 'mismatch');
      expect(verdict).toHaveTextContent('Does not match');
      expect(verdict).toHaveTextContent(`The revealed seed hashes to ${lotsSeedHash('fair', SEED)}`);
      expect(verdict).toHaveTextContent('not to the published player seed');
      expect(verdict).toHaveTextContent(/reservations? (was|were) published as winning something other/);
    });

    it('verifies a series drawn by the legacy rule with that rule (no player seed)', async () => {
      const verdict = await open(drawn('legacy'));
      expect(verdict).toHaveAttribute('data-verdict', 'matches');
      expect(screen.queryByTestId('lots-player-seed')).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Open in the verifier' })).not.toBeInTheDocument();
    });
  });

  it('buys with TMT, the total following the quantity, and links to the collection to open the packs', async () => {
    logIn();
    const api = fakeApi({
      [ApiPaths.packDetail]: ok(detail({ mine: mine() })),
      [ApiPaths.packCards]: ok(cards),
      [ApiPaths.packPulls]: ok({ list: [] }),
      [ApiPaths.packCapsBuy]: ok({ seriesId: 'legend-1', tokenIds: ['11', '12'], cost: TMT(600), balance: TMT(400), mine: mine({ bought: 2 }) }),
    });
    openPack();
    const user = userEvent.setup();
    const box = within(await screen.findByTestId('pack-actions'));
    expect(box.getByText('You can buy 5 more (3 today).')).toBeInTheDocument();
    // At most what is left today (3).
    expect(within(box.getByLabelText('Packs')).getAllByRole('option').map((option) => option.textContent)).toEqual(['1', '2', '3']);
    expect(box.getByTestId('pack-total')).toHaveTextContent('Total300 TMT');
    await user.selectOptions(box.getByLabelText('Packs'), '2');
    expect(box.getByTestId('pack-total')).toHaveTextContent('Total600 TMT');
    expect(box.getByText('Paying 59.98 USD by card holds the packs for you until the payment is done (30 minutes at most).')).toBeInTheDocument();
    await user.click(box.getByRole('button', { name: 'Buy with TMT' }));
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
    openPack();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay by card' }));
    expect(api.callsTo(ApiPaths.packInitSdkOrder)[0]?.body).toEqual({ seriesId: 'legend-1', quantity: 1 });
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/api/payPay/sandbox/checkout?session=cs_1'));
  });

  it('reserves while the reservation is open', async () => {
    logIn();
    const api = fakeApi({
      [ApiPaths.packDetail]: ok(detail({ period: 'reservation', mine: mine() })),
      [ApiPaths.packCards]: ok(cards),
      [ApiPaths.packPulls]: ok({ list: [] }),
      [ApiPaths.packReserve]: ok(mine({ reservation: { entry: 'e1', quantity: 1, state: 'reserved', won: 0 } })),
    });
    openPack();
    expect(await screen.findByRole('heading', { level: 2, name: 'Reserve packs' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reserve' }));
    expect(api.callsTo(ApiPaths.packReserve)[0]?.body).toEqual({ seriesId: 'legend-1', quantity: 1 });
    expect(await screen.findByText('Reserved.')).toBeInTheDocument();
  });

  it('shows the revealed seed, the winners and my win before the sale; a refusal is said in the buy box, with Buy TMT for the TMT missing', async () => {
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
    openPack();
    expect(await screen.findByTestId('pack-draw')).toHaveTextContent('Seed revealed · 2 reservations drawn');
    expect(screen.getByTestId('seed')).toHaveTextContent('cd'.repeat(32));
    expect(within(screen.getByTestId('pack-entries')).getAllByRole('row').map((row) => row.textContent)).toEqual(['#EntryPacksWon', '1e122', '2e210']);
    expect(screen.getByText('You won 2 packs: buy them before the sale opens to everyone.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Buy with TMT' }));
    expect(await within(screen.getByTestId('pack-actions')).findByTestId('purchase-error')).toHaveTextContent('Your balance is not enough.');
    expect(within(screen.getByTestId('pack-actions')).getByRole('link', { name: 'Buy TMT' })).toHaveAttribute('href', '/user/addfunds?currency=TMT&need=180&return=%2Fpack%2Flegend-1');
  });

  it('shows my pulls: the cards an opened pack revealed as art, a sealed one with the way to open it', async () => {
    logIn();
    const pulls: PackPull[] = [
      { tokenId: '21', paidWith: 'TMT', boughtAt: NOW - 60, opened: false, revealed: [] },
      {
        tokenId: '20',
        paidWith: 'USD',
        boughtAt: NOW - 3600,
        opened: true,
        revealed: [
          { tokenId: '31', playerId: 7, name: 'Ada Stone', rarity: 'epic' },
          { tokenId: '32', playerId: 9, name: 'Bo Reyes', rarity: 'rare' },
        ],
      },
    ];
    fakeApi({ [ApiPaths.packDetail]: ok(detail({ mine: mine() })), [ApiPaths.packCards]: ok(cards), [ApiPaths.packPulls]: ok({ list: pulls }) });
    openPack();
    const [sealed, opened] = await within(await screen.findByTestId('pack-pulls')).findAllByTestId('pack-pull');
    expect(sealed).toHaveTextContent('Paid with TMT · Sealed');
    expect(within(sealed!).getByRole('link', { name: 'Open your packs in the collection' })).toHaveAttribute('href', '/collection/packs');
    expect(opened).toHaveTextContent('Paid with USD · Opened');
    expect(within(opened!).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Ada Stone', 'Bo Reyes']);
    expect([...opened!.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual(['/resources/cards/7-epic.svg', '/resources/cards/9-rare.svg']);
    expect(opened).toHaveTextContent('Epic');
  });

  it('speaks Korean', async () => {
    await act(() => setLanguage('ko'));
    logIn();
    fakeApi({ [ApiPaths.packDetail]: ok(detail({ mine: mine() })), [ApiPaths.packCards]: ok(cards), [ApiPaths.packPulls]: ok({ list: [] }) });
    openPack();
    expect(await screen.findByRole('heading', { level: 1, name: '레전드 팩' })).toBeInTheDocument();
    expect(screen.getByTestId('countdown')).toHaveTextContent(/^판매 종료까지 2:01:0[45]$/);
    expect(screen.getByTestId('pack-price')).toHaveTextContent('300 TMT 또는 카드로 29.99 USD');
    expect(screen.getByRole('heading', { level: 2, name: '팩 구매' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'TMT로 구매' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '추첨의 공정성' })).toBeInTheDocument();
  });

  it('answers an unknown pack with a way back', async () => {
    fakeApi({ [ApiPaths.packDetail]: fail('NOT_FOUND', { field: 'seriesId' }) });
    openPack('/pack/nope');
    expect(await screen.findByText('This pack does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pack details');
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Packs' })).toHaveAttribute('href', '/packs');
  });
});

describe('/card/{packId}/{cardId}', () => {
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

  it('shows the card art large in the rarity asked for, the player, and per rarity the odds, supply and pulls', async () => {
    fakeApi({ [ApiPaths.packCard]: ok(card) });
    renderPage(<CardDetailPage />, { path: '/card/:packId/:cardId', url: '/card/legend-1/7?rarity=unique' });
    expect(await screen.findByRole('heading', { name: 'Ada Stone', level: 1 })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Packs', '/packs'],
      ['Legend pack', '/pack/legend-1'],
    ]);
    expect(screen.getByRole('img', { name: 'Ada Stone, Unique card' })).toHaveAttribute('src', '/resources/cards/7-unique.svg');
    expect(within(screen.getByRole('group', { name: 'Show the card as' })).getByRole('radio', { name: 'Unique 1%' })).toBeChecked();
    const facts = within(screen.getByTestId('card-facts'));
    expect(facts.getByText('182 cm')).toBeInTheDocument();
    expect(facts.getByText('Apr 2, 1999')).toBeInTheDocument();
    expect(facts.getByText('Forward')).toBeInTheDocument();
    expect(within(screen.getByTestId('card-rarities')).getAllByRole('row').map((row) => row.textContent)).toEqual(['RarityChanceSupplyPulled', 'Rare60%1,00012', 'Unique1%10']);
    expect(screen.getByRole('link', { name: 'Buy the Legend pack' })).toHaveAttribute('href', '/pack/legend-1');
  });

  it('starts on the likeliest rarity, and another one picked goes into the address', async () => {
    fakeApi({ [ApiPaths.packCard]: ok(card) });
    renderPage(<CardDetailPage />, { path: '/card/:packId/:cardId', url: '/card/legend-1/7?rarity=nonsense' });
    expect(await screen.findByRole('img', { name: 'Ada Stone, Rare card' })).toHaveAttribute('src', '/resources/cards/7-rare.svg');
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Unique 1%' }));
    expect(screen.getByRole('img', { name: 'Ada Stone, Unique card' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/card/legend-1/7?rarity=unique');
  });
});
