/**
 * Validation rules of SPEC.md §5, shared by the forms (as a convenience) and the server (as the
 * protection). Each rule returns null when the value is valid, else the error code name to show.
 */
import type { ErrorCodeName } from './error-codes';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_MIN_KINDS = 2;
export const EMAIL_MAX_LENGTH = 254;
export const NICKNAME_MIN_LENGTH = 2;
export const NICKNAME_MAX_LENGTH = 24;
export const CLUB_NAME_MIN_LENGTH = 2;
export const CLUB_NAME_MAX_LENGTH = 24;
export const DESCRIPTION_MAX_LENGTH = 280;
export const INVITE_CODE_PATTERN = /^[A-Z0-9]{6,12}$/;
export const EMAIL_CODE_LENGTH = 6;
export const GOOGLE_CODE_LENGTH = 6;
export const RECHARGE_MIN_USD = 10;
export const RECHARGE_MAX_USD = 100_000;

// Pragmatic address check: one @, a dot in the domain, no spaces; the mail itself is the real proof.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export type PasswordKind = 'letter' | 'digit' | 'symbol';

export function passwordKinds(password: string): PasswordKind[] {
  const kinds: PasswordKind[] = [];
  if (/\p{L}/u.test(password)) kinds.push('letter');
  if (/\p{N}/u.test(password)) kinds.push('digit');
  if (/[^\p{L}\p{N}\s]/u.test(password)) kinds.push('symbol');
  return kinds;
}

export interface PasswordCheck {
  longEnough: boolean;
  enoughKinds: boolean;
  notTooLong: boolean;
  valid: boolean;
}

export function checkPassword(password: string): PasswordCheck {
  const longEnough = password.length >= PASSWORD_MIN_LENGTH;
  const notTooLong = password.length <= PASSWORD_MAX_LENGTH;
  const enoughKinds = passwordKinds(password).length >= PASSWORD_MIN_KINDS;
  return { longEnough, enoughKinds, notTooLong, valid: longEnough && enoughKinds && notTooLong };
}

export function validateEmail(email: string): ErrorCodeName | null {
  return isValidEmail(normalizeEmail(email)) ? null : 'INVALID_EMAIL';
}

export function validatePassword(password: string): ErrorCodeName | null {
  return checkPassword(password).valid ? null : 'PASSWORD_TOO_WEAK';
}

export function isSixDigitCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}

export function validateNickname(name: string): ErrorCodeName | null {
  const trimmed = name.trim();
  return trimmed.length >= NICKNAME_MIN_LENGTH && trimmed.length <= NICKNAME_MAX_LENGTH && !/[<>]/.test(trimmed)
    ? null
    : 'NICKNAME_INVALID';
}

export function validateRechargeAmount(usd: number): ErrorCodeName | null {
  return Number.isFinite(usd) && usd >= RECHARGE_MIN_USD && usd <= RECHARGE_MAX_USD ? null : 'RECHARGE_AMOUNT_INVALID';
}
