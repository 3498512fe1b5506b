import type { ApiErrorDetail, ErrorCodeName } from '@fc/shared/contracts';

/** A refusal the caller can act on: answered as `{ r: ErrorCode[code], d: detail }` with HTTP 200. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCodeName,
    readonly detail: ApiErrorDetail | null = null,
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export function invalidParams(field: string, message?: string): AppError {
  return new AppError('INVALID_PARAMS', message ? { field, message } : { field });
}

/** Seconds until `until`, at least 1 (for `retryAfter`). */
export function secondsUntil(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
}
