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

export const EMAIL_LOCAL_MAX_LENGTH = 64;
export const EMAIL_DOMAIN_LABEL_MAX_LENGTH = 63;

// A plain mailbox, nothing a mail library could read as a list, a display name or a comment (no , ; < > " ( ) \
// or spaces): the local part is dot-separated atoms of letters, digits and !#$%&'*+/=?^_`{|}~- (no leading,
// trailing or double dot); the domain is two or more labels of letters (IDN too), digits and inner hyphens,
// the last one starting with a letter (no IP addresses). The mail itself is the real proof.
const LOCAL_ATOM = "[\\p{L}\\p{M}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[\\p{L}\\p{M}\\p{N}](?:[\\p{L}\\p{M}\\p{N}-]*[\\p{L}\\p{M}\\p{N}])?';
const TOP_LABEL = '\\p{L}[\\p{L}\\p{M}\\p{N}-]*[\\p{L}\\p{M}\\p{N}]';
const EMAIL_PATTERN = new RegExp(`^(${LOCAL_ATOM}(?:\\.${LOCAL_ATOM})*)@((?:${LABEL}\\.)+${TOP_LABEL})$`, 'u');

export function isValidEmail(email: string): boolean {
  if (email.length > EMAIL_MAX_LENGTH) return false;
  const match = EMAIL_PATTERN.exec(email);
  if (!match) return false;
  const [, local = '', domain = ''] = match;
  return local.length <= EMAIL_LOCAL_MAX_LENGTH && domain.split('.').every((label) => label.length <= EMAIL_DOMAIN_LABEL_MAX_LENGTH);
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
