import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, renderPage } from '../../../test/render';
import CloudGamePage from '../pages/cloud-game-page';

jest.setTimeout(30_000);
const FIRST = { timeout: 10_000 };

const register = jest.fn(() => Promise.resolve({}));
beforeAll(() => {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
});
afterEach(() => register.mockClear());

function renderCloud(url = '/cloud/game') {
  return renderPage(<CloudGamePage render={(tab) => <p>page of {tab}</p>} />, { path: '/cloud/game', url });
}

describe('the cloud game frame', () => {
  it('shows the first tab, a bottom tab bar with every tab, and switches tabs through ?tab=', async () => {
    renderCloud();
    const bar = await screen.findByRole('navigation', { name: 'Game' }, FIRST);
    const tabs = within(bar).getAllByRole('button');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Home', 'Lineup', 'PVP', 'PVE', 'Ranking', 'Rewards']);
    expect(within(bar).getByRole('button', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('page of home')).toBeInTheDocument();

    await userEvent.click(within(bar).getByRole('button', { name: 'Ranking' }));
    expect(await screen.findByText('page of ranking')).toBeInTheDocument();
    expect(currentLocation()).toBe('/cloud/game?tab=ranking');
    expect(within(bar).getByRole('button', { name: 'Ranking' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('button', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('region', { name: 'Ranking' })).toContainElement(screen.getByText('page of ranking'));

    await userEvent.click(within(bar).getByRole('button', { name: 'Home' }));
    expect(await screen.findByText('page of home')).toBeInTheDocument();
    expect(currentLocation()).toBe('/cloud/game');
  });

  it('opens the tab a link names, and the first for an unknown one', async () => {
    const { unmount } = renderCloud('/cloud/game?tab=pve');
    expect(await screen.findByText('page of pve', undefined, FIRST)).toBeInTheDocument();
    unmount();
    renderCloud('/cloud/game?tab=nope');
    expect(await screen.findByText('page of home', undefined, FIRST)).toBeInTheDocument();
  });

  it('links the manifest and registers the service worker for /cloud/ while mounted, and unlinks the manifest after', async () => {
    const { unmount } = renderCloud();
    await screen.findByTestId('cloud-tab-bar', undefined, FIRST);
    const links = document.head.querySelectorAll('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/cloud/manifest.webmanifest');
    expect(register).toHaveBeenCalledWith('/cloud/sw.js', { scope: '/cloud/' });
    unmount();
    expect(document.head.querySelector('link[rel="manifest"]')).toBeNull();
  });
});
