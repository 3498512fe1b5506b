import Cookies from 'js-cookie';
import { SESSION_COOKIES } from '../contracts/session';

export { SESSION_COOKIES };

/** Cookie lifetime of the session, SPEC.md §9. */
export const SESSION_COOKIE_DAYS = 7;

export type PersistedField = keyof typeof SESSION_COOKIES;
export type PersistedSession = {
  [K in PersistedField]: K extends 'subscribed' | 'loggedIn' ? boolean : string;
};

export const PERSISTED_FIELDS = Object.keys(SESSION_COOKIES) as PersistedField[];

/** Cookie attributes shared by every cookie this package writes. */
export function cookieAttributes(days: number): Cookies.CookieAttributes {
  const secure = typeof window !== 'undefined' && window.location.protocol === 'https:';
  return { expires: days, path: '/', sameSite: 'Lax', secure };
}

export function readPersistedSession(): PersistedSession {
  // Without a document (Node: the shell's server render, a page prerendered at build time) js-cookie answers undefined: a guest.
  const all: Record<string, string | undefined> = Cookies.get() ?? {};
  const text = (field: Exclude<PersistedField, 'subscribed' | 'loggedIn'>) => all[SESSION_COOKIES[field]] ?? '';
  return {
    token: text('token'),
    pid: text('pid'),
    nickName: text('nickName'),
    email: text('email'),
    clubName: text('clubName'),
    photo: text('photo'),
    avatar: text('avatar'),
    introduction: text('introduction'),
    subscribed: all[SESSION_COOKIES.subscribed] === '1',
    loggedIn: all[SESSION_COOKIES.loggedIn] === '1',
  };
}

export function readStoredToken(): string {
  return Cookies.get(SESSION_COOKIES.token) ?? '';
}

/** Writes the given fields; empty values and false flags remove their cookie instead of storing it. */
export function writePersistedFields(fields: Partial<PersistedSession>): void {
  const attributes = cookieAttributes(SESSION_COOKIE_DAYS);
  for (const field of PERSISTED_FIELDS) {
    if (!(field in fields)) continue;
    const value = fields[field];
    const text = typeof value === 'boolean' ? (value ? '1' : '') : (value ?? '');
    if (text) Cookies.set(SESSION_COOKIES[field], text, attributes);
    else Cookies.remove(SESSION_COOKIES[field], { path: '/' });
  }
}
