import type { RouteOptions } from 'fastify';
import { ApiPaths, ErrorCode, LoginRequest } from '@fc/shared/contracts';
import { createTestApp, type TestApp } from './helpers/build-app';

interface Operation {
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
  description?: string;
  security?: unknown[];
  'x-result-codes'?: { r: number; name: string }[];
}
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
  enum?: unknown[];
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

/** Every route the app registers under /api, as its own onRoute hook sees them (the docs' own routes are hidden). */
function recordRoutes(): { routes: RouteOptions[]; hook: (route: RouteOptions) => void } {
  const routes: RouteOptions[] = [];
  return { routes, hook: (route) => void routes.push(route) };
}

/** POST routes that are not JSON calls: the provider's webhook (a signed raw body) and the sandbox's HTML forms. */
const NOT_JSON_CALLS = [ApiPaths.paymentWebhook, ApiPaths.sandboxPay, ApiPaths.sandboxConfirm].map((path) => `/api${path}`);

async function getDocument(t: TestApp): Promise<OpenApiDocument> {
  const answer = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  return answer.json<OpenApiDocument>();
}

describe('the OpenAPI document (outside production)', () => {
  let t: TestApp;
  const recorded = recordRoutes();
  beforeAll(async () => {
    t = await createTestApp({ beforeReady: (app) => app.addHook('onRoute', recorded.hook) });
  });
  afterAll(() => t.close());

  const apiRoutes = () => recorded.routes.filter((route) => route.url.startsWith('/api/') && !route.schema?.hide);

  it('is OpenAPI 3 and lists exactly the registered /api routes, each as a POST but the event streams and the sandbox checkout page', async () => {
    const document = await getDocument(t);
    expect(document.openapi).toMatch(/^3\./);
    const registered = apiRoutes().map((route) => `${String(route.method)} ${route.url}`);
    expect(registered).toContain(`POST /api${ApiPaths.login}`);
    expect(registered).toContain(`POST /api${ApiPaths.devOutbox}`);
    expect(registered.filter((route) => !route.startsWith('POST ')).sort()).toEqual(
      [`GET /api${ApiPaths.eventsStream}`, `GET /api${ApiPaths.publicStream}`, `GET /api${ApiPaths.sandboxCheckout}`].sort(),
    );
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(registered.sort());
    expect(Object.keys(ApiPaths).length).toBe(registered.length);
  });

  it('gives every route its request body, its answer { r, d, e } and its result codes', async () => {
    const document = await getDocument(t);
    for (const route of apiRoutes().filter((candidate) => candidate.method === 'POST' && !NOT_JSON_CALLS.includes(candidate.url))) {
      const operation = document.paths[route.url]?.post;
      expect({ url: route.url, declaresRefusals: Array.isArray(route.schema?.refusals) }).toEqual({ url: route.url, declaresRefusals: true });
      expect(operation?.requestBody?.content['application/json']?.schema.type).toBe('object');
      const answer = operation?.responses['200']?.content?.['application/json']?.schema;
      expect(answer?.properties && Object.keys(answer.properties).sort()).toEqual(['d', 'e', 'r']);
      expect(answer?.properties?.r).toMatchObject({ enum: [0] });
      const codes = operation?.['x-result-codes'] ?? [];
      expect(codes).toEqual(expect.arrayContaining([{ r: 0, name: 'OK' }, { r: ErrorCode.INVALID_PARAMS, name: 'INVALID_PARAMS' }]));
      for (const { r, name } of codes) expect(ErrorCode[name as keyof typeof ErrorCode]).toBe(r);
      expect(operation?.description).toContain(`${ErrorCode.INVALID_PARAMS} INVALID_PARAMS`);
    }
  });

  it("shows the contract's own schemas and each route's refusals", async () => {
    const document = await getDocument(t);
    const login = document.paths[`/api${ApiPaths.login}`]?.post;
    const body = login?.requestBody?.content['application/json']?.schema;
    expect(body).toMatchObject({ additionalProperties: false, required: LoginRequest.required });
    expect(Object.keys(body?.properties ?? {}).sort()).toEqual(Object.keys(LoginRequest.properties).sort());
    expect(login?.['x-result-codes']).toContainEqual({ r: ErrorCode.ACCOUNT_LOCKED, name: 'ACCOUNT_LOCKED' });
    expect(login?.['x-result-codes']).not.toContainEqual({ r: ErrorCode.SESSION_INVALID, name: 'SESSION_INVALID' });
    expect(login?.security).toBeUndefined();

    const currency = document.paths[`/api${ApiPaths.currency}`]?.post;
    expect(currency?.['x-result-codes']).toContainEqual({ r: ErrorCode.SESSION_INVALID, name: 'SESSION_INVALID' });
    expect(currency?.security).toEqual([{ session: [] }]);
    const balances = currency?.responses['200']?.content?.['application/json']?.schema.properties?.d?.properties?.currency;
    expect(Object.keys(balances?.properties ?? {})).toContain('USD');
  });

  it('shows the event stream as a GET taking its ticket and resume position, answering text/event-stream', async () => {
    const document = await getDocument(t);
    const stream = document.paths[`/api${ApiPaths.eventsStream}`]?.get;
    expect(stream?.parameters?.map(({ name, in: where, required }) => ({ name, where, required: required ?? false }))).toEqual([
      { name: 'ticket', where: 'query', required: true },
      { name: 'lastEventId', where: 'query', required: false },
    ]);
    expect(Object.keys(stream?.responses['200']?.content ?? {})).toEqual(['text/event-stream']);
    expect(stream?.['x-result-codes']).toContainEqual({ r: ErrorCode.TICKET_INVALID, name: 'TICKET_INVALID' });
    expect(document.paths[`/api${ApiPaths.eventsTicket}`]?.post?.['x-result-codes']).toContainEqual({ r: ErrorCode.SESSION_INVALID, name: 'SESSION_INVALID' });
  });

  it('shows the public stream as a GET taking no parameter, answering text/event-stream, refused when too many are open', async () => {
    const document = await getDocument(t);
    const stream = document.paths[`/api${ApiPaths.publicStream}`]?.get;
    expect(stream?.parameters ?? []).toEqual([]);
    expect(Object.keys(stream?.responses['200']?.content ?? {})).toEqual(['text/event-stream']);
    expect(stream?.['x-result-codes']).toContainEqual({ r: ErrorCode.TOO_MANY_REQUESTS, name: 'TOO_MANY_REQUESTS' });
    expect(stream?.security).toBeUndefined();
  });

  it('renders the document at /api/docs as HTML, with scripts from the API itself under its CSP', async () => {
    for (const url of ['/api/docs', '/api/docs/']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect({ url, status: page.statusCode, type: page.headers['content-type'] }).toEqual({ url, status: 200, type: 'text/html; charset=utf-8' });
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      // Every script and stylesheet, resolved against the page's address as a browser does, comes from the API.
      const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => new URL(match[1] ?? '', `http://api.test${url}`).pathname);
      expect(assets).toEqual(expect.arrayContaining(['/api/docs/static/swagger-ui-bundle.js', '/api/docs/static/swagger-initializer.js']));
      for (const asset of assets) expect({ asset, status: (await t.app.inject({ method: 'GET', url: asset })).statusCode }).toEqual({ asset, status: 200 });
    }
    // The viewer reads the document from the API.
    const initializer = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain('/json');
  });

  it('keeps the security headers of /api on the docs, relaxing the CSP for the docs only', async () => {
    const document = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(document.headers['x-content-type-options']).toBe('nosniff');
    expect(String(document.headers['content-security-policy'])).toContain("default-src 'self'");
    const call = await t.call(ApiPaths.health, {});
    expect(String(call.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});

describe('the docs under the rate limit', () => {
  it('count against the shared limit like any /api call', async () => {
    const limited = await createTestApp({ rateLimit: { max: 2, authMax: 2, timeWindowMs: 60_000 } });
    try {
      for (let i = 0; i < 2; i += 1) expect((await limited.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
      const refused = await limited.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(refused.json()).toMatchObject({ r: ErrorCode.TOO_MANY_REQUESTS });
    } finally {
      await limited.close();
    }
  });
});

describe('in production', () => {
  let t: TestApp;
  const saved = { NODE_ENV: process.env.NODE_ENV, SMTP_URL: process.env.SMTP_URL };
  beforeAll(async () => {
    process.env.NODE_ENV = 'production';
    process.env.SMTP_URL = 'smtp://127.0.0.1:1';
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });

  it('answers no viewer: /api/docs is an unknown path (1004)', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/static/swagger-initializer.js']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect({ url, status: answer.statusCode, r: answer.json<{ r: number }>().r }).toEqual({ url, status: 404, r: ErrorCode.NOT_FOUND });
    }
  });

  it('still answers the document, without the development routes', async () => {
    const document = await getDocument(t);
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths[`/api${ApiPaths.login}`]?.post).toBeDefined();
    expect(document.paths[`/api${ApiPaths.devOutbox}`]).toBeUndefined();
  });
});

describe('the payment routes that are not JSON calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('show the webhook taking its raw body and the sandbox forms as urlencoded HTML forms', async () => {
    const document = await getDocument(t);
    const webhook = document.paths[`/api${ApiPaths.paymentWebhook}`]?.post;
    expect(webhook?.requestBody?.content['application/json']?.schema.type).toBe('string');
    expect(webhook?.['x-result-codes']).toContainEqual({ r: ErrorCode.WEBHOOK_SIGNATURE_INVALID, name: 'WEBHOOK_SIGNATURE_INVALID' });
    for (const path of [ApiPaths.sandboxPay, ApiPaths.sandboxConfirm]) {
      expect(document.paths[`/api${path}`]?.post?.requestBody?.content['application/x-www-form-urlencoded']?.schema.type).toBe('object');
    }
    expect(Object.keys(document.paths[`/api${ApiPaths.sandboxCheckout}`]?.get?.responses['200']?.content ?? {})).toEqual(['text/html']);
  });
});
