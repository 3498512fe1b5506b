export {
  getSession,
  isAuthenticated,
  isLoggedInAtom,
  loginSession,
  logoutSession,
  sessionAtom,
  setUnreadCount,
  syncSessionFromCookies,
  updateSession,
  useIsLoggedIn,
  useSession,
  type Session,
  type SessionUpdate,
} from './session';
export { readStoredToken, SESSION_COOKIES, SESSION_COOKIE_DAYS } from './session-cookies';
