import Cookies from 'js-cookie';
import { act, renderHook } from '@testing-library/react';
import type { LoginResponse } from '../contracts';
import {
  getSession,
  isAuthenticated,
  loginSession,
  logoutSession,
  setUnreadCount,
  updateSession,
  useIsLoggedIn,
  useSession,
} from './session';
import { SESSION_COOKIES } from './session-cookies';
import { PLAYER } from '../testing/fixtures';

const login: LoginResponse = { ...PLAYER, subscribed: true, introduction: '안녕하세요' };

beforeEach(() => logoutSession());

describe('session', () => {
  it('stores the login in cookies so that a reload or another tab sees it', () => {
    loginSession(login);
    expect(Cookies.get(SESSION_COOKIES.token)).toBe('tok-123');
    expect(Cookies.get(SESSION_COOKIES.pid)).toBe('p-7');
    expect(Cookies.get(SESSION_COOKIES.email)).toBe('sonny@example.com');
    expect(Cookies.get(SESSION_COOKIES.nickName)).toBe('Sonny');
    expect(Cookies.get(SESSION_COOKIES.clubName)).toBe('Spurs FC');
    expect(Cookies.get(SESSION_COOKIES.photo)).toBe('avatar-02');
    expect(Cookies.get(SESSION_COOKIES.introduction)).toBe('안녕하세요');
    expect(getSession()).toMatchObject({ ...login, loggedIn: true, roles: [], newMessagesInBox: 0 });
    expect(isAuthenticated()).toBe(true);
  });

  it('writes cookies that last 7 days, SameSite=Lax', () => {
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    const written: string[] = [];
    const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      cookie?.set?.call(document, value);
    });
    loginSession(login);
    spy.mockRestore();
    const token = written.find((value) => value.startsWith(`${SESSION_COOKIES.token}=`));
    expect(token).toMatch(/; expires=/);
    expect(token).toMatch(/; path=\//);
    expect(token).toMatch(/; sameSite=Lax/i);
    expect(token).not.toMatch(/secure/i);
    const expires = new Date(/expires=([^;]+)/.exec(token ?? '')?.[1] ?? '').getTime();
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(7);
  });

  it('logout clears the user and the stored token', () => {
    loginSession(login);
    logoutSession();
    for (const name of Object.values(SESSION_COOKIES)) expect(Cookies.get(name)).toBeUndefined();
    expect(getSession()).toMatchObject({ token: '', nickName: '', email: '', clubName: '', photo: '', loggedIn: false });
    expect(isAuthenticated()).toBe(false);
  });

  it('is not authenticated with a token but without the loggedIn flag', () => {
    Cookies.set(SESSION_COOKIES.token, 'stray');
    expect(isAuthenticated()).toBe(false);
  });

  it('notices a logout made by another tab (the cookies are gone)', () => {
    loginSession(login);
    for (const name of Object.values(SESSION_COOKIES)) Cookies.remove(name, { path: '/' });
    expect(getSession().loggedIn).toBe(true);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(getSession().loggedIn).toBe(false);
    expect(getSession().token).toBe('');
  });

  it('updates fields, persisting the ones that survive a reload', () => {
    loginSession(login);
    updateSession({ nickName: 'Kane', newMessagesInBox: 4 });
    expect(Cookies.get(SESSION_COOKIES.nickName)).toBe('Kane');
    expect(getSession()).toMatchObject({ nickName: 'Kane', newMessagesInBox: 4, email: 'sonny@example.com' });
  });

  it('re-renders hooks on login, unread count and logout', () => {
    const { result } = renderHook(() => ({ session: useSession(), loggedIn: useIsLoggedIn() }));
    expect(result.current.loggedIn).toBe(false);
    act(() => loginSession(login));
    expect(result.current.loggedIn).toBe(true);
    expect(result.current.session.nickName).toBe('Sonny');
    act(() => setUnreadCount(3));
    expect(result.current.session.newMessagesInBox).toBe(3);
    act(() => logoutSession());
    expect(result.current.loggedIn).toBe(false);
  });
});
