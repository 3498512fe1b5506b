import { AVATARS, JERSEYS } from '@fc/shared/contracts';

// DOMAIN.md "Accounts and security"; [ours] values are tunable here only.
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Activation links expire after 24 h. [spec, ours] */
export const ACTIVATION_TTL_MS = 24 * HOUR_MS;
/** Password-reset links expire after 1 h. [ours] */
export const RESET_TTL_MS = HOUR_MS;
/** Activation and reset mails may be resent once a minute. [spec, ours] */
export const RESEND_COOLDOWN_S = 60;
/** Sessions live 7 days, like the client's cookie. [spec, ours] */
export const SESSION_TTL_MS = 7 * DAY_MS;
/** 5 failed logins within 15 minutes lock the account for 15 minutes. [ours] */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * MINUTE_MS;
export const LOGIN_LOCK_MS = 15 * MINUTE_MS;

export const CodePurpose = {
  activation: 'activation',
  reset: 'reset',
} as const;

export const AccountStatus = { pending: 'pending', active: 'active' } as const;

/** Invite codes we hand out (INVITE_CODE_PATTERN allows 6–12). */
export const INVITE_CODE_LENGTH = 8;
export const INVITE_CODE_ATTEMPTS = 5;

/** A new account's look until the user changes it. */
export const DEFAULT_PHOTO = AVATARS[0];
export const DEFAULT_AVATAR = AVATARS[0];
export const DEFAULT_JERSEY = JERSEYS[0];
export const DEFAULT_NICKNAME_PREFIX = 'Manager';
export const DEFAULT_CLUB_SUFFIX = 'FC';

/** The demo account created on an empty database (README, browser tests). [ours] */
export const DEMO_ACCOUNT = {
  email: 'demo@fc.example',
  password: 'demo1234',
  nickName: 'DemoManager',
  clubName: 'Demo FC',
  description: 'The demo account: balances in every currency and a couple of messages.',
  inviteCode: 'DEMOFC01',
} as const;
