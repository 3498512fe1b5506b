import {
  ApiPaths,
  DAILY_BONUS_TMT,
  DAILY_REWARD_JOB,
  ErrorCode,
  PVP_REWARDED_PER_DAY,
  RANKING_REWARD_VESTING_S,
  SEASON_REWARD_JOB,
  SEASON_REWARD_TMT,
  shareByPoints,
  type ClaimResponse,
  type DevClockResponse,
  type GameRewardsResponse,
  type GrantSource,
  type MatchOutcome,
} from '@fc/shared/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { listRuns } from '../src/jobs/repository';
import { writeGrant } from '../src/modules/grants/repository';
import { grants } from '../src/modules/grants/tables';
import { payDailyRewards } from '../src/modules/ranking/payouts';
import { addMatchPoints } from '../src/modules/ranking/points';
import { createTestApp, type TestApp } from './helpers/build-app';
import { quickUsers, type QuickUser } from './helpers/quick-users';

jest.setTimeout(120_000);

const HOUR_S = 3_600;
const DAY_S = 24 * HOUR_S;

let t: TestApp;
beforeEach(async () => {
  // The test clock starts at 2030-01-15 10:00 UTC: day 23 of season S41, which ends at 2030-01-21 00:00.
  t = await createTestApp();
});
afterEach(() => t.close());

async function play(user: QuickUser, ...outcomes: MatchOutcome[]): Promise<void> {
  await t.app.db.transaction(async (tx) => {
    for (const outcome of outcomes) await addMatchPoints(tx, user.userId, outcome, t.app.now());
  });
}

/** Moves the app clock as /dev/clock does (running what fell due) and answers the keys of the runs it made. */
async function advance(seconds: number): Promise<DevClockResponse['ran']> {
  const moved = await t.call<DevClockResponse>(ApiPaths.devClock, { advance: seconds });
  expect(moved.r).toBe(0);
  return moved.d.ran;
}

const grantsOf = (source: GrantSource) =>
  t.app.db.select().from(grants).where(eq(grants.source, source)).orderBy(asc(grants.userId), asc(grants.id));

const rewards = (user: QuickUser, body: object) => t.call<GameRewardsResponse>(ApiPaths.gameRewards, body, { token: user.token });

