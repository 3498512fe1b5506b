import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { TOKEN_HEADER, type EnvelopeEvents } from '@fc/shared/contracts';
import { AppError } from '../lib/app-error';
import { sha256 } from '../lib/crypto';

/** The account behind a live session token. */
export interface SessionUser {
  sessionId: number;
  id: number;
  publicId: string;
  email: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, or null for guests (once the session was looked up). */
    user: SessionUser | null;
    /** Whether `user` was looked up yet. */
    sessionLookedUp: boolean;
    /** The unread count read with the session, and the unread change mark taken before it. */
    unreadAtLookup: { count: number; mark: number } | null;
  }
  interface FastifyInstance {
    /**
     * The account behind a session token, as a request carrying it would see it: for the site server, which buckets a
     * signed-in visitor by their id (canary releases, tools/site/canary.ts) without a call through the API.
     */
    sessionUserOf(token: string): Promise<SessionUser | null>;
  }
  interface FastifyContextConfig {
    /** The route answers SESSION_INVALID (1002) without a live session. */
    auth?: boolean;
  }
}

/** Longest accepted session token header; real tokens are 43 characters. */
export const TOKEN_MAX_LENGTH = 128;

/** What the plugin needs from the domains; app.ts wires them, so this infrastructure imports no module. */
export interface AuthPluginOptions {
  /**
   * The active account of a live (unexpired, unrevoked) session, by the SHA-256 of its token, with its unread message
   * count (which every answer to a live session carries, `e.system_event`) read by the same statement.
   */
  findSessionUser(tokenHash: string, now: Date): Promise<(SessionUser & { unread: number }) | null>;
  /** The unread message count, read again when the request changed it. */
  unreadCount(userId: number): Promise<number>;
  /** Whether the user's unread count changed in this process since `mark()` was taken. */
  unreadChanges: { mark(): number; changedSince(userId: number, mark: number): boolean };
}

function isEnvelope(payload: unknown): payload is { r: number; e: EnvelopeEvents } {
  return typeof payload === 'object' && payload !== null && 'r' in payload && 'e' in payload && typeof payload.e === 'object';
}

export function tokenHashOf(header: unknown): string | null {
  if (typeof header !== 'string' || header.length === 0 || header.length > TOKEN_MAX_LENGTH) return null;
  return sha256(header);
}

/**
 * Session token → `request.user`; routes with `config.auth` refuse guests when the request arrives, before
 * its body is parsed or validated (a guest's bad JSON is 1002 like any guest call); every answer to a live
 * session carries the unread count, also refusals that come before the route's hooks (rate limit, bad
 * JSON, 404).
 */
export default fp<AuthPluginOptions>(
  async (app, { findSessionUser, unreadCount, unreadChanges }) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionLookedUp', false);
    app.decorateRequest('unreadAtLookup', null);

    async function sessionUser(request: FastifyRequest): Promise<SessionUser | null> {
      if (!request.sessionLookedUp) {
        request.sessionLookedUp = true;
        const tokenHash = tokenHashOf(request.headers[TOKEN_HEADER]);
        const mark = unreadChanges.mark();
        const found = tokenHash ? await findSessionUser(tokenHash, app.now()) : null;
        if (found) {
          const { unread, ...user } = found;
          request.user = user;
          request.unreadAtLookup = { count: unread, mark };
        } else {
          request.user = null;
        }
      }
      return request.user;
    }

    /** The count read with the session unless this request (or another in this process) changed it since. */
    async function unreadOf(request: FastifyRequest, user: SessionUser): Promise<number> {
      const atLookup = request.unreadAtLookup;
      if (atLookup && !unreadChanges.changedSince(user.id, atLookup.mark)) return atLookup.count;
      return unreadCount(user.id);
    }

    app.addHook('onRequest', async (request) => {
      const user = await sessionUser(request);
      if (request.routeOptions.config.auth && !user) throw new AppError('SESSION_INVALID');
    });

    app.addHook('preSerialization', async (request, _reply, payload) => {
      if (!isEnvelope(payload)) return payload;
      const user = await sessionUser(request);
      if (!user) return payload;
      return { ...payload, e: { ...payload.e, system_event: await unreadOf(request, user) } };
    });
  },
  { name: 'fc-auth', dependencies: ['fc-config'] },
);

/** The signed-in account of a route declared with `config: { auth: true }`. */
export function requireUser(request: { user: SessionUser | null }): SessionUser {
  if (!request.user) throw new AppError('SESSION_INVALID');
  return request.user;
}
