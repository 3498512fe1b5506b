import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifySchemaValidationError } from 'fastify';
import { ErrorCode, type ApiErrorDetail, type Envelope } from '@fc/shared/contracts';
import { AppError, invalidParams } from '../lib/app-error';
import { refusalOfDatabaseError } from '../lib/pg-errors';

type ErrorEnvelope = Envelope<ApiErrorDetail | null>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A load balancer's probe (`/health`): when the database is out of reach its SERVICE_UNAVAILABLE comes with HTTP 503
     * instead of 200, so that the balancer, which reads only the status, takes the process out until it answers again.
     */
    probe?: boolean;
  }
}

/** The HTTP status of a probe's SERVICE_UNAVAILABLE. */
const PROBE_UNAVAILABLE_STATUS = 503;

/** `/a/b` + missing `c` → `a.b.c`; the whole body when nothing more precise is known. */
export function fieldOf(errors: FastifySchemaValidationError[] | undefined): string {
  const first = errors?.[0];
  if (!first) return 'body';
  const path = first.instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  const params = first.params as { missingProperty?: unknown; additionalProperty?: unknown };
  const extra = params.missingProperty ?? params.additionalProperty;
  if (typeof extra === 'string') path.push(extra);
  return path.join('.') || 'body';
}

/**
 * The dotted path of the first string (value or key) holding a NUL character, which PostgreSQL cannot
 * store in text; null when there is none.
 */
export function nulField(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'body' : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key].join('.');
    const found = nulField(child, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

function sendEnvelope(reply: FastifyReply, status: number, body: ErrorEnvelope): FastifyReply {
  // Errors bypass the route's success schema.
  return reply.status(status).serializer(JSON.stringify).type('application/json; charset=utf-8').send(body);
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error;
}

/**
 * The answer conventions of every /api route: refusals are `{ r, d, e }` with HTTP 200, malformed input
 * is INVALID_PARAMS naming the field, a database refusal no repository mapped is its SQLSTATE's refusal
 * (lib/pg-errors.ts), a database out of reach is SERVICE_UNAVAILABLE (HTTP 200; 503 on a probe), unknown paths are
 * NOT_FOUND (HTTP 404), anything unexpected is
 * UNKNOWN (HTTP 500) and logged; a body over the route's limit is REQUEST_TOO_LARGE.
 */
export default fp(
  async (app) => {
    // A body-less POST reads as `{}`, so the schema reports the first missing field.
    app.addHook('preValidation', async (request) => {
      if (request.body === undefined || request.body === null) request.body = {};
    });

    // After the session check and the schema, before any route reads its input: no string may hold NUL, in the
    // body, the query string (`?session=%00`) or the path's parameters.
    app.addHook('preHandler', async (request) => {
      const field = nulField(request.body) ?? nulField(request.query) ?? nulField(request.params);
      if (field !== null) throw invalidParams(field, 'must not contain a NUL character');
    });

    app.setErrorHandler((error: unknown, request, reply) => {
      if (error instanceof AppError) {
        return sendEnvelope(reply, 200, { r: ErrorCode[error.code], d: error.detail, e: {} });
      }
      if (isFastifyError(error) && error.validation) {
        const field = error.validationContext === 'body' || !error.validationContext ? fieldOf(error.validation) : error.validationContext;
        return sendEnvelope(reply, 200, { r: ErrorCode.INVALID_PARAMS, d: { field, message: error.message }, e: {} });
      }
      if (isFastifyError(error) && error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return sendEnvelope(reply, 200, { r: ErrorCode.REQUEST_TOO_LARGE, d: { field: 'body', message: error.message }, e: {} });
      }
      // Body parsing: bad JSON, unsupported content type, and other client faults.
      if (isFastifyError(error) && error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
        return sendEnvelope(reply, 200, { r: ErrorCode.INVALID_PARAMS, d: { field: 'body', message: error.message }, e: {} });
      }
      const refusal = refusalOfDatabaseError(error);
      if (refusal?.code === 'SERVICE_UNAVAILABLE') {
        request.log.warn({ err: error }, 'database out of reach');
        const status = request.routeOptions.config.probe ? PROBE_UNAVAILABLE_STATUS : 200;
        return sendEnvelope(reply, status, { r: ErrorCode.SERVICE_UNAVAILABLE, d: null, e: {} });
      }
      if (refusal) {
        // A repository should have mapped it to its domain refusal: logged so that it gets one.
        request.log.warn({ err: error, r: refusal.code }, 'database refusal reached the route unmapped');
        return sendEnvelope(reply, 200, { r: ErrorCode[refusal.code], d: refusal.detail, e: {} });
      }
      request.log.error({ err: error }, 'unexpected error');
      return sendEnvelope(reply, 500, { r: ErrorCode.UNKNOWN, d: null, e: {} });
    });

    app.setNotFoundHandler((request, reply) =>
      sendEnvelope(reply, 404, { r: ErrorCode.NOT_FOUND, d: { message: `no route ${request.method} ${request.url}` }, e: {} }),
    );
  },
  { name: 'fc-envelope' },
);