describe('the daily ranking reward', () => {
  it('pays the finished day by points at 00:00 UTC through /dev/clock, as 30-day grants, once', async () => {
    const [first, second, zero] = await quickUsers(t, 3);
    await play(first!, 'win', 'win'); // 6
    await play(second!, 'win', 'draw'); // 4
    await play(zero!, 'loss'); // 0: nothing

    // 23:00: only the period of the 15th has run (it paid the 14th, when nobody played).
    const early = await advance(13 * HOUR_S);
    expect(early.filter((run) => run.key.startsWith(DAILY_REWARD_JOB))).toEqual([{ key: `${DAILY_REWARD_JOB}:2030-01-15T00:00Z`, status: 'done' }]);
    expect(await grantsOf('topManagerDaily')).toEqual([]);

    const ran = await advance(HOUR_S); // 00:00 on the 16th
    expect(ran).toContainEqual({ key: `${DAILY_REWARD_JOB}:2030-01-16T00:00Z`, status: 'done' });
    const [share6, share4] = shareByPoints(DAILY_BONUS_TMT, [6, 4, 0]);
    const paid = await grantsOf('topManagerDaily');
    expect(paid.map((grant) => ({ userId: grant.userId, ref: grant.ref, amount: grant.amount, currency: grant.currency, durationS: grant.durationS, startsAt: grant.startsAt.toISOString() }))).toEqual([
      { userId: first!.userId, ref: `2030-01-15:${first!.userId}`, amount: share6, currency: 'TMT', durationS: RANKING_REWARD_VESTING_S, startsAt: '2030-01-16T00:00:00.000Z' },
      { userId: second!.userId, ref: `2030-01-15:${second!.userId}`, amount: share4, currency: 'TMT', durationS: RANKING_REWARD_VESTING_S, startsAt: '2030-01-16T00:00:00.000Z' },
    ]);

    // Twice: the clock again, the period again (a redelivery), and the day's payout again: nothing more.
    expect(await advance(60)).not.toContainEqual(expect.objectContaining({ key: expect.stringContaining(DAILY_REWARD_JOB) }));
    expect(await t.app.jobs.runPeriod(DAILY_REWARD_JOB, { period: '2030-01-16T00:00:00.000Z' })).toMatchObject({ status: 'skipped' });
    expect(await t.app.db.transaction((tx) => payDailyRewards(tx, '2030-01-15', t.app.now()))).toMatchObject({ paid: 0 });
    expect(await grantsOf('topManagerDaily')).toEqual(paid);
    expect((await listRuns(t.app.db, DAILY_REWARD_JOB)).map((run) => run.period)).toContain(`${DAILY_REWARD_JOB}:2030-01-16T00:00Z`);
  });

  it('pays once when two workers run the same period at the same time', async () => {
    const [first, second] = await quickUsers(t, 2);
    await play(first!, 'win');
    await play(second!, 'draw');
    t.clock.advance(14 * HOUR_S * 1000);
    const period = { period: '2030-01-16T00:00:00.000Z' };
    const outcomes = await Promise.all([t.app.jobs.runPeriod(DAILY_REWARD_JOB, period), t.app.jobs.runPeriod(DAILY_REWARD_JOB, period)]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['done', 'skipped']);
    // Even past job_runs, two payouts of the same day at once pay each manager once.
    const payouts = await Promise.all([0, 1].map(() => t.app.db.transaction((tx) => payDailyRewards(tx, '2030-01-15', t.app.now()))));
    expect(payouts.map((payout) => payout.paid)).toEqual([0, 0]);
    const paid = await grantsOf('topManagerDaily');
    expect(paid.map((grant) => grant.amount)).toEqual(shareByPoints(DAILY_BONUS_TMT, [3, 1]));
  });

  it('pays a day missed while no process ran at the next 00:00', async () => {
    const [manager] = await quickUsers(t, 1);
    await play(manager!, 'win');
    // Two days later in one step: only the newest period (the 17th) is queued, and it pays the 15th too.
    const ran = await advance(2 * DAY_S);
    expect(ran).toContainEqual({ key: `${DAILY_REWARD_JOB}:2030-01-17T00:00Z`, status: 'done' });
    expect((await grantsOf('topManagerDaily')).map((grant) => [grant.ref, grant.amount])).toEqual([[`2030-01-15:${manager!.userId}`, DAILY_BONUS_TMT]]);
    await advance(DAY_S);
    expect(await grantsOf('topManagerDaily')).toHaveLength(1);
  });

  it('freezes the part of a share won with trial cards as a trial grant of its own', async () => {
    const [mixed, paidOnly] = await quickUsers(t, 2);
    await t.app.db.transaction(async (tx) => {
      await addMatchPoints(tx, mixed!.userId, 'win', t.app.now(), true); // 3 with trial cards
      await addMatchPoints(tx, mixed!.userId, 'win', t.app.now()); // 3 without
      await addMatchPoints(tx, paidOnly!.userId, 'draw', t.app.now());
    });
    await advance(14 * HOUR_S);
    const [share6, share1] = shareByPoints(DAILY_BONUS_TMT, [6, 1]);
    const paid = await grantsOf('topManagerDaily');
    expect(paid.map((grant) => [grant.userId, grant.ref, grant.amount, grant.trial])).toEqual([
      [mixed!.userId, `2030-01-15:${mixed!.userId}`, share6! - share6! / 2n, false],
      [mixed!.userId, `2030-01-15:${mixed!.userId}:trial`, share6! / 2n, true],
      [paidOnly!.userId, `2030-01-15:${paidOnly!.userId}`, share1, false],
    ]);
    // Both parts list under the day; the trial part cannot be claimed before the trial unlock.
    await advance(3 * DAY_S);
    const listed = await rewards(mixed!, { kind: 'daily' });
    expect(listed.d.list.map((row) => row.ref)).toEqual(['2030-01-15', '2030-01-15']);
    const trialRow = listed.d.list.find((row) => row.amount === (share6! / 2n).toString());
    expect(trialRow?.claimable).toBe('0');
    expect(BigInt(listed.d.totals.claimable)).toBeGreaterThan(0n);
  });
});

