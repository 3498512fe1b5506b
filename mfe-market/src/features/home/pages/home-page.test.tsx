import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logoutSession, paths, setLanguage } from '@fc/shared';
import { logIn } from '@fc/shared/testing';
import { currentLocation, renderPage } from '../../../test/render';
import HomePage from './home-page';

const renderHome = () => renderPage(<HomePage />, { path: '/' });

beforeEach(() => {
  jest.useFakeTimers({ now: Date.parse('2026-11-23T16:07:12.400Z') });
});

afterEach(async () => {
  jest.useRealTimers();
  act(() => logoutSession());
  await act(() => setLanguage('en'));
});

describe('home page', () => {
  it('invites a guest to sign up or sign in', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Collect football cards, build your club, win TMT');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', paths.login());
    await user.click(screen.getByRole('link', { name: 'Sign up free' }));
    expect(currentLocation()).toBe(paths.signup());
  });

  it('takes someone signed in to the packs and their collection instead', () => {
    logIn();
    renderHome();
    expect(screen.queryByRole('link', { name: 'Sign up free' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the packs' })).toHaveAttribute('href', paths.packs());
    expect(screen.getByRole('link', { name: 'My collection' })).toHaveAttribute('href', paths.collection());
  });

  it('counts down to the next half-hour TopPrize payout, live, with the pool', () => {
    renderHome();
    const strip = within(screen.getByTestId('home-top-prize'));
    expect(strip.getByTestId('home-top-prize-pool')).toHaveTextContent('2,600 TMT');
    expect(strip.getByText('10,000,000 TMT')).toBeInTheDocument();
    // 16:07:12.4 → 16:30:00 is 22 min 47.6 s.
    expect(strip.getByTestId('home-top-prize-countdown')).toHaveTextContent('22:48');
    act(() => jest.advanceTimersByTime(3000));
    expect(strip.getByTestId('home-top-prize-countdown')).toHaveTextContent('22:45');
    // Past the payout it counts down to the next one.
    act(() => jest.advanceTimersByTime((22 * 60 + 45) * 1000));
    expect(strip.getByTestId('home-top-prize-countdown')).toHaveTextContent('30:00');
    expect(strip.getByRole('link', { name: 'Enter TopPrize' })).toHaveAttribute('href', paths.topPrize());
  });

  it('explains how to play in five steps, in order, each with its link', () => {
    renderHome();
    const steps = within(screen.getByTestId('home-how-to-play')).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Collect packs',
      'Build a lineup',
      'Play TopManager',
      'Trade on the market',
      'Win in TopPrize',
    ]);
    expect(within(steps[0]!).getByRole('link')).toHaveAttribute('href', paths.packs());
    expect(within(steps[3]!).getByRole('link')).toHaveAttribute('href', paths.market());
    expect(within(steps[4]!).getByRole('link')).toHaveAttribute('href', paths.topPrize());
  });

  it('links to the packs, market, shop, bidding sale and game, and keeps a place for the packs on sale', () => {
    renderHome();
    const explore = within(screen.getByTestId('home-explore'));
    expect(explore.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      paths.packs(),
      paths.market(),
      paths.propShop(),
      paths.poolSale(),
      paths.gameHome(),
    ]);
    expect(within(screen.getByTestId('home-packs-on-sale')).getByRole('link', { name: 'Browse the packs' })).toHaveAttribute(
      'href',
      paths.packs(),
    );
  });

  it('speaks Korean', async () => {
    await act(() => setLanguage('ko'));
    renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('축구 카드를 모으고, 구단을 만들고, TMT를 받으세요');
    expect(screen.getByRole('link', { name: '무료 회원가입' })).toHaveAttribute('href', paths.signup());
    expect(screen.getByRole('heading', { name: '플레이 방법' })).toBeInTheDocument();
    expect(screen.getByTestId('home-top-prize-pool')).toHaveTextContent('2,600 TMT');
  });
});
