import { Client } from 'pg';
import { ApiPaths, ErrorCode, type DevOutboxResponse } from '@fc/shared/contracts';
import { migrate, readMigrations } from '../src/db/migrate';
import { createTestApp, type TestApp } from './helpers/build-app';
import { register, uniqueEmail } from './helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('/health', () => {
  it('answers that the database is reachable', async () => {
    expect(await t.call(ApiPaths.health, {})).toMatchObject({ status: 200, r: 0, d: { db: 'ok' } });
  });
});

describe('/dev/outbox', () => {
  it('answers the mails sent to an address, newest first, with their links', async () => {
    const { email } = await register(t);
    t.clock.advance(60_000);
    await t.call(ApiPaths.resendConfirmMail, { email });
    const answer = await t.call<DevOutboxResponse>(ApiPaths.devOutbox, { email: email.toUpperCase() });
    expect(answer.r).toBe(0);
    const [newest, oldest] = answer.d.mails;
    expect(answer.d.mails).toHaveLength(2);
    expect(newest).toEqual({
      to: email,
      subject: 'Activate your FC account',
      text: expect.stringContaining(newest?.links[0] ?? 'missing'),
      links: [expect.stringMatching(/^http:\/\/localhost:8080\/activate-confirm\?u=[\w-]+&c=[\w-]+$/)],
      sentAt: Math.floor(t.clock.now().getTime() / 1000),
    });
    expect(oldest?.sentAt).toBe((newest?.sentAt ?? 0) - 60);
    expect(oldest?.links[0]).not.toBe(newest?.links[0]);
  });

  it('answers an empty list for an address without mail, and 1001 without an address', async () => {
    expect((await t.call<DevOutboxResponse>(ApiPaths.devOutbox, { email: uniqueEmail() })).d).toEqual({ mails: [] });
    expect((await t.call(ApiPaths.devOutbox, {})).d).toMatchObject({ field: 'email' });
  });

  it('answers only callers on this machine; for others it does not exist', async () => {
    const { email } = await register(t);
    const ask = (options: { remoteAddress?: string; headers?: Record<string, string> }) =>
      t.app.inject({ method: 'POST', url: `/api${ApiPaths.devOutbox}`, payload: { email }, ...options });
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const local = await ask({ remoteAddress });
      expect({ remoteAddress, r: local.json().r }).toEqual({ remoteAddress, r: 0 });
    }
    for (const remote of [{ remoteAddress: '10.0.0.5' }, { remoteAddress: '2001:db8::1' }, { headers: { 'x-forwarded-for': '10.0.0.5' } }]) {
      const answer = await ask(remote);
      expect({ remote, status: answer.statusCode, r: answer.json().r }).toEqual({ remote, status: 404, r: ErrorCode.NOT_FOUND });
      expect(answer.body).not.toContain(email);
    }
  });

  it('does not exist in production', async () => {
    const previous = { NODE_ENV: process.env.NODE_ENV, SMTP_URL: process.env.SMTP_URL };
    // Nothing is sent in this test; nodemailer connects only to send.
    Object.assign(process.env, { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9' });
    const production = await createTestApp().finally(() => {
      for (const [name, value] of Object.entries(previous)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    });
    try {
      const answer = await production.call(ApiPaths.devOutbox, { email: 'a@b.co' });
      expect(answer.status).toBe(404);
      expect(answer.r).toBe(ErrorCode.NOT_FOUND);
      expect((await production.call(ApiPaths.health, {})).r).toBe(0);
    } finally {
      await production.close();
    }
  });
});

// Only a PostgreSQL server has connections to lose (tools/ci/api-postgres.sh runs this); PGlite is in-process.
if (process.env.DATABASE_URL) {
  describe('on PostgreSQL', () => {
    it('keeps answering after the server drops its idle connections (no crash on the pool error)', async () => {
      const own = await createTestApp();
      try {
        expect((await own.call(ApiPaths.health, {})).r).toBe(0);
        const admin = new Client({ connectionString: process.env.DATABASE_URL });
        await admin.connect();
        const [row] = await own.app.dbHandle.rawTransaction((raw) => raw.query<{ name: string }>('SELECT current_database() AS name'));
        // The app's connections only: an autovacuum worker may be in the database too, and is the server's, not ours.
        const dropped = await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid() AND backend_type = 'client backend'", [row?.name]);
        await admin.end();
        expect(dropped.rowCount).toBeGreaterThan(0);
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect((await own.call(ApiPaths.health, {})).r).toBe(0);
      } finally {
        await own.close();
      }
    });

    it('fails a transaction whose connection the server ends between its statements, and keeps serving (no crash)', async () => {
      const own = await createTestApp();
      const admin = new Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      try {
        // A checked-out connection has no pool listener: its 'error' event would end the process without one of ours.
        const ended = own.app.dbHandle.rawTransaction(async (raw) => {
          const [own] = await raw.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
          await admin.query('SELECT pg_terminate_backend($1)', [own?.pid]);
          await new Promise((resolve) => setTimeout(resolve, 200));
          return raw.query('SELECT 1');
        });
        await expect(ended).rejects.toThrow();
        expect((await own.call(ApiPaths.health, {})).r).toBe(0);
      } finally {
        await admin.end();
        await own.close();
      }
    });
  });
}

describe('migrations', () => {
  it('records every committed SQL file once, and applies nothing the second time', async () => {
    const rows = await t.app.dbHandle.rawTransaction((raw) => raw.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY version'));
    expect(rows.map((row) => row.name)).toEqual(readMigrations().map((migration) => migration.name));
    expect(await migrate(t.app.dbHandle)).toEqual([]);
  });

  it('rolls a failing migration back entirely', async () => {
    const failing = [
      ...readMigrations(),
      { version: '9998', name: '9998_ok.sql', sql: 'CREATE TABLE should_vanish (id int);' },
      { version: '9999', name: '9999_bad.sql', sql: 'SELECT nope FROM nowhere;' },
    ];
    await expect(migrate(t.app.dbHandle, failing)).rejects.toThrow();
    const rows = await t.app.dbHandle.rawTransaction((raw) =>
      raw.query<{ n: number }>("SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'should_vanish'"),
    );
    expect(rows[0]?.n).toBe(0);
  });
});
