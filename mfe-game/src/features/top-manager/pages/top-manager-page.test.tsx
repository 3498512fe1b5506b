import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, logoutSession, paths } from '@fc/shared';
import { fail, fakeApi, logIn, ok } from '@fc/shared/testing';
import { currentLocation, renderPage } from '../../../test/render';
import { energy, group, home, idleQueue, NOW, ranking, TMT, waitingQueue } from '../../../test/fixtures';
import TopManagerPage from './top-manager-page';

// The navbar's stream is not open in a page test: the page's subscriptions are captured to hand them an event.
const liveHandlers = new Map<string, (event: unknown) => void>();
jest.mock('@fc/shared/live', () => ({
  useLiveEvent: (type: string, handler: (event: unknown) => void) => liveHandlers.set(type, handler),
}));

jest.setTimeout(30_000);
const FIRST = { timeout: 10_000 };

beforeEach(() => {
  liveHandlers.clear();
  jest.spyOn(Date, 'now').mockReturnValue(NOW * 1000);
});
afterEach(() => {
  jest.restoreAllMocks();
  logoutSession();
});

const groups = (list = [group(), group({ groupId: '8', name: 'Rotation', active: false, rating: 55 })]) => ok({ groups: list, max: 5 });

function managerApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    [ApiPaths.gameHome]: ok(home()),
    [ApiPaths.gameGroups]: groups(),
    [ApiPaths.gameQueueStatus]: ok(idleQueue()),
    ...extra,
  });
}

function renderHome() {
  renderPage(<TopManagerPage />, { path: paths.gameHome(), routes: { '/game/match/:matchId': <p>match page</p> } });
}

