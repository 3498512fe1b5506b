import { AppError, invalidParams } from './app-error';

/** PostgreSQL SQLSTATE codes the services react to. */
export const PgErrorCode = {
  UNIQUE_VIOLATION: '23505',
  CHECK_VIOLATION: '23514',
  FOREIGN_KEY_VIOLATION: '23503',
  EXCLUSION_VIOLATION: '23P01',
  SERIALIZATION_FAILURE: '40001',
  DEADLOCK_DETECTED: '40P01',
} as const;

/** The SQLSTATE classes of bad data (22) and of integrity constraints (23). */
const DATA_EXCEPTION_CLASS = '22';
const INTEGRITY_CONSTRAINT_CLASS = '23';
/** What happens at the same moment in another transaction: asking again decides. */
const CONCURRENCY_CODES: readonly string[] = [PgErrorCode.UNIQUE_VIOLATION, PgErrorCode.EXCLUSION_VIOLATION, PgErrorCode.SERIALIZATION_FAILURE, PgErrorCode.DEADLOCK_DETECTED];

interface PgLikeError {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** The driver error under Drizzle's wrapper (`DrizzleQueryError.cause`), from pg or PGlite alike. */
export function pgError(error: unknown): { code: string; constraint: string | undefined } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as PgLikeError;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return { code: candidate.code, constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined };
    }
    current = candidate.cause;
  }
  return null;
}

export function isViolation(error: unknown, code: string, constraint?: string): boolean {
  const found = pgError(error);
  return found !== null && found.code === code && (constraint === undefined || found.constraint === constraint);
}

/**
 * The refusal for a database error that reached a route unmapped, by its SQLSTATE: a repository maps the constraints
 * it knows to their domain refusal (`isViolation` above); whatever still comes through is answered with a clear code,
 * the transaction rolled back and nothing written, never UNKNOWN. Null for anything that is not such a refusal.
 * - a unique or exclusion constraint, a serialization failure, a deadlock: another request got there at the same
 *   moment (CONCURRENT_CHANGE: asking again decides);
 * - a foreign key: what the request names does not exist (any more);
 * - bad data (class 22: a date or a number out of range, a NUL in text) or a NOT NULL or check constraint: the input.
 */
export function refusalOfDatabaseError(error: unknown): AppError | null {
  const found = pgError(error);
  if (!found) return null;
  const { code } = found;
  if (CONCURRENCY_CODES.includes(code)) return new AppError('CONCURRENT_CHANGE');
  if (code === PgErrorCode.FOREIGN_KEY_VIOLATION) return new AppError('NOT_FOUND');
  if (code.startsWith(DATA_EXCEPTION_CLASS) || code.startsWith(INTEGRITY_CONSTRAINT_CLASS)) return invalidParams('body', 'a value the database cannot take');
  return null;
}
