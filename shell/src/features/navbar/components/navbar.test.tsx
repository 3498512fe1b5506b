import Cookies from 'js-cookie';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, getSession, i18n, LIQUIDITY_STAKING_URL, logoutSession, setUnreadCount } from '@fc/shared';
import { fakeApi, logIn, ok, restoreApi } from '@fc/shared/testing';
import { renderApp } from '../../../testing/render-app';

const BALANCES = {
  currency: {
    USD: '1999',
    BNB: '0',
    TMT: '1234500000000000000000',
    GOAL: '250000000000000000',
    POINTS: '1500',
  },
};

beforeEach(async () => {
  Cookies.remove('language', { path: '/' });
  await i18n.changeLanguage('en');
});

afterEach(() => {
  logoutSession();
  restoreApi();
});

const navbar = () => screen.getByTestId('navbar');

/** No remote is served here: every path shows the (lazy) 404 page under the real layout. */
async function renderAt(path: string, { loggedIn = false } = {}) {
  const view = renderApp({ path });
  await screen.findByTestId('not-found');
  if (loggedIn) await screen.findByTestId('balance-TMT');
  return view;
}

describe('Navbar for a guest', () => {
  it('links every area through the paths helpers and offers sign-up and log-in', async () => {
    const api = fakeApi({});
    await renderAt('/');
    const bar = within(navbar());
    expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(bar.getByRole('link', { name: 'Game' })).toHaveAttribute('href', '/game/topmanager');
    expect(bar.getByRole('link', { name: 'Collection' })).toHaveAttribute('href', '/collection/fpcards');
    expect(bar.getByRole('link', { name: 'Market' })).toHaveAttribute('href', '/market/center');
    expect(bar.getByRole('link', { name: 'How to Play' })).toHaveAttribute('href', '/guidance');
    expect(bar.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(bar.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(bar.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('navbar-profile')).not.toBeInTheDocument();
    expect(screen.queryByTestId('navbar-messages')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('marks the current area', async () => {
    fakeApi({});
    await renderAt('/market/history');
    expect(within(navbar()).getByRole('link', { name: 'Market' })).toHaveAttribute('aria-current', 'page');
    expect(within(navbar()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it("counts a page its area's navigation lists as the area's: a card's page is the collection's, /gametest the game's", async () => {
    fakeApi({});
    const { history } = await renderAt('/mycard/fp/12');
    expect(within(navbar()).getByRole('link', { name: 'Collection' })).toHaveAttribute('aria-current', 'page');
    await act(async () => history.navigate('/gametest'));
    expect(within(navbar()).getByRole('link', { name: 'Game' })).toHaveAttribute('aria-current', 'page');
    expect(within(navbar()).getByRole('link', { name: 'Collection' })).not.toHaveAttribute('aria-current');
  });
});

describe('Navbar for a logged-in user', () => {
  it('shows the nickname and the balances from /player/currency', async () => {
    logIn();
    const api = fakeApi({ [ApiPaths.currency]: ok(BALANCES) });
    await renderAt('/');
    expect(await screen.findByTestId('navbar-nickname')).toHaveTextContent('Sonny');
    // Label in name (WCAG 2.5.3): the button shows only the nickname as text (the avatar's initial is drawn by CSS),
    // and its name starts with it.
    const account = screen.getByTestId('navbar-profile');
    expect(account).toHaveTextContent(/^Sonny$/);
    expect(account).toHaveAccessibleName('Sonny, account menu');
    expect(within(await screen.findByTestId('balance-TMT')).getByText('1,234.5')).toBeInTheDocument();
    expect(within(screen.getByTestId('balance-GOAL')).getByText('0.25')).toBeInTheDocument();
    // The chips are one link to the wallet, named by the figures it shows (label in name), then where it goes.
    const chips = screen.getByRole('link', { name: 'TMT 1,234.5 GOAL 0.25 (your wallet)' });
    expect(chips).toHaveAttribute('href', '/user/paymethods');
    expect(chips).toBe(screen.getByTestId('navbar-balances'));
    expect(api.callsTo(ApiPaths.currency)).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByTestId('navbar-profile'));
    const menu = screen.getByTestId('navbar-profile-menu');
    expect(within(screen.getByTestId('profile-balance-USD')).getByText('19.99')).toBeInTheDocument();
    expect(within(screen.getByTestId('profile-balance-POINTS')).getByText('1,500')).toBeInTheDocument();
    expect(within(menu).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Profile', '/user/profile'],
      ['My collection', '/collection/fpcards'],
      ['My wallet', '/user/paymethods'],
      ['My orders', '/order/list'],
      ['Claim center', '/claim-center'],
      ['Messages', '/messagebox'],
      ['Security', '/security/gauth'],
    ]);
    expect(within(menu).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('has a More menu with claim center, referral, gift code and the external staking link', async () => {
    logIn();
    fakeApi({ [ApiPaths.currency]: ok(BALANCES) });
    await renderAt('/', { loggedIn: true });
    const more = within(navbar()).getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('navbar-more-menu')).not.toBeVisible();

    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByTestId('navbar-more-menu');
    expect(within(menu).getByRole('link', { name: 'Claim center' })).toHaveAttribute('href', '/claim-center');
    expect(within(menu).getByRole('link', { name: 'Referral' })).toHaveAttribute('href', '/referral');
    expect(within(menu).getByRole('link', { name: 'Gift code' })).toHaveAttribute('href', '/giftcode');
    const staking = within(menu).getByRole('link', { name: /Liquidity staking/ });
    expect(staking).toHaveAttribute('href', LIQUIDITY_STAKING_URL);
    expect(staking).toHaveAttribute('target', '_blank');
    expect(staking.getAttribute('rel')).toContain('noopener');

    await userEvent.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
  });

  it('logs out: calls /account/logout, forgets the session and goes home, even when the call fails', async () => {
    logIn();
    const api = fakeApi({ [ApiPaths.currency]: ok(BALANCES), [ApiPaths.logout]: { r: 1000, d: null, e: {} } });
    const { history } = await renderAt('/market/center', { loggedIn: true });
    await userEvent.click(screen.getByTestId('navbar-profile'));
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await within(navbar()).findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(api.callsTo(ApiPaths.logout)).toHaveLength(1);
    expect(getSession()).toMatchObject({ loggedIn: false, token: '' });
    expect(history.location.pathname).toBe('/');
  });

  it('shows the balances in the kit\'s money format: rounded down with the exact amount in the tooltip, a dust amount as "< 0.0001"', async () => {
    logIn();
    fakeApi({ [ApiPaths.currency]: ok({ currency: { ...BALANCES.currency, TMT: '2599999999999999999999', GOAL: '50000000000000' } }) });
    await renderAt('/');
    const tmt = within(await screen.findByTestId('balance-TMT')).getByText('2,599.9999');
    expect(tmt).toHaveAttribute('title', 'Exactly 2,599.999999999999999999 TMT, shown rounded down');
    expect(within(screen.getByTestId('balance-GOAL')).getByText('< 0.0001')).toBeInTheDocument();
  });

  it('shows the next user their own balances, never the last one\'s', async () => {
    logIn();
    const api = fakeApi({
      [ApiPaths.currency]: ok(BALANCES),
      [ApiPaths.logout]: ok(null),
    });
    await renderAt('/market/center', { loggedIn: true });
    await userEvent.click(screen.getByTestId('navbar-profile'));
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await within(navbar()).findByRole('link', { name: 'Log in' });

    api.set(ApiPaths.currency, ok({ currency: { ...BALANCES.currency, TMT: '7000000000000000000' } }));
    act(() => logIn({ token: 'tok-other', pid: 'p-8', nickName: 'Kane' }));
    expect(await within(await screen.findByTestId('balance-TMT')).findByText('7')).toBeInTheDocument();
    expect(screen.queryByText('1,234.5')).not.toBeInTheDocument();
    expect(api.callsTo(ApiPaths.currency)).toHaveLength(2);
  });
});

describe('unread message badge', () => {
  it('is hidden at 0, shows the count and caps at 99+', async () => {
    logIn();
    fakeApi({ [ApiPaths.currency]: ok(BALANCES) });
    await renderAt('/', { loggedIn: true });
    const link = screen.getByTestId('navbar-messages');
    expect(link).toHaveAttribute('href', '/messagebox');
    expect(link).toHaveAccessibleName('Messages');
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();

    act(() => setUnreadCount(7));
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('7');
    expect(link).toHaveAccessibleName('Messages, 7 unread');

    act(() => setUnreadCount(120));
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('99+');
    expect(link).toHaveAccessibleName('Messages, 99+ unread');
  });

  it('follows the count the API reports on each answer', async () => {
    logIn();
    fakeApi({ [ApiPaths.currency]: ok(BALANCES, { system_event: 3 }) });
    await renderAt('/', { loggedIn: true });
    expect(await screen.findByTestId('unread-badge')).toHaveTextContent('3');
  });
});

describe('live updates', () => {
  /** The browser's EventSource, played by the test: what the shell opened, and events sent down it. */
  class FakeEventSource {
    static opened: FakeEventSource[] = [];
    closed = false;
    private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
    constructor(readonly url: string) {
      FakeEventSource.opened.push(this);
    }
    addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    close(): void {
      this.closed = true;
    }
    send(type: string, data: object, id: string): void {
      act(() => {
        for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id }));
      });
    }
  }
  const streams = () => FakeEventSource.opened;

  beforeEach(() => {
    FakeEventSource.opened = [];
    Object.assign(window, { EventSource: FakeEventSource });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'EventSource');
  });

  it('opens the stream with a ticket once signed in; its events move the balances and the badge without a request', async () => {
    logIn();
    const api = fakeApi({ [ApiPaths.currency]: ok(BALANCES), [ApiPaths.eventsTicket]: ok({ ticket: 'tk-1', expiresIn: 60 }) });
    await renderAt('/', { loggedIn: true });
    await waitFor(() => expect(streams()).toHaveLength(1));
    expect(streams()[0]?.url).toBe('/api/events/stream?ticket=tk-1');
    const calls = api.calls.length;

    streams()[0]?.send('balance', { currency: 'TMT', amount: '2000000000000000000000' }, '12');
    await waitFor(() => expect(screen.getByTestId('balance-TMT')).toHaveTextContent('2,000'));
    streams()[0]?.send('messages', { unread: 4 }, '13');
    expect(await screen.findByTestId('unread-badge')).toHaveTextContent('4');
    expect(api.calls).toHaveLength(calls);
  });

  it('closes the stream on logout and opens none for a guest', async () => {
    logIn();
    fakeApi({ [ApiPaths.currency]: ok(BALANCES), [ApiPaths.eventsTicket]: ok({ ticket: 'tk-1', expiresIn: 60 }) });
    await renderAt('/', { loggedIn: true });
    await waitFor(() => expect(streams()).toHaveLength(1));
    act(() => logoutSession());
    expect(streams()[0]?.closed).toBe(true);
    expect(streams()).toHaveLength(1);
  });
});

describe('language switcher', () => {
  it('switches to Korean and stores language=ko-kr', async () => {
    fakeApi({});
    await renderAt('/');
    const switcher = screen.getByTestId('language-switcher');
    expect(within(switcher).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(switcher).getByRole('button', { name: '한국어' }));

    expect(within(navbar()).getByRole('link', { name: '마켓' })).toBeInTheDocument();
    expect(within(navbar()).getByRole('link', { name: '회원가입' })).toBeInTheDocument();
    expect(within(switcher).getByRole('button', { name: '한국어' })).toHaveAttribute('aria-pressed', 'true');
    expect(Cookies.get('language')).toBe('ko-kr');
    expect(document.documentElement.lang).toBe('ko');
  });
});

describe('mobile menu', () => {
  it('opens and closes with the hamburger button and Escape', async () => {
    fakeApi({});
    await renderAt('/');
    const hamburger = screen.getByTestId('navbar-hamburger');
    expect(hamburger).toHaveAccessibleName('Open menu');
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(hamburger);
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('navbar-panel')).toHaveAttribute('data-open', 'true');
    await userEvent.keyboard('{Escape}');
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
  });

  it("lists the collection's and the game's own pages under their links, the current area's open", async () => {
    logIn();
    fakeApi({ [ApiPaths.currency]: ok(BALANCES) });
    await renderAt('/collection/fppack', { loggedIn: true });
    const collection = screen.getByTestId('navbar-area-collection');
    expect(screen.getByRole('button', { name: 'Collection pages' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(collection).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'FP cards',
      'My cards',
      'Packs',
      'Mystery boxes',
      'Items',
      'Equip',
      'Mint',
      'Provably fair',
    ]);
    expect(within(collection).getByRole('link', { name: 'Mystery boxes' })).toHaveAttribute('aria-current', 'page');
    expect(within(collection).getByRole('link', { name: 'Packs' })).toHaveAttribute('href', '/collection/packs');

    const gameToggle = screen.getByRole('button', { name: 'Game pages' });
    expect(gameToggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('navbar-area-game')).not.toBeVisible();
    await userEvent.click(gameToggle);
    const game = screen.getByTestId('navbar-area-game');
    expect(game).toBeVisible();
    expect(within(game).getByRole('list', { name: 'Events' })).toBeInTheDocument();
    expect(within(game).getByRole('link', { name: 'Game test' })).toHaveAttribute('href', '/gametest');
    expect(within(game).getByRole('link', { name: 'Draw' })).toHaveAttribute('href', '/game/draw');
  });

  it('offers a guest no collection pages (they need a login) and the game pages open to guests', async () => {
    fakeApi({});
    await renderAt('/game/topmanager');
    expect(screen.queryByRole('button', { name: 'Collection pages' })).not.toBeInTheDocument();
    const game = screen.getByTestId('navbar-area-game');
    expect(within(game).getByRole('link', { name: 'TopManager' })).toHaveAttribute('aria-current', 'page');
    expect(within(game).queryByRole('link', { name: 'Cards' })).not.toBeInTheDocument();
    expect(within(game).getByRole('link', { name: 'Items' })).toHaveAttribute('href', '/game/menu/item');
  });
});

describe('footer', () => {
  it('links how to play, the TopManager app, the newsletter, the terms and, under the versions line, the diagnostics', async () => {
    fakeApi({});
    await renderAt('/');
    const footer = within(screen.getByTestId('footer'));
    expect(footer.getByRole('link', { name: 'How to Play' })).toHaveAttribute('href', '/guidance');
    expect(footer.getByRole('link', { name: 'TopManager app' })).toHaveAttribute('href', '/cloud/game');
    expect(footer.getByRole('link', { name: 'Newsletter' })).toHaveAttribute('href', '/subscribe');
    expect(footer.getByRole('link', { name: 'Terms of service' })).toHaveAttribute('href', '/terms-of-service');
    expect(screen.getByTestId('remote-versions').querySelector('a')).toHaveAttribute('href', '/test');
  });
});
