import { paths } from '@fc/shared';

export type GuardDecision = { kind: 'allow' } | { kind: 'login'; to: string };

export interface GuardInput {
  loginRequired: boolean;
  /** A stored token AND the loggedIn flag (SPEC.md §4). */
  authenticated: boolean;
  pathname: string;
  search: string;
}

const LOGIN_PATH = paths.login();

/**
 * SPEC.md §4: a login-required route is allowed only to an authenticated user; anyone else is logged
 * out and sent to the login page with the path they wanted, unless they already are on the login page.
 */
export function decideAccess({ loginRequired, authenticated, pathname, search }: GuardInput): GuardDecision {
  if (!loginRequired || authenticated || pathname === LOGIN_PATH) return { kind: 'allow' };
  return { kind: 'login', to: paths.login(`${pathname}${search}`) };
}