describe('the season ranking reward', () => {
  it("pays the season's points when it ends, once", async () => {
    const [first, second] = await quickUsers(t, 2);
    await play(first!, 'win');
    await advance(DAY_S);
    await play(first!, 'win');
    await play(second!, 'draw', 'draw');
    // Five days later: S41 has not ended.
    await advance(4 * DAY_S);
    expect(await grantsOf('topManagerSeason')).toEqual([]);

    const ran = await advance(14 * HOUR_S); // 2030-01-21 00:00, S42 begins
    expect(ran).toContainEqual({ key: `${SEASON_REWARD_JOB}:2030-01-21T00:00Z`, status: 'done' });
    const [share6, share2] = shareByPoints(SEASON_REWARD_TMT, [6, 2]);
    const paid = await grantsOf('topManagerSeason');
    expect(paid.map((grant) => [grant.userId, grant.ref, grant.amount, grant.durationS, grant.startsAt.toISOString()])).toEqual([
      [first!.userId, `S41:${first!.userId}`, share6, RANKING_REWARD_VESTING_S, '2030-01-21T00:00:00.000Z'],
      [second!.userId, `S41:${second!.userId}`, share2, RANKING_REWARD_VESTING_S, '2030-01-21T00:00:00.000Z'],
    ]);
    await advance(DAY_S);
    expect(await t.app.jobs.runPeriod(SEASON_REWARD_JOB, { period: '2030-01-23T00:00:00.000Z' })).toMatchObject({ status: 'done', result: { seasons: [] } });
    expect(await grantsOf('topManagerSeason')).toEqual(paid);
  });
});

