import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, logoutSession, paths, type CardSummary, type GoalStakesResponse, type Rarity, type StakedCard, type StakeInfoResponse } from '@fc/shared';
import { fail, fakeApi, logIn, ok } from '@fc/shared/testing';
import { currentLocation, renderPage } from '../../../test/render';
import { NOW, squadCard } from '../../../test/fixtures';
import StakeDispatchPage from './stake-dispatch-page';
import StakeGoalPage from './stake-goal-page';
import StakePage from './stake-page';
import StakeRecallPage from './stake-recall-page';

jest.setTimeout(30_000);
const FIRST = { timeout: 10_000 };
const GOAL = (whole: number) => `${whole}${'0'.repeat(18)}`;

const card = (tokenId: string, name: string, rarity: Rarity, state: CardSummary['state'] = 'normal'): CardSummary => ({
  ...squadCard(tokenId, name, 'ST', 60).card,
  family: 'collectible',
  fp: null,
  rarity,
  state,
});
const staked = (tokenId: string, name: string, rarity: Rarity, power: number, frozenUntil: number | null = null): StakedCard => ({
  card: card(tokenId, name, rarity, 'staking'),
  power,
  stakedAt: NOW - 86_400,
  frozenUntil,
});
const info = (mine: StakeInfoResponse['mine']): StakeInfoResponse => ({ totalPower: 4321, mine, now: NOW });

beforeEach(() => {
  jest.spyOn(Date, 'now').mockReturnValue(NOW * 1000);
});
afterEach(() => {
  jest.restoreAllMocks();
  logoutSession();
});

describe('/game/stake', () => {
  it('shows a guest the total power and the rules, and asks to sign in', async () => {
    fakeApi({ [ApiPaths.stakeInfo]: ok(info(null)) });
    renderPage(<StakePage />, { path: paths.stake() });
    expect(await screen.findByTestId('total-power', {}, FIRST)).toHaveTextContent('4,321');
    expect(screen.getByText('Sign in to stake your cards')).toBeInTheDocument();
    expect(screen.getByText(/Common 1 · Rare 10 · Epic 100 · Legendary 1,000 · Unique 3,000/)).toBeInTheDocument();
    expect(screen.queryByTestId('my-power')).not.toBeInTheDocument();
  });

  it('shows my power, my staked cards and the frozen ones counting down on the server clock', async () => {
    logIn();
    fakeApi({
      [ApiPaths.stakeInfo]: ok(info({ power: 1010, staked: [staked('1', 'Ada Striker', 'legendary', 1000), staked('2', 'Bo Keeper', 'rare', 10)], frozen: [staked('3', 'Cy Wing', 'epic', 100, NOW + 3600 + 5)] })),
    });
    renderPage(<StakePage />, { path: paths.stake() });
    expect(await screen.findByTestId('my-power', {}, FIRST)).toHaveTextContent('1,010');
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
    expect(screen.getAllByTestId('staked-card').map((row) => [within(row).getByRole('rowheader').textContent, ...cells(row).slice(0, 2)])).toEqual([
      ['Ada Striker', 'Legendary', '1,000'],
      ['Bo Keeper', 'Rare', '10'],
    ]);
    expect(within(screen.getByTestId('frozen-card')).getByRole('rowheader')).toHaveTextContent('Cy Wing');
    expect(cells(screen.getByTestId('frozen-card'))).toEqual(['Epic', '1:00:05']);
    expect(screen.getByRole('table', { name: 'Frozen after unstaking' })).toBeInTheDocument();
    expect(screen.getByText('2 of 5 cards staked · 3 slots free')).toBeInTheDocument();
  });
});

