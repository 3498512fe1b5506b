import fp from 'fastify-plugin';
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { RateLimitConfig } from '../config';
import type { Executor } from '../db/client';
import { AppError } from '../lib/app-error';
import { countHit } from './rate-limit-repository';

/** One limit's counter, under `prefix` (a route's own limit counts apart from the shared one). */
class DatabaseCounter implements FastifyRateLimitStore {
  constructor(
    private readonly db: Executor,
    private readonly now: () => Date,
    private readonly prefix: string,
  ) {}

  // The package passes the window (and max) after the callback, beyond its typed interface (its own stores read them).
  incr(key: string, done: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow?: number): void {
    const nowMs = this.now().getTime();
    countHit(this.db, `${this.prefix}${key}`, nowMs, timeWindow ?? 0).then(
      ({ hits, resetsAt }) => done(null, { current: hits, ttl: Math.max(0, resetsAt - nowMs) }),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  }

  child(options: RouteOptions & { path: string; prefix: string }): FastifyRateLimitStore {
    // Typed as the route's options, but the package passes its merged limit options with the route as `routeInfo`.
    const route = (options as unknown as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
    return new DatabaseCounter(this.db, this.now, `${this.prefix}${String(route.method)}${String(route.url)}-`);
  }
}

/**
 * @fastify/rate-limit's store on the API's database (rate_limit_hits): every API process counts against the same
 * rows, so that N processes allow exactly what one does. A route with a limit of its own counts under its own key
 * (`child`), as the package's Redis store does. Neither `continueExceeding` nor exponential back-off is used here.
 */
function databaseStore(db: Executor, now: () => Date): FastifyRateLimitStoreCtor {
  return class extends DatabaseCounter {
    constructor() {
      super(db, now, '');
    }
  };
}

/**
 * Per client address: the /api routes share `max` a window; each sensitive route (logins, sign-ups, mails,
 * codes) has its own `authMax` instead: a route's own limit replaces the shared one, so its calls do not
 * count toward `max`. Refusals are TOO_MANY_REQUESTS with `retryAfter` (and, to a live session, the unread
 * count like any answer). The counts live in the database, shared by every API process.
 */
export default fp<{ limits: RateLimitConfig | false }>(
  async (app, { limits }) => {
    if (!limits) return;
    await app.register(rateLimit, {
      global: true,
      max: limits.max,
      timeWindow: limits.timeWindowMs,
      store: databaseStore(app.db, app.now),
      errorResponseBuilder: (_request, context) => new AppError('TOO_MANY_REQUESTS', { retryAfter: Math.max(1, Math.ceil(context.ttl / 1000)) }),
    });
  },
  { name: 'fc-rate-limit' },
);

/** Route config for opening a long-lived stream: its own `streamMax` (else `max`), counted apart from the shared one. */
export function streamRoute(app: FastifyInstance): { rateLimit?: { max: number; timeWindow: number } } {
  const limits = app.config.rateLimit;
  return limits ? { rateLimit: { max: limits.streamMax ?? limits.max, timeWindow: limits.timeWindowMs } } : {};
}

/** Route config for a sensitive route: its own `authMax`, in place of the shared `max` (ignored when rate limiting is off). */
export function sensitiveRoute(app: FastifyInstance): { rateLimit?: { max: number; timeWindow: number } } {
  const limits = app.config.rateLimit;
  return limits ? { rateLimit: { max: limits.authMax, timeWindow: limits.timeWindowMs } } : {};
}
