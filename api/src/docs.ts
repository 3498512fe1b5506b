import type { FastifyInstance, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_BASE, ErrorCode, TOKEN_HEADER, type ErrorCodeName } from '@fc/shared/contracts';

declare module 'fastify' {
  interface FastifySchema {
    /** The refusals (`r`) a route answers besides those every route may answer; `routeSchema()` fills it. */
    refusals?: readonly ErrorCodeName[];
  }
}

/** Where the document and its viewer are served, under /api. */
export const DOCS_PREFIX = '/docs';

/** A result code as the document lists it (`x-result-codes` of each operation). */
export interface ResultCodeEntry {
  r: number;
  name: ErrorCodeName;
}

/**
 * The result codes every route may answer: success, bad input, a body over the limit, the rate limit, the database out
 * of reach and a fault.
 */
const EVERY_ROUTE: readonly ErrorCodeName[] = ['OK', 'INVALID_PARAMS', 'REQUEST_TOO_LARGE', 'TOO_MANY_REQUESTS', 'SERVICE_UNAVAILABLE', 'UNKNOWN'];

/** Every `r` a route answers: the common ones, SESSION_INVALID on signed-in routes, then the route's own refusals. */
export function resultCodesOf(route: Pick<RouteOptions, 'schema' | 'config'>): ResultCodeEntry[] {
  const signedIn = (route.config as { auth?: boolean } | undefined)?.auth === true;
  const names = new Set<ErrorCodeName>([...EVERY_ROUTE, ...(signedIn ? ['SESSION_INVALID' as const] : []), ...(route.schema?.refusals ?? [])]);
  return [...names].map((name) => ({ r: ErrorCode[name], name })).sort((a, b) => a.r - b.r);
}

const SESSION_SCHEME = 'session';

/**
 * The OpenAPI 3 document of every /api route, built by @fastify/swagger from the route schemas: a route registered
 * with `schema: routeSchema(body, result, refusals)` shows up with its body, its answer `{ r, d, e }` and its result
 * codes. `GET /api/docs/json` always answers it; outside production `/api/docs` renders it (@fastify/swagger-ui).
 * Register before the routes (it collects them as they are added).
 */
export async function registerDocs(app: FastifyInstance, { viewer }: { viewer: boolean }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'FC API',
        version: '1',
        description:
          'Every call is `POST /api/<path>` with a JSON body and answers HTTP 200 `{ r, d, e }`: `r = 0` and `d` the result, ' +
          'or `r` a result code and `d` its detail (`field`, `retryAfter`, …). Each operation lists its result codes in ' +
          '`x-result-codes`.',
      },
      components: { securitySchemes: { [SESSION_SCHEME]: { type: 'apiKey', in: 'header', name: TOKEN_HEADER } } },
    },
    transform: ({ schema, url, route }) => {
      if (!schema || schema.hide) return { schema, url };
      const { refusals: _declared, ...rest } = schema;
      const codes = resultCodesOf(route);
      const signedIn = codes.some((code) => code.name === 'SESSION_INVALID');
      return {
        url,
        schema: {
          ...rest,
          summary: url,
          tags: [url.split('/')[2] ?? 'api'],
          description: `Result codes (\`r\`): ${codes.map((code) => `${code.r} ${code.name}`).join(', ')}.`,
          'x-result-codes': codes,
          ...(signedIn ? { security: [{ [SESSION_SCHEME]: [] }] } : {}),
        },
      };
    },
  });

  if (!viewer) {
    app.get(`${DOCS_PREFIX}/json`, { schema: { hide: true } }, async () => app.swagger());
    return;
  }
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // The page links its assets by absolute path when asked without a trailing slash: the /api prefix included.
    indexPrefix: API_BASE,
    uiConfig: { validatorUrl: null },
    // The API's CSP (helmet) stands, minus the upgrade to https: the viewer is served outside production, over http.
    transformStaticCSP: (header) =>
      header
        .split(';')
        .map((directive) => directive.trim())
        .filter((directive) => directive && directive !== 'upgrade-insecure-requests')
        .join('; '),
  });
}
