import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, logoutSession, paths } from '@fc/shared';
import { fakeApi, fail, logIn, ok } from '@fc/shared/testing';
import { currentLocation, renderPage } from '../../../test/render';
import { grant, NOW, rewards, TMT } from '../lib/fixtures';
import PvpRewardsPage from './pvp-rewards-page';
import RewardsPage from './rewards-page';

jest.setTimeout(30_000);
const FIRST = { timeout: 10_000 };

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  logoutSession();
});

function renderRewards(url: string = paths.topManagerRewards()) {
  renderPage(<RewardsPage />, {
    path: paths.topManagerRewards(),
    url,
    routes: { [paths.pvpRewards()]: <PvpRewardsPage /> },
  });
}

describe('Rewards for a guest', () => {
  beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(NOW * 1000));

  it('explains how the daily reward pays and asks to sign up, without asking the server', async () => {
    const api = fakeApi({});
    renderRewards();
    const how = await screen.findByRole('region', { name: 'Daily rewards' }, FIRST);
    expect(how).toHaveTextContent(
      "Every day at 00:00 UTC, 25,000 TMT is shared by the day's points among the top 10,000 clubs. Each share is released over 30 days.",
    );
    expect(screen.getByText('Sign up to earn rewards')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', paths.signup());
    expect(api.callsTo(ApiPaths.gameRewards)).toHaveLength(0);
  });

  it('explains PVP rewards on the PVP page', async () => {
    fakeApi({});
    renderPage(<PvpRewardsPage />, { path: paths.pvpRewards() });
    expect(await screen.findByRole('region', { name: 'PVP rewards' }, FIRST)).toHaveTextContent(
      'A PVP win pays 10 TMT and a draw 3 TMT, for your first 5 rewarded matches of each UTC day. Each is released over 30 days.',
    );
    expect(screen.getByRole('tab', { name: 'PVP' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('Rewards for a manager', () => {
  beforeEach(() => logIn());

  it('lists the daily grants with their vesting, the totals, the claim center and the estimate', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(NOW * 1000);
    const api = fakeApi({ [ApiPaths.gameRewards]: ok(rewards()) });
    renderRewards();
    const rows = await screen.findAllByTestId('reward-row', {}, FIRST);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Day 2030-03-16')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Rank #3 · 12 points')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('150 TMT of 300 TMT released (50%)')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('meter', { name: 'Released' })).toHaveAttribute('aria-valuenow', '50');
    expect(within(rows[0]!).getByText('100 TMT')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('meter', { name: 'Released' })).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByTestId('total-amount')).toHaveTextContent('400 TMT');
    expect(screen.getByTestId('total-released')).toHaveTextContent('150 TMT');
    expect(screen.getByTestId('total-claimed')).toHaveTextContent('50 TMT');
    expect(screen.getByTestId('total-claimable')).toHaveTextContent('100 TMT');
    expect(screen.getByRole('link', { name: 'Claim at the claim center' })).toHaveAttribute('href', paths.claimCenter());
    expect(screen.getByTestId('next-countdown')).toHaveTextContent('2:01:01');
    expect(screen.getByRole('region', { name: 'Next daily payout' })).toHaveTextContent('Paid in2:01:01Paid every day at 00:00 UTC.');
    expect(screen.getByTestId('estimate')).toHaveTextContent("Your estimated share at today's points: 125 TMT");
    expect(api.callsTo(ApiPaths.gameRewards).map((call) => call.body)).toEqual([{ kind: 'daily' }]);
  });

  it("counts down to the next payout on the server's clock, and asks again once it falls due", async () => {
    jest.useFakeTimers({ now: (NOW + 3600) * 1000 });
    // The device is an hour ahead of the server: the countdown follows the server.
    const api = fakeApi({ [ApiPaths.gameRewards]: ok(rewards({ nextAt: NOW + 3, now: NOW })) });
    renderRewards();
    expect(await screen.findByTestId('next-countdown', {}, FIRST)).toHaveTextContent(/^00:03$/);
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByTestId('next-countdown')).toHaveTextContent(/^00:01$/);
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByTestId('next-countdown')).toHaveTextContent('Being paid now…');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(api.callsTo(ApiPaths.gameRewards)).toHaveLength(2);
  });

  it('shows the season tab from its link', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(NOW * 1000);
    const api = fakeApi({
      [ApiPaths.gameRewards]: (body: unknown) =>
        (body as { kind: string }).kind === 'season'
          ? ok(rewards({ kind: 'season', list: [grant({ source: 'topManagerSeason', ref: 'S42', rank: 9, points: 80 })], total: 1, estimate: null }))
          : ok(rewards()),
    });
    renderRewards();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Season' }, FIRST));
    expect(await screen.findByText('Season S42')).toBeInTheDocument();
    expect(currentLocation()).toBe('/game/rewards/topmanager?kind=season');
    expect(screen.getByTestId('estimate')).toHaveTextContent("No season points yet: play ranked matches to share in the season's reward.");
    expect(api.callsTo(ApiPaths.gameRewards).at(-1)?.body).toEqual({ kind: 'season' });
  });

  it("shows PVP rewards with today's rewarded matches and links each to its match", async () => {
    jest.spyOn(Date, 'now').mockReturnValue(NOW * 1000);
    const api = fakeApi({
      [ApiPaths.gameRewards]: ok(
        rewards({
          kind: 'pvp',
          list: [grant({ source: 'pvp', ref: '901', rank: null, points: null, amount: TMT(10) })],
          total: 1,
          estimate: null,
          rewardedToday: 2,
          rewardedPerDay: 5,
        }),
      ),
    });
    renderPage(<PvpRewardsPage />, { path: paths.pvpRewards() });
    expect(await screen.findByTestId('pvp-today', {}, FIRST)).toHaveTextContent(/^2 of 5$/);
    expect(screen.getByRole('link', { name: 'Match 901' })).toHaveAttribute('href', paths.gameMatch('901'));
    expect(screen.queryByText(/Rank #/)).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Daily' })).toHaveAttribute('href', paths.topManagerRewards());
    expect(api.callsTo(ApiPaths.gameRewards).map((call) => call.body)).toEqual([{ kind: 'pvp' }]);
  });

  it('says there is no reward yet, and offers a retry when the list fails', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(NOW * 1000);
    let answer = fail('UNKNOWN');
    fakeApi({ [ApiPaths.gameRewards]: () => answer });
    renderRewards();
    expect(await screen.findByText('Your rewards could not be loaded', {}, FIRST)).toBeInTheDocument();
    answer = ok(rewards({ list: [], total: 0, estimate: '0' }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No daily reward yet: finish a day on the ranking with points to get one.')).toBeInTheDocument();
    expect(screen.getByTestId('estimate')).toHaveTextContent('No points today yet: play a ranked match to share in the next payout.');
  });
});
