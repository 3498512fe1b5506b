// Several API processes on one PostgreSQL database (issue 27): what must be shared is, so N processes allow exactly
// what one does. Two apps over one database stand for two processes; PGlite (the default run) serves one process only,
// so this file runs in CI's pass on PostgreSQL (tools/ci/api-postgres.sh) and is skipped on PGlite.
import { ApiPaths, ErrorCode } from '@fc/shared/contracts';
import { createTestApp, type TestApp } from './helpers/build-app';

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
