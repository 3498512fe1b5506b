import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, logoutSession } from '@fc/shared';
import { fakeApi, logIn, ok } from '@fc/shared/testing';
import { renderPage } from '../../../test/render';
import { group, squadCard } from '../../../test/fixtures';
import GameTestPage from './game-test-page';

jest.setTimeout(30_000);
const FIRST = { timeout: 10_000 };

afterEach(() => logoutSession());

const percentOf = (testId: string) => Number(screen.getByTestId(testId).getAttribute('data-percent'));

describe('/gametest', () => {
  it('plays 100 matches of two generated teams for a guest and shows a distribution that sums to 100 %', async () => {
    const api = fakeApi({});
    renderPage(<GameTestPage />, { path: '/gametest' });
    expect(await screen.findByText(/Sign in to test your saved lineups/, undefined, FIRST)).toBeInTheDocument();
    expect(within(screen.getByTestId('gametest-home')).getByText('Team rating 65')).toBeInTheDocument();
    expect(within(screen.getByTestId('gametest-away')).getByText('Team rating 60')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Play 100 matches' }));
    const results = await screen.findByRole('region', { name: 'Outcome distribution' }, FIRST);
    await waitFor(() => expect(within(results).getByText('100 matches played, each with a fresh seed.')).toBeInTheDocument(), FIRST);
    const sum = percentOf('gametest-outcome-home') + percentOf('gametest-outcome-draw') + percentOf('gametest-outcome-away');
    expect(Math.round(sum * 10)).toBe(1000);
    expect(within(results).getByText('Team ratings: 65 – 60')).toBeInTheDocument();
    expect(within(screen.getByTestId('gametest-scores')).getAllByRole('listitem').length).toBeGreaterThan(0);
    // A guest's page asks the API nothing.
    expect(api.calls).toHaveLength(0);
  });

  it('stops a run on Cancel and says how far it got', async () => {
    fakeApi({});
    renderPage(<GameTestPage />, { path: '/gametest' });
    await userEvent.selectOptions(await screen.findByTestId('gametest-size', undefined, FIRST), '10000');
    await userEvent.click(screen.getByRole('button', { name: 'Play 10,000 matches' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(/^Stopped after \d+ of 10,000 matches\.$/, undefined, FIRST)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play 10,000 matches' })).toBeEnabled();
  });

  it("offers a signed-in manager's saved lineups, fielded with the squad's cards", async () => {
    logIn();
    const starters = Array.from({ length: 11 }, (_, slot) => (slot === 10 ? '5' : null));
    const api = fakeApi({
      [ApiPaths.gameGroups]: ok({ groups: [group({ starters })], max: 5 }),
      [ApiPaths.gameSquad]: ok({ cards: [{ ...squadCard('5', 'Eli Striker', 'ST', 96), card: { ...squadCard('5', 'Eli Striker', 'ST', 96).card, state: 'battling' } }] }),
    });
    renderPage(<GameTestPage />, { path: '/gametest' });
    const source = await screen.findByTestId('gametest-home-source', undefined, FIRST);
    await waitFor(() => expect(within(source).getByRole('option', { name: 'First XI (rating 61)' })).toBeInTheDocument(), FIRST);
    await userEvent.selectOptions(source, '7');
    // Ten system cards (52) and the striker (96): 56.
    expect(await within(screen.getByTestId('gametest-home')).findByText('Team rating 56')).toBeInTheDocument();
    expect(screen.queryByTestId('gametest-home-rating')).not.toBeInTheDocument();
    expect(api.callsTo(ApiPaths.gameSquad)).toHaveLength(1);
  });
});
