import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * A caller on this machine: the connection comes from loopback, the client address (X-Forwarded-For when
 * TRUST_PROXY is on) is loopback, and nothing was forwarded (a proxy on this machine relays strangers). The
 * development and operator routes of every module answer only such callers.
 */
export function isLocalCaller(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !forwarded && LOOPBACK.has(request.ip) && LOOPBACK.has(request.socket.remoteAddress ?? '');
}
