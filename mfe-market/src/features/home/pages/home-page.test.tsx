import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, logoutSession, paths, setLanguage, type MarketListing, type PackSeriesSummary } from '@fc/shared';
import { fakeApi, logIn, ok } from '@fc/shared/testing';
import { currentLocation, renderPage } from '../../../test/render';
import HomePage from './home-page';

const NOW = Math.floor(Date.parse('2026-11-23T16:07:12.400Z') / 1000);
const series = (extra: Partial<PackSeriesSummary>): PackSeriesSummary => ({
  seriesId: 'legend-1',
  kind: 'legend',
  period: 'onSale',
  periods: [],
  nextPeriodAt: NOW + 3600 + 65,
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

/** Renders `/` and lets the strips' first answers land (inside act, as a user would see them). */
const renderHome = async () => {
  const view = renderPage(<HomePage />, { path: '/' });
  await act(() => jest.advanceTimersByTimeAsync(0));
  return view;
};

beforeEach(() => {
  jest.useFakeTimers({ now: Date.parse('2026-11-23T16:07:12.400Z') });
  // The packs and market strips call the API on mount; a test about something else gets empty answers.
  fakeApi({});
});

afterEach(async () => {
  jest.useRealTimers();
  act(() => logoutSession());
  await act(() => setLanguage('en'));
});

describe('home page', () => {
  it('invites a guest to sign up or sign in', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Collect football cards, build your club, win TMT');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', paths.login());
    await user.click(screen.getByRole('link', { name: 'Sign up free' }));
    expect(currentLocation()).toBe(paths.signup());
  });

  it('takes someone signed in to the packs and their collection instead', async () => {
    logIn();
    await renderHome();
    expect(screen.queryByRole('link', { name: 'Sign up free' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the packs' })).toHaveAttribute('href', paths.packs());
    expect(screen.getByRole('link', { name: 'My collection' })).toHaveAttribute('href', paths.collection());
  });

  it('counts down to the next half-hour TopPrize payout, live, with the pool', async () => {
    await renderHome();
    const strip = within(screen.getByTestId('home-top-prize'));
    expect(strip.getByTestId('home-top-prize-pool')).toHaveTextContent('2,600 TMT');
    expect(strip.getByText('10,000,000 TMT')).toBeInTheDocument();
    // 16:07:12.4 → 16:30:00 is 22 min 47.6 s.
    expect(strip.getByTestId('home-top-prize-countdown')).toHaveTextContent('22:48');
    act(() => jest.advanceTimersByTime(3000));
    expect(strip.getByTestId('home-top-prize-countdown')).toHaveTextContent('22:45');
    // Past the payout it counts down to the next one.
    act(() => jest.advanceTimersByTime((22 * 60 + 45) * 1000));
    expect(strip.getByTestId('home-top-prize-countdown')).toHaveTextContent('30:00');
    expect(strip.getByRole('link', { name: 'Enter TopPrize' })).toHaveAttribute('href', paths.topPrize());
  });

  it("shows TopManager's season, its daily bonus and today's leading clubs", async () => {
    const row = (rank: number, club: string, points: number) => ({ rank, club, points, matches: points, wins: 0, draws: points, losses: 0, reward: null, me: false });
    const api = fakeApi({
      [ApiPaths.gameRanking]: ok({ list: [row(1, 'Seoul Tigers', 12), row(2, 'Busan Waves', 9), row(3, 'Incheon United', 1), row(4, 'Daegu FC', 1)] }),
    });
    await renderHome();
    const strip = within(screen.getByTestId('home-top-manager'));
    // 23 November 2026 is day 22 of S0 (from 2 November).
    expect(strip.getByText(/Season S0, day 22 of 28\./)).toHaveTextContent('Every day at 00:00 UTC the top clubs share 25,000 TMT by points.');
    expect(api.callsTo(ApiPaths.gameRanking).map((call) => call.body)).toEqual([{ scope: 'daily' }]);
    const leaders = within(strip.getByTestId('home-top-manager-leaders')).getAllByRole('listitem');
    expect(leaders.map((leader) => leader.textContent)).toEqual(['Seoul Tigers12 points', 'Busan Waves9 points', 'Incheon United1 point']);
    expect(strip.getByRole('link', { name: 'Play TopManager' })).toHaveAttribute('href', paths.gameHome());
    expect(strip.getByRole('link', { name: 'See the ranking' })).toHaveAttribute('href', paths.topManagerRanking());
  });

  it('leaves the leaders out when the ranking cannot be read', async () => {
    await renderHome();
    expect(within(screen.getByTestId('home-top-manager')).queryByTestId('home-top-manager-leaders')).not.toBeInTheDocument();
  });

  it('explains how to play in five steps, in order, each with its link', async () => {
    await renderHome();
    const steps = within(screen.getByTestId('home-how-to-play')).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Collect packs',
      'Build a lineup',
      'Play TopManager',
      'Trade on the market',
      'Win in TopPrize',
    ]);
    expect(within(steps[0]!).getByRole('link')).toHaveAttribute('href', paths.packs());
    expect(within(steps[3]!).getByRole('link')).toHaveAttribute('href', paths.market());
    expect(within(steps[4]!).getByRole('link')).toHaveAttribute('href', paths.topPrize());
  });

  it('links to the packs, market, shop, bidding sale and game, and keeps a place for the packs on sale', async () => {
    await renderHome();
    const explore = within(screen.getByTestId('home-explore'));
    expect(explore.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      paths.packs(),
      paths.market(),
      paths.propShop(),
      paths.poolSale(),
      paths.gameHome(),
    ]);
    expect(within(screen.getByTestId('home-packs-on-sale')).getByRole('link', { name: 'Browse the packs' })).toHaveAttribute(
      'href',
      paths.packs(),
    );
  });

  it('speaks Korean', async () => {
    await act(() => setLanguage('ko'));
    await renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('축구 카드를 모으고, 구단을 만들고, TMT를 받으세요');
    expect(screen.getByRole('link', { name: '무료 회원가입' })).toHaveAttribute('href', paths.signup());
    expect(screen.getByRole('heading', { name: '플레이 방법' })).toBeInTheDocument();
    expect(screen.getByTestId('home-top-prize-pool')).toHaveTextContent('2,600 TMT');
  });

  it('lists the packs on sale first, then those about to open, with live countdowns, and leaves out ended ones', async () => {
    fakeApi({
      [ApiPaths.packList]: ok({
        list: [
          series({ seriesId: 'all-star-0', kind: 'allStar', period: 'end', nextPeriodAt: null }),
          series({ seriesId: 'all-star-2', kind: 'allStar', period: 'exhibition', nextPeriodAt: NOW + 2 * 86_400 }),
          series({ seriesId: 'legend-1' }),
        ],
      }),
    });
    await renderHome();
    const packs = await screen.findAllByTestId('home-pack');
    expect(packs.map((pack) => pack.getAttribute('data-period'))).toEqual(['onSale', 'exhibition']);
    expect(within(packs[0]!).getByRole('link', { name: 'Legend pack' })).toHaveAttribute('href', paths.pack('legend-1'));
    expect(within(packs[0]!).getByTestId('home-pack-countdown')).toHaveTextContent('Sale ends in 1:01:05');
    expect(within(packs[0]!).getByTestId('home-pack-left')).toHaveTextContent('120 of 500 left');
    expect(within(packs[1]!).getByTestId('home-pack-countdown')).toHaveTextContent('Reservation in 2d 0:00:00');
    act(() => jest.advanceTimersByTime(5_000));
    expect(within(packs[0]!).getByTestId('home-pack-countdown')).toHaveTextContent('Sale ends in 1:01:00');
  });

  it('shows the newest and the top FP listings from the market, each linking to its page, and a link to the market', async () => {
    const listing = (transId: string, name: string, price: string, saleType: 'fixed' | 'auction'): MarketListing => ({
      transId,
      tab: 'fp',
      saleType,
      state: 'listed',
      item: {
        tokenId: `9${transId}`,
        family: 'fp',
        state: 'listed',
        rarity: 'rare',
        serial: null,
        supply: null,
        kind: null,
        trialUntil: null,
        player: { id: 1, name, nationality: 'GB', born: '2000-01-01', position: 'MF', preferredPosition: 'CM', heightCm: 175, club: { id: 1, name: 'Club', shortName: 'CLB', primaryColor: '#fff', secondaryColor: '#000' } },
        fp: { level: 1, xp: 0, stamina: 100, rating: 60 },
      },
      price: `${price}${'0'.repeat(18)}`,
      startPrice: `${price}${'0'.repeat(18)}`,
      minNextBid: null,
      bidCount: 0,
      seller: 'a***',
      mine: false,
      leading: null,
      favorite: null,
      listedAt: NOW,
      endsAt: saleType === 'auction' ? NOW + 3600 : null,
      closedAt: null,
      soldPrice: null,
    });
    const api = fakeApi({
      [ApiPaths.marketList]: (body) =>
        ok({
          list: body.sort === 'newest' ? [listing('7', 'Ada Stone', '12', 'fixed')] : [listing('3', 'Bo Reyes', '900', 'auction'), listing('7', 'Ada Stone', '12', 'fixed')],
          total: 2,
          page: 1,
          pageSize: 4,
          now: NOW,
        }),
    });
    await renderHome();
    const newest = within(screen.getByTestId('home-market-newest'));
    expect(await newest.findByRole('link', { name: 'Ada Stone' })).toHaveAttribute('href', paths.marketDetail('fp', '7'));
    expect(newest.getByText('12 TMT')).toBeInTheDocument();
    const top = within(screen.getByTestId('home-market-top'));
    expect((await top.findAllByTestId('home-listing')).map((item) => item.textContent)).toEqual(['Bo ReyesAuction900 TMT', 'Ada StoneFixed price12 TMT']);
    expect(api.callsTo(ApiPaths.marketList).map((call) => call.body).sort((a, b) => String(a.sort).localeCompare(String(b.sort)))).toEqual([
      { tab: 'fp', sort: 'newest', page: 1, pageSize: 4 },
      { tab: 'fp', sort: 'priceDesc', page: 1, pageSize: 4 },
    ]);
    expect(within(screen.getByTestId('home-market')).getByRole('link', { name: 'Go to the market' })).toHaveAttribute('href', paths.market());
  });

  it('says the market is empty when nothing is listed (or the call failed)', async () => {
    fakeApi({});
    await renderHome();
    expect(await within(screen.getByTestId('home-market-newest')).findByText('Nothing listed yet: be the first to sell a card.')).toBeInTheDocument();
  });
});