describe('/game/rewards', () => {
  it("lists the daily rewards with their rank, points and vesting, the totals, and the next payout's estimate", async () => {
    const [first, second] = await quickUsers(t, 2);
    await play(first!, 'win', 'win');
    await play(second!, 'draw');
    await advance(14 * HOUR_S); // paid at 2030-01-16 00:00
    await advance(3 * DAY_S); // 2030-01-19 00:00: 3 of 30 days released
    await play(first!, 'win');
    await play(second!, 'win', 'win', 'win');

    const answer = await rewards(first!, { kind: 'daily' });
    expect(answer.r).toBe(0);
    const [amount] = shareByPoints(DAILY_BONUS_TMT, [6, 1]);
    const released = (amount! * 3n) / 30n;
    const nowS = Date.UTC(2030, 0, 19) / 1000;
    expect(answer.d).toEqual({
      kind: 'daily',
      list: [
        {
          source: 'topManagerDaily',
          ref: '2030-01-15',
          rank: 1,
          points: 6,
          amount: amount!.toString(),
          released: released.toString(),
          claimable: released.toString(),
          startsAt: Date.UTC(2030, 0, 16) / 1000,
          endsAt: Date.UTC(2030, 0, 16) / 1000 + RANKING_REWARD_VESTING_S,
        },
      ],
      total: 1,
      page: 1,
      totals: { amount: amount!.toString(), released: released.toString(), claimable: released.toString(), claimed: '0' },
      nextAt: nowS + DAY_S,
      estimate: shareByPoints(DAILY_BONUS_TMT, [3, 9])[0]!.toString(),
      rewardedToday: null,
      rewardedPerDay: null,
      now: nowS,
    });

    // Claimed at the claim center: what was released moves out of claimable.
    expect((await t.call<ClaimResponse>(ApiPaths.claim, { source: 'topManagerDaily' }, { token: first!.token })).d.claimed).toEqual({ TMT: released.toString() });
    expect((await rewards(first!, { kind: 'daily' })).d.totals).toEqual({ amount: amount!.toString(), released: released.toString(), claimable: '0', claimed: released.toString() });

    // Season: its end and the share at the season's points so far.
    const season = await rewards(first!, { kind: 'season' });
    expect(season.d).toMatchObject({ kind: 'season', list: [], total: 0, nextAt: Date.UTC(2030, 0, 21) / 1000, estimate: shareByPoints(SEASON_REWARD_TMT, [9, 10])[0]!.toString(), rewardedToday: null });
    // No points today: no estimate.
    const [idle] = await quickUsers(t, 1);
    expect((await rewards(idle!, { kind: 'daily' })).d).toMatchObject({ list: [], estimate: null, nextAt: nowS + DAY_S, totals: { amount: '0' } });
  });

  it("lists a season's reward with its rank and points", async () => {
    const [first, second] = await quickUsers(t, 2);
    await play(first!, 'draw');
    await play(second!, 'win');
    await advance(5 * DAY_S + 14 * HOUR_S); // 2030-01-21 00:00
    const answer = await rewards(first!, { kind: 'season' });
    expect(answer.d.list).toEqual([
      expect.objectContaining({ source: 'topManagerSeason', ref: 'S41', rank: 2, points: 1, amount: shareByPoints(SEASON_REWARD_TMT, [3, 1])[1]!.toString(), released: '0' }),
    ]);
    expect(answer.d.nextAt).toBe(Date.UTC(2030, 1, 18) / 1000);
  });

  it("counts today's rewarded PVP matches against the daily limit", async () => {
    const [manager, other] = await quickUsers(t, 2);
    const pvpGrant = (user: QuickUser, ref: string) =>
      t.app.db.transaction((tx) =>
        writeGrant(tx, { userId: user.userId, source: 'pvp', currency: 'TMT', amount: 10n, startsAt: t.app.now(), durationS: RANKING_REWARD_VESTING_S, ref }, t.app.now()),
      );
    await pvpGrant(manager!, `match:1:${manager!.userId}`);
    await advance(14 * HOUR_S); // the next day
    await pvpGrant(manager!, `match:2:${manager!.userId}`);
    await pvpGrant(manager!, `match:3:${manager!.userId}`);
    await pvpGrant(other!, `match:3:${other!.userId}`);

    const answer = await rewards(manager!, { kind: 'pvp' });
    expect(answer.d).toMatchObject({ kind: 'pvp', total: 3, rewardedToday: 2, rewardedPerDay: PVP_REWARDED_PER_DAY, nextAt: null, estimate: null, totals: { amount: '30' } });
    expect(answer.d.list.map((row) => [row.ref, row.rank, row.points])).toEqual([
      ['match:3', null, null],
      ['match:2', null, null],
      ['match:1', null, null],
    ]);
    // Pages of 20, newest first.
    expect((await rewards(manager!, { kind: 'pvp', page: 2 })).d).toMatchObject({ list: [], total: 3, page: 2 });
  });

  it('needs a session and a known kind', async () => {
    const [manager] = await quickUsers(t, 1);
    expect((await t.call(ApiPaths.gameRewards, { kind: 'daily' })).r).toBe(ErrorCode.SESSION_INVALID);
    expect((await rewards(manager!, { kind: 'weekly' })).r).toBe(ErrorCode.INVALID_PARAMS);
    expect((await rewards(manager!, { kind: 'daily', page: 0 })).r).toBe(ErrorCode.INVALID_PARAMS);
    expect((await rewards(manager!, { kind: 'daily', extra: true })).r).toBe(ErrorCode.INVALID_PARAMS);
  });
});

// The rewards read grants only through their owner.
it('shows a manager only their own grants', async () => {
  const [mine, theirs] = await quickUsers(t, 2);
  await play(theirs!, 'win');
  await advance(14 * HOUR_S);
  expect((await rewards(mine!, { kind: 'daily' })).d).toMatchObject({ list: [], total: 0 });
  const [row] = await t.app.db.select().from(grants).where(and(eq(grants.userId, theirs!.userId), eq(grants.source, 'topManagerDaily')));
  expect(row?.amount).toBe(DAILY_BONUS_TMT);
});
