import type { App } from '../src/app';
import { loadConfig } from '../src/config';
import { listRuns } from '../src/jobs/repository';
import { latestPeriod, periodKey, type DelayedJob } from '../src/jobs/runner';
import { HOUSEKEEPING_JOB } from '../src/modules/housekeeping/constants';
import { createTestApp, type TestApp } from './helpers/build-app';

// Most tests here boot PGlite more than once (a restart, a fresh app per case); a busy machine needs the margin.
jest.setTimeout(90_000);

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** The housekeeping periods among those a tick queued (the other modules' jobs are tested with their modules). */
const housekeeping = (keys: string[]) => keys.filter((key) => key.startsWith(`${HOUSEKEEPING_JOB}:`));
const housekeepingRuns = <T extends { key: string }>(runs: T[]) => runs.filter((run) => run.key.startsWith(`${HOUSEKEEPING_JOB}:`));

/** Rows one app can see, by their test label (token_hash, code_hash, subject). */
async function labels(app: App, table: 'sessions' | 'verification_codes' | 'mail_outbox'): Promise<string[]> {
  const column = { sessions: 'token_hash', verification_codes: 'code_hash', mail_outbox: 'subject' }[table];
  const rows = await app.dbHandle.rawTransaction((raw) => raw.query<{ label: string }>(`SELECT ${column} AS label FROM ${table} ORDER BY 1`));
  return rows.map((row) => row.label);
}

async function insertUser(app: App): Promise<number> {
  const [row] = await app.dbHandle.rawTransaction((raw) =>
    raw.query<{ id: number }>(
      `INSERT INTO users (public_id, email, password_hash, nick_name, club_name, photo, avatar, jersey, invite_code)
       VALUES ('pid-housekeeping', 'housekeeping@example.com', 'x', 'Keeper', 'Keeper FC', 'a', 'a', 'j', 'HOUSEKP1') RETURNING id`,
    ),
  );
  return Number(row!.id);
}

async function insertSession(app: App, userId: number, label: string, expiresAt: Date, revokedAt: Date | null = null): Promise<void> {
  await app.dbHandle.rawTransaction((raw) =>
    raw.query('INSERT INTO sessions (token_hash, user_id, expires_at, revoked_at) VALUES ($1, $2, $3, $4)', [label, userId, expiresAt, revokedAt]),
  );
}

async function insertCode(app: App, userId: number, label: string, expiresAt: Date, usedAt: Date | null): Promise<void> {
  await app.dbHandle.rawTransaction((raw) =>
    raw.query("INSERT INTO verification_codes (user_id, purpose, code_hash, expires_at, used_at) VALUES ($1, 'reset', $2, $3, $4)", [
      userId,
      label,
      expiresAt,
      usedAt,
    ]),
  );
}

async function insertMail(app: App, label: string, createdAt: Date): Promise<void> {
  await app.dbHandle.rawTransaction((raw) =>
    raw.query("INSERT INTO mail_outbox (to_email, subject, body_text, created_at) VALUES ('someone@example.com', $1, 'text', $2)", [label, createdAt]),
  );
}

describe('latestPeriod', () => {
  it('is the newest cron occurrence at or before the time, the time itself included', () => {
    expect(latestPeriod('0 * * * *', new Date('2030-01-15T11:00:00.000Z')).toISOString()).toBe('2030-01-15T11:00:00.000Z');
    expect(latestPeriod('0 * * * *', new Date('2030-01-15T10:59:59.999Z')).toISOString()).toBe('2030-01-15T10:00:00.000Z');
    expect(latestPeriod('*/30 * * * *', new Date('2030-01-15T10:45:00.000Z')).toISOString()).toBe('2030-01-15T10:30:00.000Z');
    expect(periodKey('housekeeping', new Date('2030-01-15T10:00:00.000Z'))).toBe('housekeeping:2030-01-15T10:00Z');
  });
});

describe('job settings', () => {
  it('runs timers on a server and not under Jest, unless told', () => {
    expect(loadConfig({}, {}).jobs).toEqual({ timers: true, tickSeconds: 5, pollingIntervalSeconds: 2 });
    expect(loadConfig({}, { NODE_ENV: 'test' }).jobs.timers).toBe(false);
    expect(loadConfig({}, { NODE_ENV: 'test', JOB_TIMERS: '1' }).jobs.timers).toBe(true);
    expect(loadConfig({}, { JOB_TIMERS: '0' }).jobs.timers).toBe(false);
    expect(loadConfig({ jobTimers: true }, { JOB_TIMERS: '0' }).jobs.timers).toBe(true);
    expect(loadConfig({}, { JOB_TICK_SECONDS: '60', JOB_POLLING_SECONDS: 'x' }).jobs).toMatchObject({ tickSeconds: 60, pollingIntervalSeconds: 2 });
  });
});

describe('defining a job', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const job = { name: 'sample', cron: '*/30 * * * *', run: async () => ({}) };

  it('refuses a bad name, a bad cron expression and a second job of one name', () => {
    expect(() => t.app.jobs.define({ ...job, name: 'Sample job' })).toThrow(/lower case/);
    expect(() => t.app.jobs.define({ ...job, cron: 'every hour' })).toThrow();
    expect(() => t.app.jobs.define({ ...job, name: HOUSEKEEPING_JOB })).toThrow(/defined twice/);
  });

  it('refuses a job defined once the runner has started', async () => {
    await t.app.jobs.tick();
    expect(() => t.app.jobs.define(job)).toThrow(/after the runner started/);
  });
});

