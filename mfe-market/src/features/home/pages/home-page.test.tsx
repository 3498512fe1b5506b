import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, i18n, logoutSession, paths, setLanguage } from '@fc/shared';
import { fakeApi, logIn, ok } from '@fc/shared/testing';
import en from '../../../locales/en/market.json';
import face from '../../../routes';
import { listing, NOW, ranking, row, series } from '../../../test/home-answers';
import { currentLocation, renderPage } from '../../../test/render';
import HomePage from './home-page';

/** Renders `/` and lets the plain calls' first answers (or refusals, a few promise steps longer) land inside act. */
const renderHome = async () => {
  const view = renderPage(<HomePage />, { path: '/' });
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
    await jest.advanceTimersByTimeAsync(0);
  });
  return view;
};

beforeEach(() => {
  jest.useFakeTimers({ now: Date.parse('2026-11-23T16:07:12.400Z') });
  // The page's plain calls run on mount; a test about something else gets NOT_FOUND for them.
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

  it('outlines the page with one h1, then h2 sections and h3/h4 inside, never skipping a level', async () => {
    fakeApi({
      [ApiPaths.packList]: ok({ list: [series({})] }),
      [ApiPaths.gameRanking]: ok(ranking([row(1, 'Seoul Tigers', 12)])),
    });
    await renderHome();
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.forEach((level, index) => index > 0 && expect(level).toBeLessThanOrEqual(levels[index - 1]! + 1));
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'TopManager',
      'TopPrize',
      'Packs on sale',
      'On the market',
      'How to play',
      'Explore',
    ]);
  });

  it('counts down to the next half-hour TopPrize payout, live, with the pool', async () => {
    await renderHome();
    const block = within(screen.getByTestId('home-top-prize'));
    expect(block.getByTestId('home-top-prize-pool')).toHaveTextContent('2,600 TMT');
    expect(block.getByText('10,000,000 TMT')).toBeInTheDocument();
    // 16:07:12 → 16:30:00 is 22 min 48 s.
    expect(block.getByTestId('home-top-prize-countdown')).toHaveTextContent('22:48');
    act(() => jest.advanceTimersByTime(3000));
    expect(block.getByTestId('home-top-prize-countdown')).toHaveTextContent('22:45');
    expect(block.getByRole('link', { name: 'Enter TopPrize' })).toHaveAttribute('href', paths.topPrize());
  });

  it('counts down to the following payout once one has passed', async () => {
    jest.setSystemTime(Date.parse('2026-11-23T16:29:58.400Z'));
    await renderHome();
    expect(screen.getByTestId('home-top-prize-countdown')).toHaveTextContent('00:02');
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByTestId('home-top-prize-countdown')).toHaveTextContent('29:59');
  });

  it("counts on the server's clock once the packs answer, whatever the device's clock says", async () => {
    // The server is 2 minutes ahead of this device: 16:09:12 → 16:30:00 is 20:48.
    fakeApi({ [ApiPaths.packList]: ok({ list: [series({ now: NOW + 120 })] }) });
    await renderHome();
    expect(screen.getByTestId('home-top-prize-countdown')).toHaveTextContent('20:48');
  });

  it("shows TopManager's season and day, today's prize and when it is shared, the season's prize and today's leaders", async () => {
    const api = fakeApi({
      [ApiPaths.gameRanking]: ok(ranking([row(1, 'Seoul Tigers', 12), row(2, 'Busan Waves', 9), row(3, 'Incheon United', 1), row(4, 'Daegu FC', 1)])),
    });
    await renderHome();
    const block = within(screen.getByTestId('home-top-manager'));
    expect(block.getByTestId('home-top-manager-season')).toHaveTextContent('S0 · day 22 of 28');
    expect(block.getByTestId('home-top-manager-daily')).toHaveTextContent('25,000 TMT');
    // Shared at 00:00 UTC: 16:07:12 → 24:00:00 is 7:52:48.
    expect(block.getByTestId('home-top-manager-paid-in')).toHaveTextContent('7:52:48');
    expect(block.getByText('250,000 TMT')).toBeInTheDocument();
    expect(api.callsTo(ApiPaths.gameRanking).map((call) => call.body)).toEqual([{ scope: 'daily' }]);
    const leaders = within(block.getByTestId('home-top-manager-leaders')).getAllByRole('listitem');
    expect(leaders.map((leader) => leader.textContent)).toEqual(['1Seoul Tigers12 points', '2Busan Waves9 points', '3Incheon United1 point']);
    expect(block.queryByTestId('home-top-manager-my-rank')).not.toBeInTheDocument();
    expect(block.getByRole('link', { name: 'Play TopManager' })).toHaveAttribute('href', paths.gameHome());
    expect(block.getByRole('link', { name: 'See the ranking' })).toHaveAttribute('href', paths.topManagerRanking());
  });

  it('shows someone signed in their rank today, or that they have no rank yet', async () => {
    logIn();
    const api = fakeApi({ [ApiPaths.gameRanking]: ok(ranking([row(1, 'Seoul Tigers', 12)], row(12, 'My Club', 4, true))) });
    const view = await renderHome();
    expect(screen.getByTestId('home-top-manager-my-rank')).toHaveTextContent('#12 · 4 points');
    view.unmount();
    api.set(ApiPaths.gameRanking, ok(ranking([row(1, 'Seoul Tigers', 12)])));
    await renderHome();
    expect(screen.getByTestId('home-top-manager-my-rank')).toHaveTextContent('Not ranked yet: play a match today');
  });

  it('falls back on the calendar and the rules when the ranking cannot be read, without leaders', async () => {
    await renderHome();
    const block = within(screen.getByTestId('home-top-manager'));
    // 23 November 2026 is day 22 of S0 (from 2 November).
    expect(block.getByTestId('home-top-manager-season')).toHaveTextContent('S0 · day 22 of 28');
    expect(block.getByTestId('home-top-manager-daily')).toHaveTextContent('25,000 TMT');
    expect(block.queryByTestId('home-top-manager-leaders')).not.toBeInTheDocument();
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
    expect(within(steps[0]!).getByRole('link', { name: 'Packs' })).toHaveAttribute('href', paths.packs());
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
    const packs = within(screen.getByTestId('home-packs-on-sale'));
    expect(packs.getByText('Legend and All Star packs: supply, odds and the sale schedule are on the packs page.')).toBeInTheDocument();
    expect(packs.getByRole('link', { name: 'Browse the packs' })).toHaveAttribute('href', paths.packs());
  });

  it('speaks Korean', async () => {
    await act(() => setLanguage('ko'));
    fakeApi({ [ApiPaths.packList]: ok({ list: [series({ period: 'exhibition', nextPeriodAt: NOW + 2 * 86_400 })] }) });
    await renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('축구 카드를 모으고, 구단을 만들고, TMT를 받으세요');
    expect(screen.getByRole('link', { name: '무료 회원가입' })).toHaveAttribute('href', paths.signup());
    expect(screen.getByRole('heading', { name: '플레이 방법' })).toBeInTheDocument();
    expect(screen.getByTestId('home-top-prize-pool')).toHaveTextContent('2,600 TMT');
    expect(screen.getByTestId('home-top-manager-season')).toHaveTextContent('S0 · 28일 중 22일째');
    const pack = screen.getByTestId('home-pack');
    expect(within(pack).getByTestId('countdown')).toHaveTextContent('예약까지 2일 00:00:00');
    expect(within(pack).getByTestId('supply-left')).toHaveTextContent('500개 중 120개 남음');
  });

  it('shows the packs on sale first, then those about to open, as tiles with art, live countdown, price and supply; ended ones left out', async () => {
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
    const legend = within(packs[0]!);
    expect(legend.getByRole('heading', { level: 3, name: 'Legend pack' })).toBeInTheDocument();
    expect(legend.getByRole('link', { name: 'Legend pack' })).toHaveAttribute('href', paths.pack('legend-1'));
    expect(packs[0]!.querySelector('img')).toHaveAttribute('src', '/resources/common/pack-legend.svg');
    expect(legend.getByTestId('period')).toHaveTextContent('On sale');
    expect(legend.getByTestId('countdown')).toHaveTextContent('Sale ends in 1:01:05');
    expect(legend.getByTestId('pack-price')).toHaveTextContent('300 TMT or 29.99 USD by card');
    expect(legend.getByTestId('supply-left')).toHaveTextContent('120 of 500 left');
    expect(legend.getByRole('meter', { name: 'Packs left' })).toHaveAttribute('aria-valuetext', '120 of 500 left');
    expect(within(packs[1]!).getByTestId('countdown')).toHaveTextContent('Reservation in 2d 00:00:00');
    act(() => jest.advanceTimersByTime(5_000));
    expect(legend.getByTestId('countdown')).toHaveTextContent('Sale ends in 1:01:00');
  });

  it('shows the newest and the top FP listings as card art with rarity and price, each linking to its page', async () => {
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
    const top = (await within(screen.getByTestId('home-market-top')).findAllByTestId('home-listing')).map((tile) => within(tile));
    expect(top.map((tile) => tile.getByRole('heading', { level: 4 }).textContent)).toEqual(['Bo Reyes', 'Ada Stone']);
    expect(top[0]!.getByText('Rare')).toBeInTheDocument();
    expect(top[0]!.getByText('Midfielder')).toBeInTheDocument();
    expect(top[0]!.getByText('Current bid')).toBeInTheDocument();
    expect(top[0]!.getByText('900 TMT')).toBeInTheDocument();
    expect(top[1]!.getByText('Fixed price')).toBeInTheDocument();
    expect(screen.getAllByTestId('home-listing')[0]!.querySelector('img')).toHaveAttribute('src', '/resources/cards/7-rare.svg');
    expect(api.callsTo(ApiPaths.marketList).map((call) => call.body).sort((a, b) => String(a.sort).localeCompare(String(b.sort)))).toEqual([
      { tab: 'fp', sort: 'newest', page: 1, pageSize: 4 },
      { tab: 'fp', sort: 'priceDesc', page: 1, pageSize: 4 },
    ]);
    expect(within(screen.getByTestId('home-market')).getByRole('link', { name: 'Go to the market' })).toHaveAttribute('href', paths.market());
  });

  it('says the market is empty when nothing is listed (or the call failed)', async () => {
    await renderHome();
    expect(await within(screen.getByTestId('home-market-newest')).findByText('Nothing listed yet: be the first to sell a card.')).toBeInTheDocument();
  });

  it("says everything with the English its face bundles: a guest's first load carries no other page's strings", async () => {
    i18n.removeResourceBundle('en', 'market');
    i18n.addResourceBundle('en', 'market', face.resources.en);
    try {
      const answers = {
        [ApiPaths.packList]: ok({ list: [series({}), series({ seriesId: 'all-star-1', kind: 'allStar', period: 'exhibition', left: 0 })] }),
        [ApiPaths.gameRanking]: ok(ranking([row(1, 'Seoul Tigers', 12)], row(12, 'My Club', 4, true))),
        [ApiPaths.marketList]: ok({ list: [listing('3', 'Bo Reyes', '900', 'auction'), listing('7', 'Ada Stone', '12', 'fixed')], total: 2, page: 1, pageSize: 4, now: NOW }),
      };
      for (const signedIn of [false, true]) {
        if (signedIn) logIn();
        fakeApi(answers);
        const { unmount } = await renderHome();
        await screen.findAllByTestId('home-listing');
        const shown = [document.body.textContent, ...[...document.querySelectorAll('[aria-label], [title], [alt]')].flatMap((node) =>
          ['aria-label', 'title', 'alt'].map((name) => node.getAttribute(name) ?? ''),
        )].join('\n');
        // A key i18next could not find is shown as itself: `packs.kind.legend`.
        expect(shown).not.toMatch(new RegExp(`\\b(${Object.keys(en).join('|')})\\.[a-zA-Z]`));
        unmount();
      }
    } finally {
      i18n.addResourceBundle('en', 'market', en, true, false);
    }
  });
});
