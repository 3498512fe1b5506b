import { atom, getDefaultStore, useAtomValue } from 'jotai';
import type { LoginResponse } from '../contracts/payloads';
import {
  PERSISTED_FIELDS,
  readPersistedSession,
  writePersistedFields,
  type PersistedSession,
} from './session-cookies';

/** The signed-in user as the browser knows it (SPEC.md §3). */
export interface Session {
  token: string;
  pid: string;
  nickName: string;
  email: string;
  clubName: string;
  photo: string;
  avatar: string;
  /** Unread messages, from `e.system_event` of the last answer (memory only). */
  newMessagesInBox: number;
  loggedIn: boolean;
  subscribed: boolean;
  introduction: string;
  /** No named roles exist (SPEC.md §6). */
  roles: never[];
}

export type SessionUpdate = Partial<Omit<Session, 'roles'>>;

const GUEST: PersistedSession = {
  token: '',
  pid: '',
  nickName: '',
  email: '',
  clubName: '',
  photo: '',
  avatar: '',
  introduction: '',
  subscribed: false,
  loggedIn: false,
};

// The default store, not a Provider's: shell and remotes share jotai as a singleton and see one session.
const store = getDefaultStore();

const stateAtom = atom<Session>({ ...readPersistedSession(), newMessagesInBox: 0, roles: [] });

/** Read-only: every change goes through the functions below so that the cookies stay in step. */
export const sessionAtom = atom((get) => get(stateAtom));
export const isLoggedInAtom = atom((get) => {
  const session = get(stateAtom);
  return session.loggedIn && session.token !== '';
});

export function getSession(): Session {
  return store.get(stateAtom);
}

function samePersisted(session: Session, persisted: PersistedSession): boolean {
  return PERSISTED_FIELDS.every((field) => session[field] === persisted[field]);
}

/**
 * Brings the in-memory session in line with the cookies, which another tab may have changed
 * (logged out, or in as someone else). Cheap: one parse of document.cookie.
 */
export function syncSessionFromCookies(): Session {
  const current = store.get(stateAtom);
  const persisted = readPersistedSession();
  if (samePersisted(current, persisted)) return current;
  const sameUser = persisted.token === current.token;
  const next: Session = { ...current, ...persisted, newMessagesInBox: sameUser ? current.newMessagesInBox : 0 };
  store.set(stateAtom, next);
  return next;
}

export function loginSession(d: LoginResponse): void {
  const persisted: PersistedSession = {
    token: d.token,
    pid: d.pid,
    nickName: d.nickName,
    email: d.email,
    clubName: d.clubName,
    photo: d.photo,
    avatar: d.avatar,
    introduction: d.introduction,
    subscribed: d.subscribed,
    loggedIn: true,
  };
  writePersistedFields(persisted);
  store.set(stateAtom, { ...persisted, newMessagesInBox: 0, roles: [] });
}

/** Forgets the user on this device (every tab sees it on its next request or focus). Does not call the API. */
export function logoutSession(): void {
  writePersistedFields(GUEST);
  store.set(stateAtom, { ...GUEST, newMessagesInBox: 0, roles: [] });
}

export function updateSession(partial: SessionUpdate): void {
  const persisted: Partial<PersistedSession> = {};
  for (const field of PERSISTED_FIELDS) {
    if (field in partial) Object.assign(persisted, { [field]: partial[field] });
  }
  writePersistedFields(persisted);
  store.set(stateAtom, { ...store.get(stateAtom), ...partial });
}

export function setUnreadCount(count: number): void {
  const current = store.get(stateAtom);
  if (current.newMessagesInBox !== count) store.set(stateAtom, { ...current, newMessagesInBox: count });
}

/**
 * The route-guard test (SPEC.md §4): a stored token AND the loggedIn flag. Reads the cookies (so a logout
 * in another tab counts at once) and writes nothing, so it is safe to call while rendering.
 */
export function isAuthenticated(): boolean {
  const { loggedIn, token } = readPersistedSession();
  return loggedIn && token !== '';
}

export function useSession(): Session {
  return useAtomValue(sessionAtom, { store });
}

export function useIsLoggedIn(): boolean {
  return useAtomValue(isLoggedInAtom, { store });
}

if (typeof window !== 'undefined') {
  const resync = () => {
    if (document.visibilityState !== 'hidden') syncSessionFromCookies();
  };
  window.addEventListener('focus', resync);
  window.addEventListener('pageshow', resync);
  document.addEventListener('visibilitychange', resync);
}