describe('housekeeping', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  /** Rows around each limit, as seen at `runAt` (11:00:05 on the test clock, one hour after it starts). */
  async function seed(runAt: Date): Promise<number> {
    const at = (offsetMs: number) => new Date(runAt.getTime() + offsetMs);
    const userId = await insertUser(t.app);
    await insertSession(t.app, userId, 'session-live', at(7 * DAY_MS));
    await insertSession(t.app, userId, 'session-expired', at(-MINUTE_MS));
    await insertSession(t.app, userId, 'session-revoked', at(DAY_MS), at(-HOUR_MS));
    await insertCode(t.app, userId, 'code-unused', at(10 * MINUTE_MS), null);
    await insertCode(t.app, userId, 'code-expired-recently', at(-2 * HOUR_MS), null);
    await insertCode(t.app, userId, 'code-expired-long-ago', at(-2 * DAY_MS), null);
    await insertCode(t.app, userId, 'code-used-recently', at(23 * HOUR_MS), at(-HOUR_MS));
    await insertCode(t.app, userId, 'code-used-long-ago', at(-HOUR_MS), at(-25 * HOUR_MS));
    await insertMail(t.app, 'mail-6-days', at(-6 * DAY_MS));
    await insertMail(t.app, 'mail-8-days', at(-8 * DAY_MS));
    return userId;
  }

  it('deletes ended sessions, codes spent over a day ago and outbox mails over 7 days old, once per hour', async () => {
    const runAt = new Date(t.clock.now().getTime() + HOUR_MS + 5_000);
    const userId = await seed(runAt);

    t.clock.advance(HOUR_MS + 5_000);
    expect(t.clock.now()).toEqual(runAt);
    expect(housekeeping(await t.app.jobs.tick())).toEqual(['housekeeping:2030-01-15T11:00Z']);
    expect(housekeepingRuns(await t.app.jobs.drain())).toEqual([
      { key: 'housekeeping:2030-01-15T11:00Z', status: 'done', result: { sessions: 2, verificationCodes: 2, mailOutbox: 1, liveEvents: 0, liveTickets: 0, rateLimits: 0 } },
    ]);
    expect(await labels(t.app, 'sessions')).toEqual(['session-live']);
    expect(await labels(t.app, 'verification_codes')).toEqual(['code-expired-recently', 'code-unused', 'code-used-recently']);
    expect(await labels(t.app, 'mail_outbox')).toEqual(['mail-6-days']);

    // Later in the same hour: the period is done, so nothing is queued or deleted, although a session has ended since.
    await insertSession(t.app, userId, 'session-ended-since', runAt);
    t.clock.advance(30 * MINUTE_MS);
    expect(housekeeping(await t.app.jobs.tick())).toEqual([]);
    expect(housekeepingRuns(await t.app.jobs.drain())).toEqual([]);
    expect(await labels(t.app, 'sessions')).toEqual(['session-ended-since', 'session-live']);
    expect(await listRuns(t.app.db, HOUSEKEEPING_JOB)).toEqual([
      { job: HOUSEKEEPING_JOB, period: 'housekeeping:2030-01-15T11:00Z', finishedAt: runAt, result: { sessions: 2, verificationCodes: 2, mailOutbox: 1, liveEvents: 0, liveTickets: 0, rateLimits: 0 } },
    ]);

    t.clock.advance(30 * MINUTE_MS);
    expect(housekeeping(await t.app.jobs.tick())).toEqual(['housekeeping:2030-01-15T12:00Z']);
    expect(housekeepingRuns(await t.app.jobs.drain())).toEqual([
      { key: 'housekeeping:2030-01-15T12:00Z', status: 'done', result: { sessions: 1, verificationCodes: 0, mailOutbox: 0, liveEvents: 0, liveTickets: 0, rateLimits: 0 } },
    ]);
    expect(await labels(t.app, 'sessions')).toEqual(['session-live']);
  });

  it('queues a period once when two processes tick, and runs a redelivered period once', async () => {
    const runAt = new Date(t.clock.now().getTime() + 5_000);
    await seed(runAt);
    t.clock.advance(5_000);

    expect(housekeeping(await t.app.jobs.tick())).toEqual(['housekeeping:2030-01-15T10:00Z']);
    expect(housekeeping(await t.app.jobs.tick())).toEqual([]);
    const [first, ...others] = housekeepingRuns(await t.app.jobs.drain());
    expect(others).toEqual([]);
    expect(first).toMatchObject({ status: 'done', result: { sessions: 2, verificationCodes: 2, mailOutbox: 1 } });

    // Two workers holding the same period at once (a redelivery racing the first run): one does the work.
    const period = { period: '2030-01-15T10:00:00.000Z' };
    const outcomes = await Promise.all([t.app.jobs.runPeriod(HOUSEKEEPING_JOB, period), t.app.jobs.runPeriod(HOUSEKEEPING_JOB, period)]);
    expect(outcomes).toEqual([
      { key: 'housekeeping:2030-01-15T10:00Z', status: 'skipped' },
      { key: 'housekeeping:2030-01-15T10:00Z', status: 'skipped' },
    ]);

    const nextPeriod = { period: '2030-01-15T11:00:00.000Z' };
    t.clock.advance(HOUR_MS);
    const racing = await Promise.all([t.app.jobs.runPeriod(HOUSEKEEPING_JOB, nextPeriod), t.app.jobs.runPeriod(HOUSEKEEPING_JOB, nextPeriod)]);
    expect(racing.map((outcome) => outcome.status).sort()).toEqual(['done', 'skipped']);
    expect(await listRuns(t.app.db, HOUSEKEEPING_JOB)).toHaveLength(2);
  });

  it('rolls the period back with the work when the work fails, so a retry runs it', async () => {
    t.clock.advance(5_000);
    expect(housekeeping(await t.app.jobs.tick())).toEqual(['housekeeping:2030-01-15T10:00Z']);
    await t.app.dbHandle.rawTransaction((raw) => raw.exec('ALTER TABLE mail_outbox RENAME TO mail_outbox_away'));
    await expect(t.app.jobs.drain()).rejects.toThrow();
    expect(await listRuns(t.app.db, HOUSEKEEPING_JOB)).toEqual([]);

    await t.app.dbHandle.rawTransaction((raw) => raw.exec('ALTER TABLE mail_outbox_away RENAME TO mail_outbox'));
    expect(await t.app.jobs.runPeriod(HOUSEKEEPING_JOB, { period: '2030-01-15T10:00:00.000Z' })).toMatchObject({ status: 'done' });
  });
});

