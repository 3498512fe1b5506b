/** PostgreSQL SQLSTATE codes the services react to. */
export const PgErrorCode = {
  UNIQUE_VIOLATION: '23505',
  CHECK_VIOLATION: '23514',
} as const;

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
