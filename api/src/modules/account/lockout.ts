import { addMs } from '../../lib/time';
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_LOCK_MS, LOGIN_MAX_FAILURES } from './constants';

export interface FailureState {
  failedLogins: number;
  failedWindowStart: Date | null;
  lockedUntil: Date | null;
}

export const NO_FAILURES: FailureState = { failedLogins: 0, failedWindowStart: null, lockedUntil: null };

export function isLocked(state: Pick<FailureState, 'lockedUntil'>, now: Date): boolean {
  return state.lockedUntil !== null && state.lockedUntil > now;
}

/** Wrong passwords counted in the current 15-minute window; older ones are forgotten. */
export function recentFailures(state: Pick<FailureState, 'failedLogins' | 'failedWindowStart'>, now: Date): number {
  const inWindow = state.failedWindowStart !== null && now.getTime() - state.failedWindowStart.getTime() < LOGIN_FAILURE_WINDOW_MS;
  return inWindow ? state.failedLogins : 0;
}

export type LoginVerdict = 'locked' | 'wrong' | 'right';

/**
 * Decides a login whose password was already checked, from the account's state read under its row lock,
 * and the state to store. Only a wrong password counts; the LOGIN_MAX_FAILURES-th locks the account. A
 * locked account refuses every attempt, the right password too, so parallel guesses decided after the
 * lock learn nothing; a right password forgets the counted failures.
 */
export function decideLogin(state: FailureState, passwordRight: boolean, now: Date): { verdict: LoginVerdict; state: FailureState } {
  if (isLocked(state, now)) return { verdict: 'locked', state };
  if (passwordRight) return { verdict: 'right', state: NO_FAILURES };
  const counted = recentFailures(state, now) + 1;
  if (counted >= LOGIN_MAX_FAILURES) return { verdict: 'wrong', state: { ...NO_FAILURES, lockedUntil: addMs(now, LOGIN_LOCK_MS) } };
  const windowStart = counted > 1 && state.failedWindowStart ? state.failedWindowStart : now;
  return { verdict: 'wrong', state: { failedLogins: counted, failedWindowStart: windowStart, lockedUntil: null } };
}
