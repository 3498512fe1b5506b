import { sql } from 'drizzle-orm';
import { ApiPaths, ErrorCode, MAX_BODY_BYTES, TOKEN_HEADER } from '@fc/shared/contracts';
import { refusalOfDatabaseError } from '../src/lib/pg-errors';
import { createTestApp, type TestApp } from './helpers/build-app';
import { signUp, uniqueEmail } from './helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function raw(payload: string, contentType = 'application/json', url = `/api${ApiPaths.register}`) {
  const response = await t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });
  return { status: response.statusCode, body: response.json<{ r: number; d: { field?: string } | null; e: object }>() };
}

describe('answer envelope', () => {
  it('answers success as { r: 0, d, e } with HTTP 200', async () => {
    const response = await t.app.inject({ method: 'POST', url: `/api${ApiPaths.health}`, payload: {} });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ r: 0, d: { db: 'ok' }, e: {} });
  });

  it('answers an unknown path with r=1004 and HTTP 404', async () => {
    const answer = await t.call('/account/nothing-here', {});
    expect(answer.status).toBe(404);
    expect(answer.r).toBe(ErrorCode.NOT_FOUND);
  });

  it('answers another method than POST with r=1004', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api${ApiPaths.health}` });
    expect(response.statusCode).toBe(404);
    expect(response.json().r).toBe(ErrorCode.NOT_FOUND);
  });

  it('adds the unread message count to every signed-in answer, and not to guest answers', async () => {
    const user = await signUp(t);
    const signedIn = await t.call(ApiPaths.currency, {}, { token: user.token });
    expect(signedIn.e.system_event).toBe(1);
    const failed = await t.call(ApiPaths.updateName, { nickName: 'x' }, { token: user.token });
    expect(failed.r).toBe(ErrorCode.NICKNAME_INVALID);
    expect(failed.e.system_event).toBe(1);
    const guest = await t.call(ApiPaths.health, {});
    expect(guest.e).toEqual({});
  });

  it('sends security headers on /api answers', async () => {
    const response = await t.app.inject({ method: 'POST', url: `/api${ApiPaths.health}`, payload: {} });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('malformed input gets r=1001 naming the field and writes nothing', () => {
  const cases: [string, unknown, string][] = [
    ['a missing field', { email: uniqueEmail() }, 'password'],
    ['an unknown field', { email: uniqueEmail(), password: 'secret123', admin: true }, 'admin'],
    ['a wrong type', { email: 42, password: 'secret123' }, 'email'],
    ['an oversized string', { email: `${'a'.repeat(300)}@example.com`, password: 'secret123' }, 'email'],
    ['an array body', [1, 2], 'body'],
    ['a string body', 'hello', 'body'],
  ];

  it.each(cases)('%s', async (_name, body, field) => {
    const before = await t.fingerprint();
    const answer = await t.call(ApiPaths.register, body);
    expect(answer.status).toBe(200);
    expect(answer.r).toBe(ErrorCode.INVALID_PARAMS);
    expect(answer.d).toMatchObject({ field });
    expect(await t.fingerprint()).toEqual(before);
  });

  it('refuses invalid JSON', async () => {
    const before = await t.fingerprint();
    const { status, body } = await raw('{"email": "a@b.co", ');
    expect(status).toBe(200);
    expect(body).toMatchObject({ r: ErrorCode.INVALID_PARAMS, d: { field: 'body' } });
    expect(await t.fingerprint()).toEqual(before);
  });

  it('refuses an empty JSON body', async () => {
    const { body } = await raw('');
    expect(body).toMatchObject({ r: ErrorCode.INVALID_PARAMS, d: { field: 'body' } });
  });

  it('refuses an unsupported content type', async () => {
    const { status, body } = await raw('email=a@b.co', 'application/x-www-form-urlencoded');
    expect(status).toBe(200);
    expect(body).toMatchObject({ r: ErrorCode.INVALID_PARAMS, d: { field: 'body' } });
  });

  it('refuses a body over MAX_BODY_BYTES with r=1009, naming the body', async () => {
    const before = await t.fingerprint();
    const { status, body } = await raw(JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(MAX_BODY_BYTES) }));
    expect(status).toBe(200);
    expect(body).toMatchObject({ r: ErrorCode.REQUEST_TOO_LARGE, d: { field: 'body' } });
    expect(await t.fingerprint()).toEqual(before);
  });

  it('does not coerce types (a number is not a boolean)', async () => {
    const answer = await t.call(ApiPaths.subscribe, { email: uniqueEmail(), isReceiveInfo: 1 });
    expect(answer.r).toBe(ErrorCode.INVALID_PARAMS);
    expect(answer.d).toMatchObject({ field: 'isReceiveInfo' });
  });

  it('reads a POST without a body as {} and names the first missing field', async () => {
    const response = await t.app.inject({ method: 'POST', url: `/api${ApiPaths.login}` });
    expect(response.json()).toMatchObject({ r: ErrorCode.INVALID_PARAMS, d: { field: 'email' } });
  });

  it('names the field of an out-of-range number', async () => {
    const answer = await t.call(ApiPaths.eventList, { page: 0 }, { token: (await signUp(t)).token });
    expect(answer.d).toMatchObject({ field: 'page' });
  });
});

describe('a NUL character in any string gets r=1001 naming the field and writes nothing', () => {
  const NUL = '\u0000';
  const guestCases: [string, Record<string, unknown>, string][] = [
    [ApiPaths.register, { email: `a${NUL}@example.com`, password: 'secret123' }, 'email'],
    [ApiPaths.register, { email: uniqueEmail(), password: `secret${NUL}123` }, 'password'],
    [ApiPaths.login, { email: `b${NUL}@example.com`, password: 'secret123' }, 'email'],
    [ApiPaths.subscribe, { email: `c${NUL}@example.com`, isReceiveInfo: true }, 'email'],
    [ApiPaths.resendConfirmMail, { u: `x${NUL}` }, 'u'],
    [ApiPaths.resetPasswdConfirm, { u: 'x', c: `y${NUL}`, password: 'secret123' }, 'c'],
  ];

  it.each(guestCases)('%s %j', async (path, body, field) => {
    const before = await t.fingerprint();
    const answer = await t.call(path, body);
    expect(answer.status).toBe(200);
    expect(answer.r).toBe(ErrorCode.INVALID_PARAMS);
    expect(answer.d).toMatchObject({ field });
    expect(await t.fingerprint()).toEqual(before);
  });

  it('on signed-in routes too', async () => {
    const user = await signUp(t);
    const cases: [string, Record<string, unknown>, string][] = [
      [ApiPaths.useProfile, { description: `about${NUL}me` }, 'description'],
      [ApiPaths.updateName, { nickName: `Name${NUL}` }, 'nickName'],
      [ApiPaths.eventDetail, { id: `m${NUL}` }, 'id'],
      [ApiPaths.unbindGoogle2FA, { googleCode: '123456', emailCode: `12345${NUL}` }, 'emailCode'],
    ];
    for (const [path, body, field] of cases) {
      const before = await t.fingerprint();
      const answer = await t.call(path, body, { token: user.token });
      expect({ path, status: answer.status, r: answer.r, field: (answer.d as { field?: string }).field }).toEqual({
        path,
        status: 200,
        r: ErrorCode.INVALID_PARAMS,
        field,
      });
      expect(answer.e.system_event).toBe(1);
      expect(await t.fingerprint()).toEqual(before);
    }
  });

  it('still checks the session first', async () => {
    expect((await t.call(ApiPaths.useProfile, { description: NUL })).r).toBe(ErrorCode.SESSION_INVALID);
  });

  it('in a query string too (the sandbox checkout page)', async () => {
    const answer = await t.app.inject({ method: 'GET', url: `/api${ApiPaths.sandboxCheckout}?session=%00` });
    expect({ status: answer.statusCode, r: answer.json<{ r: number }>().r, field: answer.json<{ d: { field?: string } }>().d.field }).toEqual({
      status: 200,
      r: ErrorCode.INVALID_PARAMS,
      field: 'session',
    });
  });
});

describe('sessions', () => {
  it('answers 1002 to a signed-in route without a token, with an unknown token and with an oversized one', async () => {
    expect((await t.call(ApiPaths.currency, {})).r).toBe(ErrorCode.SESSION_INVALID);
    expect((await t.call(ApiPaths.currency, {}, { token: 'not-a-token' })).r).toBe(ErrorCode.SESSION_INVALID);
    expect((await t.call(ApiPaths.currency, {}, { token: 'x'.repeat(500) })).r).toBe(ErrorCode.SESSION_INVALID);
  });

  it('checks the session before the body', async () => {
    const answer = await t.call(ApiPaths.updateName, { bogus: true });
    expect(answer.r).toBe(ErrorCode.SESSION_INVALID);
  });

  it('answers 1002, not 1001, to a body that cannot be parsed on a signed-in route without a session', async () => {
    const url = `/api${ApiPaths.updateName}`;
    expect((await raw('{"nickName": ', 'application/json', url)).body.r).toBe(ErrorCode.SESSION_INVALID);
    expect((await raw('nickName=x', 'application/x-www-form-urlencoded', url)).body.r).toBe(ErrorCode.SESSION_INVALID);
    expect((await raw(JSON.stringify({ nickName: 'x'.repeat(70_000) }), 'application/json', url)).body.r).toBe(ErrorCode.SESSION_INVALID);
  });

  it('expires a session after 7 days', async () => {
    const user = await signUp(t);
    t.clock.advance(7 * 24 * 3_600_000 - 1000);
    expect((await t.call(ApiPaths.currency, {}, { token: user.token })).r).toBe(0);
    t.clock.advance(2000);
    expect((await t.call(ApiPaths.currency, {}, { token: user.token })).r).toBe(ErrorCode.SESSION_INVALID);
  });
});

describe('rate limiting', () => {
  it('answers r=1003 with retryAfter once a sensitive route is over its limit', async () => {
    const limited = await createTestApp({ rateLimit: { max: 100, authMax: 2, timeWindowMs: 60_000 } });
    try {
      const body = { email: 'nobody@example.com', password: 'secret123' };
      expect((await limited.call(ApiPaths.login, body)).r).toBe(ErrorCode.ACCOUNT_NOT_REGISTERED);
      expect((await limited.call(ApiPaths.login, body)).r).toBe(ErrorCode.ACCOUNT_NOT_REGISTERED);
      const refused = await limited.call<{ retryAfter: number }>(ApiPaths.login, body);
      expect(refused.status).toBe(200);
      expect(refused.r).toBe(ErrorCode.TOO_MANY_REQUESTS);
      expect(refused.d.retryAfter).toBeGreaterThan(0);
      expect(refused.d.retryAfter).toBeLessThanOrEqual(60);
      expect(refused.headers['retry-after']).toBeDefined();
      // Other routes keep their own budget.
      expect((await limited.call(ApiPaths.health, {})).r).toBe(0);
    } finally {
      await limited.close();
    }
  });

  it("counts a sensitive route's calls only against its own limit, not the shared one", async () => {
    const limited = await createTestApp({ rateLimit: { max: 2, authMax: 5, timeWindowMs: 60_000 } });
    try {
      const body = { email: 'nobody@example.com', password: 'secret123' };
      for (let i = 0; i < 5; i += 1) expect((await limited.call(ApiPaths.login, body)).r).toBe(ErrorCode.ACCOUNT_NOT_REGISTERED);
      expect((await limited.call(ApiPaths.health, {})).r).toBe(0);
      expect((await limited.call(ApiPaths.health, {})).r).toBe(0);
      expect((await limited.call(ApiPaths.health, {})).r).toBe(ErrorCode.TOO_MANY_REQUESTS);
    } finally {
      await limited.close();
    }
  });

  it('limits all routes together by client address', async () => {
    const limited = await createTestApp({ rateLimit: { max: 3, authMax: 3, timeWindowMs: 60_000 } });
    try {
      for (let i = 0; i < 3; i += 1) expect((await limited.call(ApiPaths.health, {})).r).toBe(0);
      expect((await limited.call(ApiPaths.health, {})).r).toBe(ErrorCode.TOO_MANY_REQUESTS);
    } finally {
      await limited.close();
    }
  });
});

describe('refusals before the route runs, to a signed-in caller', () => {
  it('carry the unread count: rate limit, bad JSON, unknown path', async () => {
    const limited = await createTestApp({ rateLimit: { max: 3, authMax: 100, timeWindowMs: 60_000 } });
    try {
      const user = await signUp(limited);
      const token = { [TOKEN_HEADER]: user.token };
      const badJson = await limited.app.inject({
        method: 'POST',
        url: `/api${ApiPaths.updateName}`,
        payload: '{"nickName": ',
        headers: { ...token, 'content-type': 'application/json' },
      });
      expect(badJson.json()).toMatchObject({ r: ErrorCode.INVALID_PARAMS, e: { system_event: 1 } });
      expect(await limited.call('/account/nothing-here', {}, { token: user.token })).toMatchObject({ r: ErrorCode.NOT_FOUND, e: { system_event: 1 } });
      let refused = await limited.call(ApiPaths.currency, {}, { token: user.token });
      for (let i = 0; i < 5 && refused.r === 0; i += 1) refused = await limited.call(ApiPaths.currency, {}, { token: user.token });
      expect(refused).toMatchObject({ r: ErrorCode.TOO_MANY_REQUESTS, e: { system_event: 1 } });
      // A guest, or a token that is not a live session, gets no count.
      expect((await limited.call(ApiPaths.currency, {}, { token: 'not-a-token' })).e).toEqual({});
      expect((await limited.call(ApiPaths.health, {})).e).toEqual({});
    } finally {
      await limited.close();
    }
  });
});

describe('a host mounting its own routes next to /api', () => {
  it('keeps /api headers, limits and answer conventions out of its routes', async () => {
    const host = await createTestApp({
      rateLimit: { max: 1, authMax: 1, timeWindowMs: 60_000 },
      beforeReady: (app) => {
        app.get('/index.html', async (_request, reply) => reply.type('text/html').send('<p>site</p>'));
      },
    });
    try {
      for (let i = 0; i < 3; i += 1) {
        const page = await host.app.inject({ method: 'GET', url: '/index.html' });
        expect(page.statusCode).toBe(200);
        expect(page.body).toBe('<p>site</p>');
        expect(page.headers['content-security-policy']).toBeUndefined();
        expect(page.headers['x-ratelimit-limit']).toBeUndefined();
      }
      const missing = await host.app.inject({ method: 'GET', url: '/missing.js' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).not.toHaveProperty('r');
      expect((await host.call(ApiPaths.health, {})).r).toBe(0);
      expect((await host.call(ApiPaths.health, {})).r).toBe(ErrorCode.TOO_MANY_REQUESTS);
    } finally {
      await host.close();
    }
  });
});

describe('the database out of reach', () => {
  it('answers SERVICE_UNAVAILABLE (1011) with HTTP 200 on every route, and HTTP 503 on /health for a load balancer', async () => {
    const broken = await createTestApp();
    try {
      const user = await signUp(broken);
      await broken.app.dbHandle.close();
      const health = await broken.call(ApiPaths.health, {});
      expect({ status: health.status, r: health.r, d: health.d }).toEqual({ status: 503, r: ErrorCode.SERVICE_UNAVAILABLE, d: null });
      const signedIn = await broken.call(ApiPaths.currency, {}, { token: user.token });
      expect({ status: signedIn.status, r: signedIn.r }).toEqual({ status: 200, r: ErrorCode.SERVICE_UNAVAILABLE });
      const guest = await broken.call(ApiPaths.login, { email: user.email, password: 'whatever-password' });
      expect({ status: guest.status, r: guest.r }).toEqual({ status: 200, r: ErrorCode.SERVICE_UNAVAILABLE });
    } finally {
      await broken.close();
    }
  });

  it('is told by its driver error, wrapped or not: refused, reset, shut down, connection lost, the pool ended', () => {
    const refused = Object.assign(new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })]), { code: 'ECONNREFUSED' });
    const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });
    const sqlState = (code: string) => Object.assign(new Error('terminating connection'), { code });
    for (const error of [
      refused,
      new AggregateError([Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })]),
      wrapped(sqlState('57P01')),
      wrapped(sqlState('57P03')),
      sqlState('08006'),
      wrapped(new Error('Connection terminated unexpectedly')),
      wrapped(new Error('Client has encountered a connection error and is not queryable')),
      new Error('timeout exceeded when trying to connect'),
      wrapped(new Error('Cannot use a pool after calling end on the pool')),
      wrapped(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })),
    ]) {
      expect(refusalOfDatabaseError(error)?.code).toBe('SERVICE_UNAVAILABLE');
    }
    expect(refusalOfDatabaseError(sqlState('57014'))).toBeNull();
    expect(refusalOfDatabaseError(new Error('Connection to the moon lost'))).toBeNull();
    // A chain node or a payment provider refusing an HTTP call is not the database.
    expect(refusalOfDatabaseError(wrapped(new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) })))).toBeNull();
  });
});

describe('unexpected faults', () => {
  it('answer UNKNOWN (1000) with HTTP 500', async () => {
    const { db } = t.app;
    const execute = db.execute.bind(db);
    db.execute = (() => Promise.reject(new TypeError('a bug'))) as unknown as typeof db.execute;
    try {
      const answer = await t.call(ApiPaths.health, {});
      expect({ status: answer.status, r: answer.r, d: answer.d }).toEqual({ status: 500, r: ErrorCode.UNKNOWN, d: null });
    } finally {
      db.execute = execute;
    }
  });
});

describe('a database refusal that reaches a route unmapped', () => {
  /** The error the database answers `statement` with, as a route would see it through Drizzle. */
  const refusalOf = async (statement: ReturnType<typeof sql>) => {
    const error = await t.app.db.transaction((tx) => tx.execute(statement)).then(() => null, (caught: unknown) => caught);
    expect(error).not.toBeNull();
    return refusalOfDatabaseError(error);
  };

  it('is a clear refusal by its SQLSTATE, never UNKNOWN: a unique violation, a missing reference, data out of range', async () => {
    // Not a TEMP table: it would live on the one connection that made it, and transactions draw from another pool.
    await t.app.db.execute(sql`CREATE TABLE IF NOT EXISTS refusal_probe (k int PRIMARY KEY)`);
    expect((await refusalOf(sql`INSERT INTO refusal_probe VALUES (1), (1)`))?.code).toBe('CONCURRENT_CHANGE');
    expect((await refusalOf(sql`INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ('probe', -1, now(), now())`))?.code).toBe('NOT_FOUND');
    expect(await refusalOf(sql`SELECT to_timestamp(1e20)`)).toMatchObject({ code: 'INVALID_PARAMS', detail: { field: 'body' } });
    expect(refusalOfDatabaseError(new Error('not from the database'))).toBeNull();
  });
});
