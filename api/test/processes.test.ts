// Several API processes on one PostgreSQL database (issue 27): what must be shared is, so N processes allow exactly
// what one does. Two apps over one database stand for two processes; PGlite (the default run) serves one process only,
// so this file runs in CI's pass on PostgreSQL (tools/ci/api-postgres.sh) and is skipped on PGlite.
import { ApiPaths, ErrorCode, type DevClockResponse } from '@fc/shared/contracts';
import { listRuns } from '../src/jobs/repository';
import { HOUSEKEEPING_JOB } from '../src/modules/housekeeping/constants';
import { createTestApp, type TestApp } from './helpers/build-app';
import { openStream, ticketFor } from './helpers/live-stream';
import { quickUsers } from './helpers/quick-users';

const HOUR_MS = 3_600_000;

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('two API processes on one database', () => {
  const limits = { max: 6, authMax: 3, timeWindowMs: 60_000 };
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp({ rateLimit: limits });
    second = await first.twin();
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  /** Calls alternate between the processes, all from one client address. */
  const alternate = async (path: string, body: object, count: number) => {
    const answers = [];
    for (let index = 0; index < count; index += 1) answers.push(await (index % 2 === 0 ? first : second).call(path, body));
    return answers.map((answer) => answer.r);
  };

  it('share the rate limit: max calls in total go through, the next is TOO_MANY_REQUESTS on either', async () => {
    const codes = await alternate(ApiPaths.health, {}, limits.max + 2);
    expect(codes.filter((code) => code === ErrorCode.OK)).toHaveLength(limits.max);
    expect(codes.slice(limits.max)).toEqual([ErrorCode.TOO_MANY_REQUESTS, ErrorCode.TOO_MANY_REQUESTS]);
  });

  it("share a sensitive route's own limit too, counted apart from the shared one", async () => {
    const codes = await alternate(ApiPaths.login, { email: 'nobody@example.com', password: 'wrong-password' }, limits.authMax + 1);
    expect(codes.slice(0, limits.authMax).every((code) => code !== ErrorCode.TOO_MANY_REQUESTS)).toBe(true);
    expect(codes[limits.authMax]).toBe(ErrorCode.TOO_MANY_REQUESTS);
  });

  it('start a new window for everyone once it has passed', async () => {
    first.clock.advance(limits.timeWindowMs);
    expect(await alternate(ApiPaths.health, {}, 2)).toEqual([ErrorCode.OK, ErrorCode.OK]);
  });
});

onPostgres('two API processes on one database, without rate limits', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp();
    second = await first.twin();
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('deliver an event written through one process to a stream held by the other within 1 s (LISTEN/NOTIFY)', async () => {
    const [user] = await quickUsers(first, 1);
    if (!user) throw new Error('no user');
    const live = await openStream(second, { ticket: await ticketFor(second, user.token) });
    try {
      expect(await live.next()).toMatchObject({ event: 'resync' });
      const granted = await first.call(ApiPaths.devGrant, { email: user.email, currencies: { GOAL: '7' } });
      expect(granted.r).toBe(ErrorCode.OK);
      expect(await live.next(1_000)).toMatchObject({ event: 'balance', data: { currency: 'GOAL' } });
    } finally {
      live.close();
    }
  });

  it("catch up on an event committed while their LISTEN connections were lost, within 3 s, and LISTEN again", async () => {
    const [user] = await quickUsers(first, 1);
    if (!user) throw new Error('no user');
    const live = await openStream(second, { ticket: await ticketFor(second, user.token) });
    try {
      expect(await live.next()).toMatchObject({ event: 'resync' });
      const listeners = "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %' AND pid <> pg_backend_pid()";
      const ended = await first.app.dbHandle.executeSql(`SELECT pg_terminate_backend(pid) FROM (${listeners}) AS listening`);
      expect(ended.rows.length).toBeGreaterThanOrEqual(2);
      while ((await first.app.dbHandle.executeSql(listeners)).rows.length > 0) await new Promise((resolve) => setTimeout(resolve, 10));
      // Nobody listens now: this event's notification is lost. The stream's own heartbeat read is 20 s away.
      expect((await first.call(ApiPaths.devGrant, { email: user.email, currencies: { GOAL: '7' } })).r).toBe(ErrorCode.OK);
      expect(await live.next(3_000)).toMatchObject({ event: 'balance', data: { currency: 'GOAL' } });
      expect((await first.call(ApiPaths.devGrant, { email: user.email, currencies: { GOAL: '8' } })).r).toBe(ErrorCode.OK);
      expect(await live.next(1_000)).toMatchObject({ event: 'balance', data: { currency: 'GOAL' } });
    } finally {
      live.close();
    }
  });

  it('move together: /dev/clock through one process moves the clock of the other within 1 s', async () => {
    const before = (await second.call<DevClockResponse>(ApiPaths.devClock, { advance: 0 })).d.now;
    expect((await first.call<DevClockResponse>(ApiPaths.devClock, { advance: 3_600 })).r).toBe(ErrorCode.OK);
    const deadline = Date.now() + 1_000;
    let seen = before;
    while (seen < before + 3_600 && Date.now() < deadline) {
      seen = (await second.call<DevClockResponse>(ApiPaths.devClock, { advance: 0 })).d.now;
      if (seen < before + 3_600) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(seen - before).toBeGreaterThanOrEqual(3_600);
    // A process started later starts as far ahead.
    const third = await first.twin();
    try {
      expect((await third.call<DevClockResponse>(ApiPaths.devClock, { advance: 0 })).d.now - before).toBeGreaterThanOrEqual(3_600);
    } finally {
      await third.close();
    }
  });

  it('run a job period once when both tick and both work at the same moment (pg-boss)', async () => {
    first.clock.advance(HOUR_MS);
    const queued = (await Promise.all([first.app.jobs.tick(), second.app.jobs.tick()])).flat().filter((key) => key.startsWith(`${HOUSEKEEPING_JOB}:`));
    expect(queued).toHaveLength(1);
    const worked = (await Promise.all([first.app.jobs.drain(), second.app.jobs.drain()])).flat().filter((run) => run.key.startsWith(`${HOUSEKEEPING_JOB}:`));
    expect(worked.map((run) => run.status)).toEqual(['done']);
    expect((await listRuns(first.app.db, HOUSEKEEPING_JOB)).filter((run) => run.period === queued[0])).toHaveLength(1);
  });
});