describe('across a restart', () => {
  it('works a period queued before the restart, and does not run a finished period again', async () => {
    let t = await createTestApp({ persistent: true });
    try {
      t.clock.advance(5_000);
      expect(housekeeping(await t.app.jobs.tick())).toEqual(['housekeeping:2030-01-15T10:00Z']);

      t = await t.restart();
      expect(housekeeping(await t.app.jobs.tick())).toEqual([]);
      expect(housekeepingRuns(await t.app.jobs.drain())).toMatchObject([{ key: 'housekeeping:2030-01-15T10:00Z', status: 'done' }]);

      t = await t.restart();
      expect(housekeeping(await t.app.jobs.tick())).toEqual([]);
      expect(housekeepingRuns(await t.app.jobs.drain())).toEqual([]);
      expect(await listRuns(t.app.db, HOUSEKEEPING_JOB)).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});

describe('delayed jobs', () => {
  const ran: string[] = [];
  const auctionEnd: DelayedJob = {
    name: 'auction-end',
    run: async ({ key, data }) => {
      ran.push(key);
      return { order: data.order };
    },
  };

  it('run once, when the app clock reaches their time, also after a restart', async () => {
    // As a module's plugin does: the runner exists once the infrastructure plugins have loaded.
    let t = await createTestApp({
      persistent: true,
      beforeReady: (app) => app.register(async (instance) => instance.jobs.defineDelayed(auctionEnd)),
    });
    try {
      const runAt = new Date(t.clock.now().getTime() + 30 * MINUTE_MS);
      expect(await t.app.jobs.sendAt('auction-end', 'auction:42', runAt, { order: 42 })).toBe(true);
      expect(await t.app.jobs.sendAt('auction-end', 'auction:42', runAt, { order: 42 })).toBe(false);
      t.clock.advance(29 * MINUTE_MS);
      expect(await t.app.jobs.drain()).toEqual([]);
      expect(ran).toEqual([]);

      t = await t.restart();
      expect(await t.app.jobs.drain()).toEqual([]);
      t.clock.advance(MINUTE_MS);
      expect(await t.app.jobs.drain()).toEqual([{ key: 'auction:42', status: 'done', result: { order: 42 } }]);
      expect(await t.app.jobs.drain()).toEqual([]);
      expect(await t.app.jobs.sendAt('auction-end', 'auction:42', runAt, { order: 42 })).toBe(false);
      expect(ran).toEqual(['auction:42']);
      expect(await listRuns(t.app.db, 'auction-end')).toMatchObject([{ period: 'auction:42', result: { order: 42 } }]);
    } finally {
      await t.close();
    }
  });
});

describe('on timers, as a server runs', () => {
  it('queues the due period when the app is ready, a worker runs it, and the app closes cleanly', async () => {
    const t = await createTestApp({ jobTimers: true });
    try {
      // Real workers poll on real time: the one wait of this file, bounded.
      const deadline = Date.now() + 15_000;
      let runs = await listRuns(t.app.db, HOUSEKEEPING_JOB);
      while (runs.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        runs = await listRuns(t.app.db, HOUSEKEEPING_JOB);
      }
      expect(runs.map((run) => run.period)).toEqual(['housekeeping:2030-01-15T10:00Z']);
    } finally {
      await t.close();
    }
  });
});
