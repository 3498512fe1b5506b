/** Header names and envelope shared by the API client and the server (SPEC.md §7). */
export const API_BASE = '/api';
export const TOKEN_HEADER = 'x-fc-token';
export const LANGUAGE_HEADER = 'x-fc-lang';
export const TIMEZONE_HEADER = 'x-fc-timezone';

export const API_LANGUAGES = ['en-US', 'zh-Hans', 'ko-KR'] as const;
export type ApiLanguage = (typeof API_LANGUAGES)[number];
/** The LANGUAGE_HEADER value for each language the site is shown in (the API client's, and the site server's calls). */
export const API_LANGUAGE_OF = { en: 'en-US', ko: 'ko-KR' } as const satisfies Record<'en' | 'ko', ApiLanguage>;

/** Request timeout (ms), SPEC.md §9. */
export const API_TIMEOUT_MS = 30_000;
/**
 * How long code may take to arrive before its load fails (ms), SPEC.md §9: a remote's manifest and entry
 * script (the shell's runtime plugin) and every lazy chunk (webpack's chunkLoadTimeout in
 * tools/webpack/create-config.cjs, which repeats the number because it is CommonJS; a tools test keeps them equal).
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Largest accepted request body (bytes). */
export const MAX_BODY_BYTES = 64 * 1024;

/** Every answer. `d` is the payload on success and an {@link ApiErrorDetail} (or null) on failure. */
export interface Envelope<T = unknown> {
  r: number;
  d: T;
  e: EnvelopeEvents;
}

export interface EnvelopeEvents {
  /** Unread message count; present on every authenticated answer. */
  system_event?: number;
}

export interface ApiErrorDetail {
  /** The offending input field for INVALID_PARAMS (dotted path, e.g. `email`). */
  field?: string;
  /** Seconds until the action may be retried (cooldowns, lockout, rate limit). */
  retryAfter?: number;
  /** Extra context for codes that carry it (e.g. the account `u` for ACCOUNT_NOT_ACTIVATED). */
  u?: string;
  /** Developer-facing explanation; never shown as the user message. */
  message?: string;
}
