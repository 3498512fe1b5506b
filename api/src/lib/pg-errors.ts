import { AppError, invalidParams } from './app-error';

/** PostgreSQL SQLSTATE codes the services react to. */
export const PgErrorCode = {
  UNIQUE_VIOLATION: '23505',
  CHECK_VIOLATION: '23514',
  FOREIGN_KEY_VIOLATION: '23503',
  EXCLUSION_VIOLATION: '23P01',
  SERIALIZATION_FAILURE: '40001',
  DEADLOCK_DETECTED: '40P01',
  ADMIN_SHUTDOWN: '57P01',
  CRASH_SHUTDOWN: '57P02',
  CANNOT_CONNECT_NOW: '57P03',
} as const;

/** The SQLSTATE classes of bad data (22) and of integrity constraints (23). */
const DATA_EXCEPTION_CLASS = '22';
const INTEGRITY_CONSTRAINT_CLASS = '23';
/** What happens at the same moment in another transaction: asking again decides. */
const CONCURRENCY_CODES: readonly string[] = [PgErrorCode.UNIQUE_VIOLATION, PgErrorCode.EXCLUSION_VIOLATION, PgErrorCode.SERIALIZATION_FAILURE, PgErrorCode.DEADLOCK_DETECTED];

/** The SQLSTATE class of a connection that failed or was lost (08000, 08006, …). */
const CONNECTION_EXCEPTION_CLASS = '08';
/** The server shutting down, crashed, or starting up: it takes no statement now. */
const SERVER_GONE_CODES: readonly string[] = [PgErrorCode.ADMIN_SHUTDOWN, PgErrorCode.CRASH_SHUTDOWN, PgErrorCode.CANNOT_CONNECT_NOW];
/**
 * Node's socket errors on the way to the server. The same codes under an HTTP call (fetch's `fetch failed`: a chain
 * node, a payment provider) are not the database's, and not counted.
 */
const NETWORK_CODES: readonly string[] = ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN'];
/** What fetch (undici) throws when the network fails it; its `cause` holds the socket error. */
const FETCH_FAILED = 'fetch failed';
/**
 * What node-postgres, pg-pool and PGlite say, without a code, when the connection is gone or the pool cannot give
 * one: a connection ended under a query, a client broken by an earlier error, a pool out of time or ended, PGlite
 * closed.
 */
const UNREACHABLE_MESSAGES: readonly RegExp[] = [
  /^Connection terminated/,
  /and is not queryable$/,
  /^timeout exceeded when trying to connect/,
  /^Cannot use a pool after calling end/,
  /^PGlite is closed/,
];

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

/**
 * The database cannot be reached: refused or lost connections, a server shutting down or starting, a pool that
 * cannot hand out a connection. Looks through Drizzle's wrapper (`cause`) and Node's AggregateError (`errors`: one
 * per address tried), never into an HTTP call's failure.
 */
export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (depth > 5 || !error || typeof error !== 'object') return false;
  const candidate = error as PgLikeError & { message?: unknown; errors?: unknown };
  if (candidate.message === FETCH_FAILED) return false;
  const code = typeof candidate.code === 'string' ? candidate.code : '';
  if (code.startsWith(CONNECTION_EXCEPTION_CLASS) && code.length === 5) return true;
  if (SERVER_GONE_CODES.includes(code) || NETWORK_CODES.includes(code)) return true;
  if (typeof candidate.message === 'string' && UNREACHABLE_MESSAGES.some((pattern) => pattern.test(candidate.message as string))) return true;
  if (Array.isArray(candidate.errors) && candidate.errors.some((inner) => isDatabaseUnreachable(inner, depth + 1))) return true;
  return isDatabaseUnreachable(candidate.cause, depth + 1);
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
 * - bad data (class 22: a date or a number out of range, a NUL in text) or a NOT NULL or check constraint: the input;
 * - a database out of reach (`isDatabaseUnreachable`): SERVICE_UNAVAILABLE, nothing was done, asking again in a few
 *   seconds may succeed.
 */
export function refusalOfDatabaseError(error: unknown): AppError | null {
  if (isDatabaseUnreachable(error)) return new AppError('SERVICE_UNAVAILABLE');
  const found = pgError(error);
  if (!found) return null;
  const { code } = found;
  if (CONCURRENCY_CODES.includes(code)) return new AppError('CONCURRENT_CHANGE');
  if (code === PgErrorCode.FOREIGN_KEY_VIOLATION) return new AppError('NOT_FOUND');
  if (code.startsWith(DATA_EXCEPTION_CLASS) || code.startsWith(INTEGRITY_CONSTRAINT_CLASS)) return invalidParams('body', 'a value the database cannot take');
  return null;
}
