// DOMAIN.md "Accounts and security".
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Google Authenticator: TOTP (RFC 6238), 30-second step, 6 digits, one step of drift accepted. [ours] */
export const TOTP = { step: 30, digits: 6, window: 1 } as const;
/** TOTP secret length: 160 bits. */
export const TOTP_SECRET_BYTES = 20;
/** Shown by the authenticator app next to the account. */
export const TOTP_ISSUER = 'FC';

/** E-mail codes: 6 digits, valid 10 minutes, at most 5 tries, resend once a minute. [ours] */
export const MAIL_CODE_DIGITS = 6;
export const MAIL_CODE_TTL_MS = 10 * MINUTE_MS;
export const MAIL_CODE_MAX_ATTEMPTS = 5;
export const MAIL_CODE_RESEND_S = 60;

/** Stored purpose of an e-mail code (verification_codes.purpose). */
export function mailCodePurpose(purpose: string): string {
  return `mail:${purpose}`;
}

/** Withdrawals (of tokens and of cards) pause this long after a password change or a Google Authenticator bind/unbind. [ours] */
export const WITHDRAW_SUSPENSION_MS = 24 * HOUR_MS;
