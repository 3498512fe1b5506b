import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, logoutSession, paths, type GamePveResponse, type PveStageView } from '@fc/shared';
import { PVE_LADDER } from '@fc/shared/contracts/game';
import { fail, fakeApi, logIn, ok } from '@fc/shared/testing';
import { currentLocation, renderPage } from '../../../test/render';
import { home } from '../../../test/fixtures';
import PvePage from './pve-page';

jest.setTimeout(30_000);
const FIRST = { timeout: 10_000 };

const ladder = (cleared: number, lastMatchId: string | null = null): GamePveResponse => ({
  stages: PVE_LADDER.map(
    (stage, i): PveStageView => ({
      stage: i + 1,
      club: `Ladder club ${i + 1}`,
      rating: stage.rating,
      firstWinItem: stage.firstWinItem,
      unlocked: i <= cleared,
      cleared: i < cleared,
      lastMatchId: i === 0 ? lastMatchId : null,
    }),
  ),
});

function renderPve() {
  renderPage(<PvePage />, { path: paths.pve(), routes: { '/game/match/:matchId': <p>match page</p> } });
}

afterEach(() => logoutSession());

describe('PVE ladder', () => {
  it('shows a guest the ladder, the first stage open, and asks to sign in instead of Play', async () => {
    fakeApi({ [ApiPaths.gamePve]: ok(ladder(0)) });
    renderPve();
    const stages = await screen.findAllByTestId('pve-stage', {}, FIRST);
    expect(stages).toHaveLength(PVE_LADDER.length);
    expect(stages.map((stage) => stage.getAttribute('data-state'))).toEqual(['unlocked', ...Array(PVE_LADDER.length - 1).fill('locked')]);
    expect(within(stages[1]!).getByText('Locked: win stage 1 first')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Play/ })).not.toBeInTheDocument();
    expect(screen.getByText('Sign in to play the ladder')).toBeInTheDocument();
  });

  it('lets a manager play an unlocked stage and opens its match', async () => {
    logIn();
    const api = fakeApi({
      [ApiPaths.gamePve]: ok(ladder(2, '700')),
      [ApiPaths.gameHome]: ok(home()),
      [ApiPaths.gamePvePlay]: ok({ matchId: '701' }),
    });
    renderPve();
    const stages = await screen.findAllByTestId('pve-stage', {}, FIRST);
    expect(stages.slice(0, 4).map((stage) => stage.getAttribute('data-state'))).toEqual(['cleared', 'cleared', 'unlocked', 'locked']);
    expect(await screen.findByTestId('pve-team')).toHaveTextContent("Your active lineup's team rating: 61");
    expect(within(stages[0]!).getByRole('link', { name: 'Last match report' })).toHaveAttribute('href', '/game/match/700');
    expect(within(stages[3]!).getByRole('button', { name: 'Play — Stage 4' })).toBeDisabled();
    const user = userEvent.setup();
    await user.click(within(stages[2]!).getByRole('button', { name: 'Play — Stage 3' }));
    expect(api.callsTo(ApiPaths.gamePvePlay)[0]?.body).toEqual({ stage: 3 });
    expect(await screen.findByText('match page')).toBeInTheDocument();
    expect(currentLocation()).toBe('/game/match/701');
  });

  it('explains a refusal from the server and stays on the ladder', async () => {
    logIn();
    fakeApi({
      [ApiPaths.gamePve]: ok(ladder(0)),
      [ApiPaths.gameHome]: ok(home()),
      [ApiPaths.gamePvePlay]: fail('LACK_OF_ENERGY'),
    });
    renderPve();
    const [first] = await screen.findAllByTestId('pve-stage', {}, FIRST);
    await userEvent.setup().click(within(first!).getByRole('button', { name: 'Play — Stage 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/energy/i);
    expect(currentLocation()).toBe('/game/pve');
  });
});
