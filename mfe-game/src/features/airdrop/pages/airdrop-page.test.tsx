import { screen } from '@testing-library/react';
import { ApiPaths, logoutSession, paths, type AirdropInfoResponse, type AirdropRoundView } from '@fc/shared';
import { fakeApi, logIn, ok } from '@fc/shared/testing';
import { renderPage } from '../../../test/render';
import { NOW } from '../../../test/fixtures';
import AirdropPage from './airdrop-page';

jest.setTimeout(30_000);
const FIRST = { timeout: 10_000 };
const GOAL = (whole: number) => `${whole}${'0'.repeat(18)}`;

const round = (extra: Partial<AirdropRoundView> = {}): AirdropRoundView => ({
  roundId: '7',
  pool: GOAL(10_000),
  startsAt: NOW - 86_400,
  endsAt: NOW + 2 * 3600 + 3,
  totalPower: 1000,
  myPower: 100,
  myShare: GOAL(1000),
  settledAt: null,
  ...extra,
});
const airdrop = (extra: Partial<AirdropInfoResponse> = {}): AirdropInfoResponse => ({
  current: round(),
  past: [round({ roundId: '6', endsAt: NOW - 3 * 86_400, settledAt: NOW - 3 * 86_400, myPower: 10, myShare: GOAL(50) })],
  now: NOW,
  ...extra,
});

beforeEach(() => {
  jest.spyOn(Date, 'now').mockReturnValue(NOW * 1000);
});
afterEach(() => {
  jest.restoreAllMocks();
  logoutSession();
});

describe('/game/airdrop', () => {
  it('shows the running round with its countdown, my power and projected share, and my past rewards', async () => {
    logIn();
    fakeApi({ [ApiPaths.airdropInfo]: ok(airdrop()) });
    renderPage(<AirdropPage />, { path: paths.airdrop() });
    expect(await screen.findByTestId('airdrop-pool', {}, FIRST)).toHaveTextContent('10,000 GOAL');
    expect(screen.getByRole('timer')).toHaveTextContent('2:00:03');
    expect(screen.getByTestId('airdrop-my-power')).toHaveTextContent('100');
    expect(screen.getByTestId('airdrop-my-share')).toHaveTextContent(/^1,000 GOAL$/);
    expect(screen.getByTestId('airdrop-my-share').previousElementSibling).toHaveTextContent('Projected share');
    expect(screen.getByTestId('past-round')).toHaveTextContent('50 GOAL');
    expect(screen.getByRole('link', { name: 'Stake cards for the airdrop' })).toHaveAttribute('href', '/game/airdrop/dispatch');
  });

  it('shows a guest the round without my figures and asks to sign in; says when no round runs', async () => {
    fakeApi({ [ApiPaths.airdropInfo]: ok(airdrop({ current: null, past: [] })) });
    renderPage(<AirdropPage />, { path: paths.airdrop() });
    expect(await screen.findByText('No round is running', {}, FIRST)).toBeInTheDocument();
    expect(screen.getByText('Sign in to take part in the airdrop')).toBeInTheDocument();
    expect(screen.getByText('No round has ended yet.')).toBeInTheDocument();
  });
});
