import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { RateLimitConfig } from '../config';
import { AppError } from '../lib/app-error';

/**
 * Per client address: the /api routes share `max` a window; each sensitive route (logins, sign-ups, mails,
 * codes) has its own `authMax` instead: a route's own limit replaces the shared one, so its calls do not
 * count toward `max`. Refusals are TOO_MANY_REQUESTS with `retryAfter` (and, to a live session, the unread
 * count like any answer).
 */
export default fp<{ limits: RateLimitConfig | false }>(
  async (app, { limits }) => {
    if (!limits) return;
    await app.register(rateLimit, {
      global: true,
      max: limits.max,
      timeWindow: limits.timeWindowMs,
      errorResponseBuilder: (_request, context) => new AppError('TOO_MANY_REQUESTS', { retryAfter: Math.max(1, Math.ceil(context.ttl / 1000)) }),
    });
  },
  { name: 'fc-rate-limit' },
);

/** Route config for a sensitive route: its own `authMax`, in place of the shared `max` (ignored when rate limiting is off). */
export function sensitiveRoute(app: FastifyInstance): { rateLimit?: { max: number; timeWindow: number } } {
  const limits = app.config.rateLimit;
  return limits ? { rateLimit: { max: limits.authMax, timeWindow: limits.timeWindowMs } } : {};
}