describe('/game/stake/dispatch', () => {
  beforeEach(() => logIn());

  it('picks cards up to the free slots with the power they add, stakes them and goes back', async () => {
    const api = fakeApi({
      [ApiPaths.stakeInfo]: ok(info({ power: 30, staked: [staked('1', 'A', 'rare', 10), staked('2', 'B', 'rare', 10), staked('9', 'C', 'rare', 10)], frozen: [] })),
      [ApiPaths.cardMine]: ok({ list: [card('5', 'Dee Forward', 'epic'), card('6', 'Eli Back', 'common'), card('7', 'Fay Mid', 'rare')], total: 3, page: 1, pageSize: 100 }),
      [ApiPaths.stakeCards]: ok(info(null)),
    });
    renderPage(<StakeDispatchPage />, { path: paths.stakeDispatch(), routes: { '/game/stake': <p>stake page</p> } });
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Dee Forward · Epic · power 100', {}, FIRST));
    await user.click(screen.getByLabelText('Eli Back · Common · power 1'));
    // Two slots were free: the third card cannot be picked.
    expect(screen.getByLabelText('Fay Mid · Rare · power 10')).toBeDisabled();
    expect(screen.getByText('2 picked: +101 power, 131 in all')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stake 2 cards' }));
    expect(api.callsTo(ApiPaths.stakeCards)[0]?.body).toEqual({ tokenIds: ['5', '6'] });
    expect(await screen.findByText('stake page')).toBeInTheDocument();
    expect(api.callsTo(ApiPaths.cardMine)[0]?.body).toEqual({ state: 'normal', sort: 'rarity', pageSize: 100 });
  });

  it('shows the server’s refusal and stays', async () => {
    fakeApi({
      [ApiPaths.stakeInfo]: ok(info({ power: 0, staked: [], frozen: [] })),
      [ApiPaths.cardMine]: ok({ list: [card('5', 'Dee Forward', 'epic')], total: 1, page: 1, pageSize: 100 }),
      [ApiPaths.stakeCards]: fail('CARD_PLAYED_TODAY'),
    });
    renderPage(<StakeDispatchPage />, { path: paths.stakeDispatch() });
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Dee Forward · Epic · power 100', {}, FIRST));
    await user.click(screen.getByRole('button', { name: 'Stake 1 cards' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(currentLocation()).toBe('/game/stake/dispatch');
  });
});

describe('/game/stake/recall', () => {
  it('warns about the freeze and unstakes the cards picked', async () => {
    logIn();
    const api = fakeApi({
      [ApiPaths.stakeInfo]: ok(info({ power: 110, staked: [staked('1', 'Ada Striker', 'epic', 100), staked('2', 'Bo Keeper', 'rare', 10)], frozen: [] })),
      [ApiPaths.unstakeCards]: ok(info(null)),
    });
    renderPage(<StakeRecallPage />, { path: paths.stakeRecall(), routes: { '/game/stake': <p>stake page</p> } });
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Ada Striker · Epic · power 100', {}, FIRST));
    expect(screen.getByText(/stay frozen for 24 hours/)).toBeInTheDocument();
    expect(screen.getByText('1 picked: −100 power, 10 left')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unstake 1 cards' }));
    expect(api.callsTo(ApiPaths.unstakeCards)[0]?.body).toEqual({ tokenIds: ['1'] });
    expect(await screen.findByText('stake page')).toBeInTheDocument();
  });
});

describe('/game/stake/goal', () => {
  const goal = (extra: Partial<GoalStakesResponse> = {}): GoalStakesResponse => ({
    balance: GOAL(50),
    stakes: [{ stakeId: '4', amount: GOAL(10), stakedAt: NOW - 86_400, unlocksAt: NOW + 29 * 86_400 }],
    now: NOW,
    ...extra,
  });

  it('checks the amount against the balance, stakes it and lists my stakes with the claim center', async () => {
    logIn();
    const api = fakeApi({
      [ApiPaths.goalStakes]: ok(goal()),
      [ApiPaths.goalStake]: ok({ stake: { stakeId: '5', amount: GOAL(20), stakedAt: NOW, unlocksAt: NOW + 30 * 86_400 }, balance: GOAL(30) }),
    });
    renderPage(<StakeGoalPage />, { path: paths.stakeGoal() });
    expect(await screen.findByTestId('goal-balance', {}, FIRST)).toHaveTextContent('50 GOAL');
    expect(screen.getByTestId('goal-stake')).toHaveTextContent('Locked');
    const user = userEvent.setup();
    const field = screen.getByLabelText('Amount (GOAL)');
    await user.type(field, '60');
    await user.tab();
    expect(screen.getByText('That is more than your balance.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stake' })).toBeDisabled();
    await user.clear(field);
    await user.type(field, '20');
    await user.click(screen.getByRole('button', { name: 'Stake' }));
    expect(api.callsTo(ApiPaths.goalStake)[0]?.body).toEqual({ amount: GOAL(20) });
    expect(await screen.findByText(/20 GOAL staked; it unlocks on/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'My GOAL stakes' })).getByRole('link', { name: 'Go to the claim center' })).toHaveAttribute('href', '/claim-center');
  });

  it('asks a guest to sign in', async () => {
    const api = fakeApi({});
    renderPage(<StakeGoalPage />, { path: paths.stakeGoal() });
    expect(await screen.findByText('Sign in to stake GOAL', {}, FIRST)).toBeInTheDocument();
    expect(api.callsTo(ApiPaths.goalStakes)).toHaveLength(0);
  });
});
