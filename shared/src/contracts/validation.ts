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

/** Combining marks (\p{M}) and invisible format characters (\p{Cf}: zero-width, bidi controls) add no strength. */
const PASSWORD_IGNORED = /[\p{M}\p{Cf}]/gu;

/** The characters of a password that count: invisible and combining marks left out. */
function countedCharacters(password: string): string {
  return password.replace(PASSWORD_IGNORED, '');
}

/** Kinds by Unicode category: letters (\p{L}), digits (\p{N}), symbols (punctuation \p{P} or symbols \p{S}). */
export function passwordKinds(password: string): PasswordKind[] {
  const counted = countedCharacters(password);
  const kinds: PasswordKind[] = [];
  if (/\p{L}/u.test(counted)) kinds.push('letter');
  if (/\p{N}/u.test(counted)) kinds.push('digit');
  if (/[\p{P}\p{S}]/u.test(counted)) kinds.push('symbol');
  return kinds;
}

export interface PasswordCheck {
  longEnough: boolean;
  enoughKinds: boolean;
  notTooLong: boolean;
  valid: boolean;
}

export function checkPassword(password: string): PasswordCheck {
  // Characters (code points) that count, so that an emoji is one and zero-width padding none.
  const longEnough = [...countedCharacters(password)].length >= PASSWORD_MIN_LENGTH;
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

/**
 * Code points no name or text shown to others may hold: controls (\p{Cc}), invisible format characters
 * (\p{Cf}: zero-width characters, bidi overrides such as U+202E), lone surrogates (\p{Cs}) and unassigned
 * code points (\p{Cn}). A description may still hold line breaks.
 */
const HIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}\p{Cs}\p{Cn}]/u;
const HIDDEN_CHARACTERS_BUT_LINE_FEED = /(?!\n)[\p{Cc}\p{Cf}\p{Cs}\p{Cn}]/u;
/** Refused in names shown to others besides hidden characters. */
const MARKUP_CHARACTERS = /[<>]/;

/** The stored form of a name or text: Unicode NFC (one spelling for one look), trimmed, line breaks as \n. */
export function normalizeText(value: string): string {
  return value.replace(/\r\n?/g, '\n').normalize('NFC').trim();
}

/** Whether a name holds a control, format (zero-width, bidi), surrogate or unassigned code point. */
export function hasHiddenCharacters(value: string, { lineBreaks = false } = {}): boolean {
  return (lineBreaks ? HIDDEN_CHARACTERS_BUT_LINE_FEED : HIDDEN_CHARACTERS).test(value);
}

function isShownName(value: string, min: number, max: number): boolean {
  const name = normalizeText(value);
  return name.length >= min && name.length <= max && !MARKUP_CHARACTERS.test(name) && !hasHiddenCharacters(name);
}

export function validateNickname(name: string): ErrorCodeName | null {
  return isShownName(name, NICKNAME_MIN_LENGTH, NICKNAME_MAX_LENGTH) ? null : 'NICKNAME_INVALID';
}

/** The server answers INVALID_PARAMS naming `clubName`. */
export function validateClubName(name: string): ErrorCodeName | null {
  return isShownName(name, CLUB_NAME_MIN_LENGTH, CLUB_NAME_MAX_LENGTH) ? null : 'INVALID_PARAMS';
}

/** The server answers INVALID_PARAMS naming `description`. */
export function validateDescription(text: string): ErrorCodeName | null {
  const normalized = normalizeText(text);
  return normalized.length <= DESCRIPTION_MAX_LENGTH && !hasHiddenCharacters(normalized, { lineBreaks: true }) ? null : 'INVALID_PARAMS';
}

export function validateRechargeAmount(usd: number): ErrorCodeName | null {
  return Number.isFinite(usd) && usd >= RECHARGE_MIN_USD && usd <= RECHARGE_MAX_USD ? null : 'RECHARGE_AMOUNT_INVALID';
}
