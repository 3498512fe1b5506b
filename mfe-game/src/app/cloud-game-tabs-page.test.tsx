import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, logoutSession } from '@fc/shared';
import { fakeApi, logIn, ok } from '@fc/shared/testing';
import { renderPage } from '../test/render';
import { group, home, idleQueue, ranking, squadCard } from '../test/fixtures';
import CloudGame from './cloud-game-tabs-page';

// The navbar's stream is not open in a page test.
jest.mock('@fc/shared/live', () => ({ useLiveEvent: () => undefined }));
jest.setTimeout(30_000);
const FIRST = { timeout: 10_000 };

beforeAll(() => {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register: () => Promise.resolve({}) } });
});
afterEach(() => logoutSession());

const tabBar = () => screen.findByRole('navigation', { name: 'Game' }, FIRST);

describe('/cloud/game', () => {
  it("shows a guest TopManager's home, then the lineup editor's sign-in prompt on the Lineup tab", async () => {
    fakeApi({ [ApiPaths.gameRanking]: ok(ranking()) });
    renderPage(<CloudGame />, { path: '/cloud/game' });
    const content = await screen.findByRole('region', { name: 'Home' }, FIRST);
    expect(await within(content).findByRole('heading', { name: 'TopManager' }, FIRST)).toBeInTheDocument();
    await userEvent.click(within(await tabBar()).getByRole('button', { name: 'Lineup' }));
    expect(await screen.findByText('Sign in to build your lineup', undefined, FIRST)).toBeInTheDocument();
  });

  it("opens the manager's active lineup in the editor on the Lineup tab", async () => {
    logIn();
    const api = fakeApi({
      [ApiPaths.gameGroups]: ok({ groups: [group({ groupId: '8', active: false }), group({ groupId: '9', name: 'Main XI', active: true })], max: 5 }),
      [ApiPaths.gameGroup]: ok({ group: group({ groupId: '9', name: 'Main XI', active: true }) }),
      [ApiPaths.gameSquad]: ok({ cards: [squadCard('5', 'Eli Striker', 'ST', 70)] }),
      [ApiPaths.gameHome]: ok(home()),
      [ApiPaths.gameQueueStatus]: ok(idleQueue()),
    });
    renderPage(<CloudGame />, { path: '/cloud/game', url: '/cloud/game?tab=lineup' });
    expect(await screen.findByDisplayValue('Main XI', undefined, FIRST)).toBeInTheDocument();
    expect(api.callsTo(ApiPaths.gameGroup)[0]?.body).toEqual({ groupId: '9' });
    expect(within(await tabBar()).getByRole('button', { name: 'Lineup' })).toHaveAttribute('aria-current', 'page');
  });
});