describe('TopManager home for a guest', () => {
  it('explains the game, shows the season and the ranking top, and asks to sign in to play', async () => {
    const api = fakeApi({ [ApiPaths.gameRanking]: ok(ranking()) });
    renderHome();
    expect(await screen.findByRole('region', { name: 'What is TopManager?' }, FIRST)).toBeInTheDocument();
    const seasonCard = await screen.findByRole('region', { name: 'Season' });
    expect(within(seasonCard).getByText('S0')).toBeInTheDocument();
    expect(within(seasonCard).getByText('Day 4 of 28')).toBeInTheDocument();
    const top = screen.getAllByTestId('top-club').map((row) => row.textContent);
    expect(top).toEqual(['#1 Northgate FC42 points', '#2 Harbor Cross Rovers31 points']);
    expect(screen.getByText('Sign in to manage your club')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?redirect=%2Fgame%2Ftopmanager');
    expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
    expect(api.callsTo(ApiPaths.gameHome)).toHaveLength(0);
    expect(api.callsTo(ApiPaths.gameRanking)[0]?.body).toEqual({ scope: 'season' });
  });

  it('still shows the season by the calendar when the ranking has not started', async () => {
    fakeApi({ [ApiPaths.gameRanking]: fail('RANKING_NOT_STARTED') });
    renderHome();
    const seasonCard = await screen.findByRole('region', { name: 'Season' }, FIRST);
    expect(await within(seasonCard).findByText(/^S\d+$/)).toBeInTheDocument();
    expect(screen.getByText('No club has points yet this season.')).toBeInTheDocument();
  });
});

describe('TopManager home for a manager', () => {
  beforeEach(() => logIn());

  it('shows the club, energy with its countdowns, the season, standings, the daily reward, lineups and recent matches', async () => {
    managerApi();
    renderHome();
    expect(await screen.findByTestId('club-name', {}, FIRST)).toHaveTextContent('Harbor Cross Rovers');
    expect(screen.getByText('Team rating 61')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Set a club name in your profile' })).not.toBeInTheDocument();
    expect(screen.getByTestId('energy-value')).toHaveTextContent('40/100');
    const timers = (element: HTMLElement) => within(element).getAllByRole('timer').map((timer) => timer.textContent);
    const energyCountdown = screen.getByTestId('energy-countdown');
    expect(within(energyCountdown).getAllByRole('term').map((term) => term.textContent)).toEqual(['Next point in', 'Full in']);
    expect(timers(energyCountdown)).toEqual(['02:05', '17:44:05']);
    const seasonCard = screen.getByRole('region', { name: 'Season' });
    expect(within(seasonCard).getByText('Day 4 of 28')).toBeInTheDocument();
    expect(timers(within(seasonCard).getByTestId('season-ends'))).toEqual(['24d 23:00:00']);
    expect(seasonCard).toHaveTextContent('Daily bonus25,000 TMT');
    const standing = within(screen.getByRole('region', { name: 'Standing' })).getAllByRole('row').map((row) => row.textContent);
    expect(standing).toEqual(['PointsW / D / LRank', 'Today41 / 1 / 0#88', 'Season319 / 4 / 1#12']);
    const daily = screen.getByRole('region', { name: 'Next daily reward' });
    expect(timers(within(daily).getByTestId('daily-countdown'))).toEqual(['2:01:01']);
    expect(within(daily).getByText('Paid every day at 00:00 UTC.')).toBeInTheDocument();
    expect(within(daily).getByText("Your estimated share at today's points: 125 TMT")).toBeInTheDocument();
    const lineups = await screen.findAllByTestId('lineup-row');
    expect(lineups.map((row) => row.textContent)).toEqual([
      expect.stringContaining('First XI · 4-4-2 · Team rating 61Active'),
      expect.stringContaining('Rotation · 4-4-2 · Team rating 55'),
    ]);
    expect(within(lineups[0]!).queryByRole('button', { name: 'Use First XI' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Rotation' })).toHaveAttribute('href', '/game/editgroup/8');
    expect(screen.getByRole('link', { name: 'New lineup' })).toHaveAttribute('href', '/game/editgroup/new');
    expect(screen.getByRole('link', { name: 'Harbor Cross Rovers 2–1 Northgate FC' })).toHaveAttribute('href', '/game/match/501');
    const links = screen.getByRole('navigation', { name: 'More of the game' });
    expect(within(links).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/game/pve',
      '/game/pvp',
      '/game/ranking/topmanager',
      '/game/rewards/topmanager',
      '/guidance',
    ]);
  });

  it('offers the profile to set a club name while the club plays under the nickname', async () => {
    managerApi({ [ApiPaths.gameHome]: ok(home({ club: 'Sonny', clubNameSet: false })) });
    renderHome();
    expect(await screen.findByRole('link', { name: 'Set a club name in your profile' }, FIRST)).toHaveAttribute('href', '/user/profile');
  });

  it('switches the active lineup and deletes one after confirming', async () => {
    const api = managerApi({
      [ApiPaths.gameGroupActivate]: ok({ group: group({ groupId: '8', active: true }) }),
      [ApiPaths.gameGroupDelete]: groups([group()]),
    });
    renderHome();
    const user = userEvent.setup({ advanceTimers: () => undefined });
    await user.click(await screen.findByRole('button', { name: 'Use Rotation' }, FIRST));
    expect(api.callsTo(ApiPaths.gameGroupActivate)[0]?.body).toEqual({ groupId: '8' });
    await user.click(screen.getByRole('button', { name: 'Delete Rotation' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete lineup' });
    expect(dialog).toHaveTextContent('Delete the lineup Rotation?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(api.callsTo(ApiPaths.gameGroupDelete)[0]?.body).toEqual({ groupId: '8' });
    await waitFor(() => expect(screen.getAllByTestId('lineup-row')).toHaveLength(1));
  });

  it('buys energy after a confirmation that shows the purchases left today', async () => {
    const api = managerApi({ [ApiPaths.gameEnergyBuy]: ok({ energy: energy({ energy: 50, purchasesToday: 3, fullAt: NOW + 900 }), balance: TMT(80) }) });
    renderHome();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Buy 10 energy for 20 TMT' }, FIRST));
    const dialog = screen.getByRole('dialog', { name: 'Buy energy' });
    expect(within(dialog).getByTestId('energy-purchases-left')).toHaveTextContent('3 purchases of 5 left today.');
    expect(api.callsTo(ApiPaths.gameEnergyBuy)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Pay 20 TMT' }));
    expect(api.callsTo(ApiPaths.gameEnergyBuy)[0]?.body).toEqual({});
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('energy-value')).toHaveTextContent('50/100');
    expect(await screen.findByText('Energy bought: 50/100.')).toBeInTheDocument();
  });

  it('shows why an energy purchase was refused, in the dialog', async () => {
    managerApi({ [ApiPaths.gameEnergyBuy]: fail('ENERGY_PURCHASE_LIMIT') });
    renderHome();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Buy 10 energy for 20 TMT' }, FIRST));
    const dialog = screen.getByRole('dialog', { name: 'Buy energy' });
    await user.click(within(dialog).getByRole('button', { name: 'Pay 20 TMT' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("You have reached today's energy purchase limit.");
    expect(screen.getByTestId('energy-value')).toHaveTextContent('40/100');
  });

  it('offers Buy TMT for what is missing when the TMT balance is short, coming back here', async () => {
    managerApi({ [ApiPaths.gameEnergyBuy]: fail('BALANCE_NOT_ENOUGH') });
    renderHome();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Buy 10 energy for 20 TMT' }, FIRST));
    const dialog = screen.getByRole('dialog', { name: 'Buy energy' });
    await user.click(within(dialog).getByRole('button', { name: 'Pay 20 TMT' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your balance is not enough.');
    expect(within(dialog).getByRole('link', { name: 'Buy TMT' })).toHaveAttribute('href', '/user/addfunds?currency=TMT&need=20&return=%2Fgame%2Ftopmanager');
  });

  it('cannot buy energy once today’s purchases are used', async () => {
    managerApi({ [ApiPaths.gameHome]: ok(home({ energy: energy({ purchasesToday: 5 }) })) });
    renderHome();
    expect(await screen.findByRole('button', { name: 'Buy 10 energy for 20 TMT' }, FIRST)).toBeDisabled();
    expect(screen.getByText('No purchases left today.')).toBeInTheDocument();
  });

  it('explains before Play why a match cannot start: no lineup, energy, season, the lineup’s problems', async () => {
    managerApi({
      [ApiPaths.gameHome]: ok(home({ activeGroupId: null, teamRating: null, season: null, energy: energy({ energy: 6 }) })),
      [ApiPaths.gameGroups]: groups([]),
    });
    renderHome();
    const play = await screen.findByRole('button', { name: 'Play' }, FIRST);
    expect(play).toBeDisabled();
    const blockers = screen.getByTestId('play-blockers');
    expect(play).toHaveAccessibleDescription(expect.stringContaining('You need a lineup to play.'));
    expect(blockers).toHaveTextContent('The new season has not started yet.');
    expect(blockers).toHaveTextContent('You need a lineup to play. Create a lineup');
    expect(within(blockers).getByRole('link', { name: 'Create a lineup' })).toHaveAttribute('href', '/game/editgroup/new');
    expect(blockers).toHaveTextContent('Not enough energy: you have 6, a match costs 10.');
    // 4 points missing: the next one in 2:05, three more 18 minutes apart.
    expect(blockers).toHaveTextContent('Enough energy in 56:05');
    expect(screen.getByText('You have no lineup yet. Create one to play.')).toBeInTheDocument();
  });

  it('says which rule the active lineup breaks and links to editing it', async () => {
    managerApi({ [ApiPaths.gameGroups]: groups([group({ issues: [{ problem: 'staminaShort', tokenIds: ['11'] }] })]) });
    renderHome();
    const blockers = await screen.findByTestId('play-blockers', {}, FIRST);
    expect(blockers).toHaveTextContent('Your active lineup cannot play yet: A starter has less stamina than a match costs');
    expect(within(blockers).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/game/editgroup/7');
    expect(screen.getByRole('button', { name: 'Play' })).toBeDisabled();
  });

  it('shows the server’s refusal when Play is refused', async () => {
    managerApi({ [ApiPaths.gameQueueJoin]: fail('LACK_OF_ENERGY') });
    renderHome();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Play' }, FIRST));
    expect(await screen.findByRole('alert')).toHaveTextContent("You don't have enough energy.");
  });

  it('queues on Play, follows the live queue (position, waiting, band) and opens the match when matched', async () => {
    const api = managerApi({ [ApiPaths.gameQueueJoin]: ok(waitingQueue({ enteredAt: NOW, position: 3, waiting: 4 })) });
    renderHome();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Play' }, FIRST));
    expect(api.callsTo(ApiPaths.gameQueueJoin)[0]?.body).toEqual({ mode: 'ranked' });
    const status = screen.getByRole('status', { name: 'Queue status' });
    await waitFor(() => expect(status).toHaveTextContent('Position 3 · 4 managers waiting'));
    expect(status).toHaveTextContent('Looking for clubs within 15% of your team rating');
    expect(status).toHaveTextContent('an NPC club will be found after 30 s');
    expect(screen.getByRole('button', { name: 'Leave the queue' })).toBeInTheDocument();

    act(() => liveHandlers.get('queue')?.({ type: 'queue', ...waitingQueue({ enteredAt: NOW - 12, position: 1, waiting: 2 }) }));
    await waitFor(() => expect(status).toHaveTextContent('Position 1 · 2 managers waiting'));
    expect(status).toHaveTextContent('Waiting 00:12');
    expect(status).toHaveTextContent('Looking for clubs within 30% of your team rating');

    act(() => liveHandlers.get('queue')?.({ type: 'queue', ...waitingQueue({ enteredAt: NOW - 31 }) }));
    await waitFor(() => expect(status).toHaveTextContent('Finding an NPC club of similar rating…'));

    act(() => liveHandlers.get('queue')?.({ type: 'queue', ...idleQueue({ state: 'matched', mode: 'ranked', matchId: '900', seedHash: 'ab'.repeat(32) }) }));
    expect(await screen.findByText('match page')).toBeInTheDocument();
    expect(currentLocation()).toBe('/game/match/900');
  });

  it('picks the queue up again on arrival and leaves it', async () => {
    const api = managerApi({
      [ApiPaths.gameQueueStatus]: ok(waitingQueue()),
      [ApiPaths.gameQueueLeave]: ok(idleQueue()),
    });
    renderHome();
    const status = await screen.findByRole('status', { name: 'Queue status' }, FIRST);
    await waitFor(() => expect(status).toHaveTextContent('Position 2 · 5 managers waiting'));
    expect(status).toHaveTextContent('Waiting 00:04');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Leave the queue' }));
    expect(api.callsTo(ApiPaths.gameQueueLeave)[0]?.body).toEqual({ mode: 'ranked' });
    await waitFor(() => expect(status).toHaveTextContent('Press Play to find an opponent'));
    expect(screen.getByRole('button', { name: 'Play' })).toBeEnabled();
  });

  it('opens the match when the fallback poll finds the wait matched', async () => {
    let matched = false;
    managerApi({ [ApiPaths.gameQueueStatus]: () => ok(matched ? idleQueue({ state: 'matched', mode: 'ranked', matchId: '901' }) : waitingQueue()) });
    renderHome();
    const status = await screen.findByRole('status', { name: 'Queue status' }, FIRST);
    await waitFor(() => expect(status).toHaveTextContent('Position 2'));
    matched = true;
    await waitFor(() => expect(currentLocation()).toBe('/game/match/901'), { timeout: 8_000 });
  });

  it('shows a match made before arrival with the seed hash published before kick-off', async () => {
    const seedHash = 'cd'.repeat(32);
    managerApi({ [ApiPaths.gameQueueStatus]: ok(idleQueue({ state: 'matched', mode: 'ranked', matchId: '902', seedHash })) });
    renderHome();
    const status = await screen.findByRole('status', { name: 'Queue status' }, FIRST);
    await waitFor(() => expect(within(status).getByTestId('queue-seed-hash')).toHaveTextContent(seedHash));
    expect(within(status).getByRole('link', { name: 'Open the match' })).toHaveAttribute('href', '/game/match/902');
  });
});
