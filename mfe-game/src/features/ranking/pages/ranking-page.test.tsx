import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, logoutSession, paths } from '@fc/shared';
import { fail, fakeApi, logIn, ok } from '@fc/shared/testing';
import { currentLocation, renderPage } from '../../../test/render';
import { NOW, ranking, row, TMT } from '../lib/fixtures';
import RankingPage from './ranking-page';

jest.setTimeout(30_000);
const FIRST = { timeout: 10_000 };

beforeEach(() => {
  jest.spyOn(Date, 'now').mockReturnValue(NOW * 1000);
});
afterEach(() => {
  jest.restoreAllMocks();
  logoutSession();
});

function renderRanking(url: string = paths.topManagerRanking()) {
  renderPage(<RankingPage />, { path: paths.topManagerRanking(), url });
}

const rowsText = () => screen.getAllByTestId('ranking-row').map((tr) => within(tr).getAllByRole('cell').map((cell) => cell.textContent));

describe('Ranking for a guest', () => {
  it("shows today's live ranking with each club's record and reward share, and a sign-up prompt instead of a position", async () => {
    const api = fakeApi({ [ApiPaths.gameRanking]: ok(ranking()) });
    renderRanking();
    expect(await screen.findByRole('table', { name: "Today's ranking" }, FIRST)).toBeInTheDocument();
    expect(rowsText()).toEqual([
      ['1', 'Northgate FCChallenge', '12', '4-0-1', '5', '1,500 TMT'],
      ['2', 'Harbor Cross RoversChallenge', '7', '2-1-0', '3', '875 TMT'],
    ]);
    expect(screen.getByTestId('ranking-status')).toHaveTextContent(
      'Live: it changes after every match. At 00:00 UTC 25,000 TMT is shared by points among the top clubs.',
    );
    expect(screen.getByText('Sign up to get on the ranking')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', paths.signup());
    expect(screen.queryByRole('region', { name: 'My position' })).not.toBeInTheDocument();
    // One page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Ranking pages' })).not.toBeInTheDocument();
    expect(api.callsTo(ApiPaths.gameRanking).map((call) => call.body)).toEqual([{ scope: 'daily' }]);
  });

  it('explains that the season ranking opens after its first day, and goes back to today', async () => {
    const api = fakeApi({
      [ApiPaths.gameRanking]: (body: unknown) =>
        (body as { scope: string }).scope === 'season' ? fail('RANKING_NOT_STARTED') : ok(ranking()),
    });
    renderRanking();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Season' }, FIRST));
    expect(await screen.findByText('The season ranking has not started yet')).toBeInTheDocument();
    expect(screen.getByText("It opens once the season's first day has ended at 00:00 UTC. Today's ranking is live already.")).toBeInTheDocument();
    expect(currentLocation()).toBe('/game/ranking/topmanager?scope=season');
    await user.click(screen.getByRole('button', { name: "See today's ranking" }));
    expect(await screen.findByRole('table', { name: "Today's ranking" })).toBeInTheDocument();
    expect(currentLocation()).toBe('/game/ranking/topmanager');
    expect(api.callsTo(ApiPaths.gameRanking)[1]?.body).toEqual({ scope: 'season' });
  });
});

describe('Ranking for a manager', () => {
  beforeEach(() => logIn());

  it('pins my position above the list and marks my row in it', async () => {
    const me = row({ rank: 2, club: 'Harbor Cross Rovers', points: 7, matches: 3, wins: 2, draws: 1, losses: 0, reward: TMT(875), me: true });
    fakeApi({ [ApiPaths.gameRanking]: ok(ranking({ list: [row(), me], me })) });
    renderRanking();
    const mine = await screen.findByRole('region', { name: 'My position' }, FIRST);
    const position = await within(mine).findByTestId('my-position');
    expect([...position.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)).toEqual([
      'Rank: #2',
      'Club: Harbor Cross Rovers',
      'Points: 7',
      'W-D-L: 2-1-0',
      'Matches: 3',
      'Reward share: 875 TMT',
    ]);
    expect(screen.getAllByTestId('ranking-row')[1]).toHaveTextContent('Harbor Cross RoversYou');
    expect(screen.getAllByTestId('ranking-row')[1]).toHaveAttribute('aria-current', 'true');
    expect(screen.getAllByTestId('ranking-row')[0]).not.toHaveTextContent('You');
    expect(screen.getAllByTestId('ranking-row')[0]).not.toHaveAttribute('aria-current');
    const [other] = screen.getAllByTestId('ranking-row');
    const challenge = within(other!).getByRole('link', { name: `Challenge ${row().club} to a PVP match` });
    expect(challenge).toHaveAttribute('href', `/game/pvp?club=${encodeURIComponent(row().club)}`);
    expect(within(screen.getAllByTestId('ranking-row')[1]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it("goes to the page of the list my club is on, leaving a search", async () => {
    const me = row({ rank: 120, club: 'Harbor Cross Rovers', points: 1, me: true });
    const api = fakeApi({
      [ApiPaths.gameRanking]: (body: unknown) => ok(ranking({ total: 300, page: (body as { page?: number }).page ?? 1, me })),
    });
    renderRanking(`${paths.topManagerRanking()}?q=north`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Show my page (3)' }, FIRST));
    expect(await screen.findByText('Page 3 of 6')).toBeInTheDocument();
    expect(currentLocation()).toBe('/game/ranking/topmanager?page=3');
    expect(screen.queryByRole('button', { name: 'Show my page (3)' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search a club' })).toHaveValue('');
    expect(api.callsTo(ApiPaths.gameRanking).at(-1)?.body).toEqual({ scope: 'daily', page: 3 });
  });

  it('says how to get on the ranking when the manager has no match in it', async () => {
    fakeApi({ [ApiPaths.gameRanking]: ok(ranking()) });
    renderRanking();
    const mine = await screen.findByRole('region', { name: 'My position' }, FIRST);
    expect(await within(mine).findByText('You have no match in this ranking yet: play a TopManager match to get on it.')).toBeInTheDocument();
  });

  it('searches a club once typing pauses, from page 1', async () => {
    const api = fakeApi({
      [ApiPaths.gameRanking]: (body: unknown) =>
        (body as { q?: string }).q === 'north' ? ok(ranking({ list: [row()], total: 1 })) : ok(ranking({ total: 120, page: 3 })),
    });
    renderRanking(`${paths.topManagerRanking()}?page=3`);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Search a club' }, FIRST), 'north');
    await waitFor(() => expect(screen.getAllByTestId('ranking-row')).toHaveLength(1));
    expect(currentLocation()).toBe('/game/ranking/topmanager?q=north');
    expect(api.callsTo(ApiPaths.gameRanking).map((call) => call.body)).toEqual([{ scope: 'daily', page: 3 }, { scope: 'daily', q: 'north' }]);
  });

  it('tells when no club matches the search', async () => {
    fakeApi({ [ApiPaths.gameRanking]: ok(ranking({ list: [], total: 0 })) });
    renderRanking(`${paths.topManagerRanking()}?q=zzz`);
    expect(await screen.findByText('No ranked club matches “zzz”.', {}, FIRST)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search a club' })).toHaveValue('zzz');
  });

  it('pages through the list', async () => {
    const api = fakeApi({
      [ApiPaths.gameRanking]: (body: unknown) => ok(ranking({ total: 120, page: (body as { page?: number }).page ?? 1 })),
    });
    renderRanking();
    const user = userEvent.setup();
    expect(await screen.findByText('Page 1 of 3', {}, FIRST)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(currentLocation()).toBe('/game/ranking/topmanager?page=2');
    expect(api.callsTo(ApiPaths.gameRanking).at(-1)?.body).toEqual({ scope: 'daily', page: 2 });
  });

  it("shows a past day's final ranking picked by date", async () => {
    const api = fakeApi({
      [ApiPaths.gameRanking]: (body: unknown) =>
        (body as { day?: string }).day ? ok(ranking({ day: '2030-03-15', final: true })) : ok(ranking()),
    });
    renderRanking();
    const picker = await screen.findByLabelText('Day (UTC)', {}, FIRST);
    expect(picker).toHaveValue('2030-03-17');
    fireEvent.change(picker, { target: { value: '2030-03-15' } });
    expect(await screen.findByRole('table', { name: 'Ranking of 2030-03-15' })).toBeInTheDocument();
    expect(screen.getByTestId('ranking-status')).toHaveTextContent('Final ranking: 25,000 TMT has been shared by points.');
    expect(api.callsTo(ApiPaths.gameRanking).at(-1)?.body).toEqual({ scope: 'daily', day: '2030-03-15' });
  });

  it('picks a past season and explains a season that has not started', async () => {
    const api = fakeApi({
      [ApiPaths.gameRanking]: (body: unknown) =>
        (body as { season?: number }).season === 42
          ? ok(ranking({ scope: 'season', day: null, final: true, season: { ...ranking().season, index: 42, label: 'S42' } }))
          : fail('SEASON_NOT_STARTED'),
    });
    renderRanking(`${paths.topManagerRanking()}?scope=season`);
    expect(await screen.findByText('This season or day has not started yet', {}, FIRST)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Season' }), 'S42');
    expect(await screen.findByRole('table', { name: 'Season S42 ranking' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/game/ranking/topmanager?scope=season&season=42');
    expect(api.callsTo(ApiPaths.gameRanking).at(-1)?.body).toEqual({ scope: 'season', season: 42 });
  });
});
