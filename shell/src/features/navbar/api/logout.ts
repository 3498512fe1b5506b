import { ApiPaths, callApi, logoutSession, type LogoutRequest, type LogoutResponse } from '@fc/shared';

const LOGOUT_CALL_TIMEOUT_MS = 3000;

/**
 * Revokes the token on the server when it can, then forgets the session here either way. The call
 * goes first because it needs the token; a slow server does not hold the user for long.
 */
export async function logout(): Promise<void> {
  try {
    await callApi<LogoutResponse, LogoutRequest>(ApiPaths.logout, {}, { signal: AbortSignal.timeout(LOGOUT_CALL_TIMEOUT_MS) });
  } catch {
    // Already invalid, offline or slow: the local logout below is what the user asked for.
  }
  logoutSession();
}
