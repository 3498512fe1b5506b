import { ApiError, type ErrorCodeName } from '@fc/shared';

export type CodeFields<F extends string> = Partial<Record<ErrorCodeName, F>>;

/**
 * The form field a server error belongs to: the field INVALID_PARAMS names (when the form has it),
 * else the field the form ties that error code to, else null (a form-level error).
 */
export function fieldForError<F extends string>(
  error: unknown,
  fields: readonly F[],
  codeFields: CodeFields<F> = {},
): F | null {
  if (!(error instanceof ApiError)) return null;
  if (error.key === 'INVALID_PARAMS') {
    const named = error.detail?.field?.split('.')[0];
    return fields.find((field) => field === named) ?? null;
  }
  return codeFields[error.key] ?? null;
}

/** Seconds until the action may be retried, when the server said so. */
export function retryAfterOf(error: unknown): number | null {
  if (!(error instanceof ApiError)) return null;
  const seconds = error.detail?.retryAfter;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : null;
}
