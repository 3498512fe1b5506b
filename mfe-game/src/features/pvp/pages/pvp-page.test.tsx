import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, logoutSession, paths, type GamePvpResponse, type PvpChallenge } from '@fc/shared';
import { fail, fakeApi, logIn, ok } from '@fc/shared/testing';
import { currentLocation, renderPage } from '../../../test/render';
import { NOW } from '../../../test/fixtures';
import PvpPage from './pvp-page';

const liveHandlers = new Map<string, (event: unknown) => void>();
jest.mock('@fc/shared/live', () => ({
  useLiveEvent: (type: string, handler: (event: unknown) => void) => liveHandlers.set(type, handler),
}));

jest.setTimeout(30_000);
const FIRST = { timeout: 10_000 };

const challenge = (extra: Partial<PvpChallenge> = {}): PvpChallenge => ({
  challengeId: '31',
  from: 'Northgate FC',
  to: 'Harbor Cross Rovers',
  sent: false,
  state: 'pending',
  createdAt: NOW - 3600,
  expiresAt: NOW + 2 * 3600 + 65,
  matchId: null,
  ...extra,
});

const challenges = (extra: Partial<GamePvpResponse> = {}): GamePvpResponse => ({
  incoming: [challenge()],
  outgoing: [challenge({ challengeId: '32', from: 'Harbor Cross Rovers', to: 'Riverside', sent: true })],
  recent: [challenge({ challengeId: '20', from: 'Harbor Cross Rovers', to: 'Eastfield', sent: true, state: 'played', matchId: '640' })],
  now: NOW,
  ...extra,
});

function renderPvp(url: string = paths.pvp()) {
  renderPage(<PvpPage />, { path: paths.pvp(), url, routes: { '/game/match/:matchId': <p>match page</p> } });
}

beforeEach(() => {
  liveHandlers.clear();
  jest.spyOn(Date, 'now').mockReturnValue(NOW * 1000);
});
afterEach(() => {
  jest.restoreAllMocks();
  logoutSession();
});

describe('PVP for a guest', () => {
  it('explains challenges and their rewards and asks to sign in', async () => {
    const api = fakeApi({});
    renderPvp();
    expect(await screen.findByText('Sign in to challenge other managers', {}, FIRST)).toBeInTheDocument();
    expect(screen.getByText(/A win pays 10 TMT and a draw 3 TMT for your first 5 PVP matches each day/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My PVP rewards' })).toHaveAttribute('href', '/game/rewards/pvp');
    expect(api.callsTo(ApiPaths.gamePvp)).toHaveLength(0);
  });
});

describe('PVP for a manager', () => {
  beforeEach(() => logIn());

  it('lists challenges both ways with their expiry, and the last ones with their reports', async () => {
    fakeApi({ [ApiPaths.gamePvp]: ok(challenges()) });
    renderPvp();
    const [incoming] = await screen.findAllByTestId('incoming-challenge', {}, FIRST);
    expect(incoming).toHaveTextContent('Northgate FC expires in 2:01:05');
    expect(screen.getByTestId('outgoing-challenge')).toHaveTextContent('Riverside expires in 2:01:05');
    expect(screen.getByText('1 of 5 open')).toBeInTheDocument();
    const recent = screen.getByTestId('recent-challenge');
    expect(recent).toHaveTextContent('You challenged EastfieldPlayed');
    expect(within(recent).getByRole('link', { name: 'Match report' })).toHaveAttribute('href', '/game/match/640');
  });

  it('suggests clubs as a name is typed and sends a challenge to the one chosen', async () => {
    const api = fakeApi({
      [ApiPaths.gamePvp]: ok(challenges({ incoming: [], outgoing: [] })),
      [ApiPaths.gameClubs]: ok({ list: [{ club: 'Northgate FC', teamRating: 63, seasonPoints: 40 }] }),
      [ApiPaths.gamePvpChallenge]: ok({ challenge: challenge({ challengeId: '40', sent: true, to: 'Northgate FC' }) }),
    });
    renderPvp();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Club name', {}, FIRST), 'North');
    await user.click(await screen.findByRole('button', { name: 'Northgate FC (63)' }));
    expect(screen.getByLabelText('Club name')).toHaveValue('Northgate FC');
    await user.click(screen.getByRole('button', { name: 'Send challenge' }));
    expect(api.callsTo(ApiPaths.gamePvpChallenge)[0]?.body).toEqual({ club: 'Northgate FC' });
    expect(await screen.findByText('Challenge sent to Northgate FC.')).toBeInTheDocument();
    expect(api.callsTo(ApiPaths.gameClubs).at(-1)?.body).toEqual({ q: 'North' });
  });

  it('takes the club from the ranking link and says when the club does not exist', async () => {
    fakeApi({ [ApiPaths.gamePvp]: ok(challenges()), [ApiPaths.gameClubs]: ok({ list: [] }), [ApiPaths.gamePvpChallenge]: fail('CLUB_NOT_FOUND') });
    renderPvp('/game/pvp?club=Nowhere%20United');
    const field = await screen.findByLabelText('Club name', {}, FIRST);
    expect(field).toHaveValue('Nowhere United');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send challenge' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText(/Challenge sent/)).not.toBeInTheDocument();
  });

  it('accepts a challenge and opens the match; declines and withdraws ask the server', async () => {
    const api = fakeApi({
      [ApiPaths.gamePvp]: ok(challenges()),
      [ApiPaths.gamePvpRespond]: ({ accept }) =>
        ok({ challenge: challenge({ state: accept ? 'played' : 'declined' }), matchId: accept ? '641' : null }),
      [ApiPaths.gamePvpCancel]: ok({ challenge: challenge({ challengeId: '32', state: 'cancelled' }) }),
    });
    renderPvp();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Withdraw the challenge to Riverside' }, FIRST));
    expect(api.callsTo(ApiPaths.gamePvpCancel)[0]?.body).toEqual({ challengeId: '32' });
    await user.click(screen.getByRole('button', { name: 'Decline the challenge from Northgate FC' }));
    expect(api.callsTo(ApiPaths.gamePvpRespond)[0]?.body).toEqual({ challengeId: '31', accept: false });
    await user.click(await screen.findByRole('button', { name: 'Accept the challenge from Northgate FC and play' }));
    expect(api.callsTo(ApiPaths.gamePvpRespond)[1]?.body).toEqual({ challengeId: '31', accept: true });
    expect(await screen.findByText('match page')).toBeInTheDocument();
    expect(currentLocation()).toBe('/game/match/641');
  });

  it('reloads the challenges when the stream says one changed', async () => {
    const api = fakeApi({ [ApiPaths.gamePvp]: ok(challenges()) });
    renderPvp();
    await screen.findAllByTestId('incoming-challenge', {}, FIRST);
    const before = api.callsTo(ApiPaths.gamePvp).length;
    await act(async () => liveHandlers.get('challenge')?.({ challengeId: '31', state: 'expired', matchId: null }));
    expect(api.callsTo(ApiPaths.gamePvp).length).toBeGreaterThan(before);
  });
});
