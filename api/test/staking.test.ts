import { and, eq } from 'drizzle-orm';
import {
  AIRDROP_SETTLE_JOB,
  AIRDROP_VESTING_S,
  ApiPaths,
  CARD_STAKING_POWER,
  ErrorCode,
  GOAL_STAKE_LOCK_S,
  MAX_STAKED_CARDS,
  STAKE_UNFREEZE_JOB,
  UNSTAKE_FREEZE_S,
  type AirdropInfoResponse,
  type ClaimListResponse,
  type ClaimResponse,
  type DevAirdropRoundResponse,
  type GoalStakeResponse,
  type GoalStakesResponse,
  type Rarity,
  type StakeInfoResponse,
} from '@fc/shared/contracts';
import { changeCardState, findCard, mintCard, type MintSpec } from '../src/modules/cards/repository';
import { cardEvents, fpCards } from '../src/modules/cards/tables';
import { grants } from '../src/modules/grants/tables';
import { airdropRounds } from '../src/modules/staking/tables';
import { releaseFrozen, settleDueRounds } from '../src/modules/staking/service';
import { ledgerEntries } from '../src/modules/wallet/repository';
import { createTestApp, type TestApp } from './helpers/build-app';
import { quickUsers, type QuickUser } from './helpers/quick-users';
import { login } from './helpers/users';

jest.setTimeout(180_000);

const S = 1000;
const GOAL = (whole: number) => BigInt(whole) * 10n ** 18n;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let players = 100;
/** A new card of `rarity` for the user (a new player each time, so supplies never run out). */
async function card(user: QuickUser, rarity: Rarity = 'common', spec: Partial<MintSpec> = {}): Promise<string> {
  players += 1;
  const minted = await t.app.db.transaction((tx) =>
    mintCard(tx, user.userId, { family: 'collectible', playerId: players, rarity, ...spec } as MintSpec, t.clock.now()),
  );
  return minted.tokenId;
}
async function user(balances: Parameters<typeof quickUsers>[2] = {}): Promise<QuickUser> {
  const [created] = await quickUsers(t, 1, balances, 'stake');
  if (!created) throw new Error('no user');
  return created;
}

const info = (u?: QuickUser) => t.call<StakeInfoResponse>(ApiPaths.stakeInfo, {}, u ? { token: u.token } : {});
const stake = (u: QuickUser, tokenIds: string[]) => t.call<StakeInfoResponse>(ApiPaths.stakeCards, { tokenIds }, { token: u.token });
const unstake = (u: QuickUser, tokenIds: string[]) => t.call<StakeInfoResponse>(ApiPaths.unstakeCards, { tokenIds }, { token: u.token });
const stateOf = async (tokenId: string) => (await findCard(t.app.db, tokenId))?.state;
const minutePeriod = () => ({ period: new Date(Math.floor(t.clock.now().getTime() / 60_000) * 60_000).toISOString() });

describe('card staking', () => {
  it('stakes cards with their power by rarity; the views show my power, the total and the cards (guests: the total)', async () => {
    const u = await user();
    const common = await card(u, 'common');
    const legendary = await card(u, 'legendary');
    const unique = await card(u, 'unique');
    const before = (await info()).d.totalPower;
    const answer = await stake(u, [common, legendary, unique]);
    expect(answer.r).toBe(0);
    const power = CARD_STAKING_POWER.common + CARD_STAKING_POWER.legendary + CARD_STAKING_POWER.unique;
    expect(power).toBe(4001);
    expect(answer.d.mine?.power).toBe(power);
    expect(answer.d.mine?.staked.map((s) => [s.card.tokenId, s.power, s.frozenUntil])).toEqual([
      [common, 1, null],
      [legendary, 1000, null],
      [unique, 3000, null],
    ]);
    expect(answer.d.totalPower).toBe(before + power);
    expect(await stateOf(common)).toBe('staking');
    const guest = await info();
    expect(guest.d).toMatchObject({ totalPower: before + power, mine: null });
  });

  it(`refuses a stake past ${MAX_STAKED_CARDS} cards (SELECTION_LIMIT), writing nothing`, async () => {
    const u = await user();
    const five = await Promise.all([0, 1, 2, 3, 4].map(async () => card(u)));
    const first = [];
    for (const tokenId of five) first.push(tokenId);
    expect((await stake(u, first.slice(0, 3))).r).toBe(0);
    const sixth = await card(u);
    const before = await t.fingerprint();
    expect((await stake(u, [...first.slice(3), sixth])).r).toBe(ErrorCode.SELECTION_LIMIT);
    expect(await t.fingerprint()).toEqual(before);
    expect((await stake(u, first.slice(3))).r).toBe(0);
    expect((await stake(u, [sixth])).r).toBe(ErrorCode.SELECTION_LIMIT);
    expect(await stateOf(sixth)).toBe('normal');
  });

  it('refuses a trial card, a card that played today, a listed card, one in TopPrize and someone else’s card', async () => {
    const u = await user();
    const other = await user();
    const now = t.clock.now();
    const trial = await card(u, 'rare', { family: 'fp', trialUntil: new Date(now.getTime() + 86_400 * S) } as Partial<MintSpec>);
    const played = await card(u, 'rare', { family: 'fp' } as Partial<MintSpec>);
    const playedRow = await findCard(t.app.db, played);
    await t.app.db.update(fpCards).set({ lastMatchAt: now }).where(eq(fpCards.cardId, playedRow!.id));
    const listed = await card(u);
    const inTopPrize = await card(u);
    await t.app.db.transaction(async (tx) => {
      await changeCardState(tx, { tokenId: listed, action: 'list', by: { userId: u.userId }, now });
      await changeCardState(tx, { tokenId: inTopPrize, action: 'sendToTopPrize', by: { userId: u.userId }, now });
    });
    const theirs = await card(other);
    const good = await card(u);
    const before = await t.fingerprint();
    for (const [tokenId, code] of [
      [trial, ErrorCode.TRIAL_CARD_FORBIDDEN],
      [played, ErrorCode.CARD_PLAYED_TODAY],
      [listed, ErrorCode.CARD_BUSY],
      [inTopPrize, ErrorCode.RECALL_FROM_TOPPRIZE_FIRST],
      [theirs, ErrorCode.NOT_FOUND],
    ] as const) {
      // With a good card before it: all or nothing.
      expect([tokenId, (await stake(u, [good, tokenId])).r]).toEqual([tokenId, code]);
    }
    expect(await t.fingerprint()).toEqual(before);
    // The FP card that played today may be staked tomorrow.
    t.clock.advance(86_400 * S);
    expect((await stake(u, [played])).r).toBe(0);
  });

  it('unstakes: the power stops at once, the card stays frozen (busy) 24 hours, then a read moves it back', async () => {
    const u = await user();
    const rare = await card(u, 'rare');
    expect((await stake(u, [rare])).r).toBe(0);
    const total = (await info()).d.totalPower;
    t.clock.advance(60 * S);
    const answer = await unstake(u, [rare]);
    expect(answer.r).toBe(0);
    const until = Math.floor(t.clock.now().getTime() / S) + UNSTAKE_FREEZE_S;
    expect(answer.d.mine).toMatchObject({ power: 0, staked: [] });
    expect(answer.d.mine?.frozen.map((f) => [f.card.tokenId, f.frozenUntil])).toEqual([[rare, until]]);
    expect(answer.d.totalPower).toBe(total - CARD_STAKING_POWER.rare);
    expect(await stateOf(rare)).toBe('staking');
    // Frozen: every other action is refused, a second unstake too.
    expect((await stake(u, [rare])).r).toBe(ErrorCode.CARD_BUSY);
    expect((await unstake(u, [rare])).r).toBe(ErrorCode.CARD_BUSY);
    await expect(t.app.db.transaction((tx) => changeCardState(tx, { tokenId: rare, action: 'list', by: { userId: u.userId }, now: t.clock.now() }))).rejects.toMatchObject({
      code: 'CARD_BUSY',
    });
    t.clock.advance(UNSTAKE_FREEZE_S * S - S);
    expect((await info(u)).d.mine?.frozen).toHaveLength(1);
    expect(await stateOf(rare)).toBe('staking');
    t.clock.advance(S);
    expect((await info(u)).d.mine).toEqual({ power: 0, staked: [], frozen: [] });
    expect(await stateOf(rare)).toBe('normal');
    const row = await findCard(t.app.db, rare);
    const events = await t.app.db.select().from(cardEvents).where(eq(cardEvents.cardId, row!.id));
    expect(events.map((e) => e.action)).toEqual(['mint', 'stake', 'unstake']);
    // Usable again: it may be staked anew.
    expect((await stake(u, [rare])).r).toBe(0);
  });

  it('the unfreeze job releases every due card once, also with two runs at once', async () => {
    const u = await user();
    const a = await card(u);
    const b = await card(u);
    expect((await stake(u, [a, b])).r).toBe(0);
    expect((await unstake(u, [a, b])).r).toBe(0);
    t.clock.advance(UNSTAKE_FREEZE_S * S);
    const period = minutePeriod();
    const outcomes = await Promise.all([t.app.jobs.runPeriod(STAKE_UNFREEZE_JOB, period), t.app.jobs.runPeriod(STAKE_UNFREEZE_JOB, period)]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['done', 'skipped']);
    expect([await stateOf(a), await stateOf(b)]).toEqual(['normal', 'normal']);
    // Past job_runs: two releases at once move nothing twice.
    const again = await Promise.all([0, 1].map(() => t.app.db.transaction((tx) => releaseFrozen(tx, t.clock.now()))));
    expect(again).toEqual([0, 0]);
    const row = await findCard(t.app.db, a);
    const events = await t.app.db.select().from(cardEvents).where(and(eq(cardEvents.cardId, row!.id), eq(cardEvents.action, 'unstake')));
    expect(events).toHaveLength(1);
  });

  it('refuses bad input with INVALID_PARAMS, writing nothing', async () => {
    const u = await user();
    const tokenId = await card(u);
    const before = await t.fingerprint();
    for (const body of [
      {},
      { tokenIds: [] },
      { tokenIds: [tokenId, tokenId] },
      { tokenIds: ['0'] },
      { tokenIds: ['12a'] },
      { tokenIds: [1] },
      { tokenIds: Array.from({ length: MAX_STAKED_CARDS + 1 }, (_, i) => String(i + 1)) },
      { tokenIds: [tokenId], extra: true },
    ]) {
      expect((await t.call(ApiPaths.stakeCards, body, { token: u.token })).r).toBe(ErrorCode.INVALID_PARAMS);
      expect((await t.call(ApiPaths.unstakeCards, body, { token: u.token })).r).toBe(ErrorCode.INVALID_PARAMS);
    }
    for (const amount of ['0', '-1', '1.5', '01', '', 5]) {
      expect((await t.call(ApiPaths.goalStake, { amount }, { token: u.token })).r).toBe(ErrorCode.INVALID_PARAMS);
    }
    expect((await t.call(ApiPaths.goalStake, { amount: '1', extra: 1 }, { token: u.token })).r).toBe(ErrorCode.INVALID_PARAMS);
    expect((await t.call(ApiPaths.stakeInfo, { x: 1 })).r).toBe(ErrorCode.INVALID_PARAMS);
    for (const body of [{ pool: '0', durationS: 60 }, { pool: '10', durationS: 0 }, { pool: '10' }, { pool: '10', durationS: 60, x: 1 }]) {
      expect((await t.call(ApiPaths.devAirdropRound, body)).r).toBe(ErrorCode.INVALID_PARAMS);
    }
    expect(await t.fingerprint()).toEqual(before);
    expect((await t.call(ApiPaths.stakeCards, { tokenIds: [tokenId] })).r).toBe(ErrorCode.SESSION_INVALID);
    expect((await t.call(ApiPaths.goalStakes, {})).r).toBe(ErrorCode.SESSION_INVALID);
  });
});

describe('fan-token (GOAL) staking', () => {
  const goalStake = (u: QuickUser, amount: bigint) => t.call<GoalStakeResponse>(ApiPaths.goalStake, { amount: amount.toString() }, { token: u.token });
  const claims = async (u: QuickUser) => (await t.call<ClaimListResponse>(ApiPaths.claimList, {}, { token: u.token })).d.grants.filter((g) => g.source === 'fanStaking');

  it('refuses more than the balance (BALANCE_NOT_ENOUGH), writing nothing', async () => {
    const u = await user({ GOAL: GOAL(10) });
    const poor = await user();
    const before = await t.fingerprint();
    expect((await goalStake(u, GOAL(10) + 1n)).r).toBe(ErrorCode.BALANCE_NOT_ENOUGH);
    expect((await goalStake(poor, 1n)).r).toBe(ErrorCode.BALANCE_NOT_ENOUGH);
    expect(await t.fingerprint()).toEqual(before);
  });

  it('locks the amount 30 days (a ledger debit), then it comes back whole through the claim center', async () => {
    const u = await user({ GOAL: GOAL(100) });
    const answer = await goalStake(u, GOAL(40));
    expect(answer.r).toBe(0);
    const now = Math.floor(t.clock.now().getTime() / S);
    expect(answer.d).toMatchObject({ balance: GOAL(60).toString(), stake: { amount: GOAL(40).toString(), stakedAt: now, unlocksAt: now + GOAL_STAKE_LOCK_S } });
    const debit = (await ledgerEntries(t.app.db, u.userId)).find((row) => row.reason === 'goal_stake');
    expect(debit).toMatchObject({ currency: 'GOAL', delta: -GOAL(40), ref: `goal-stake:${answer.d.stake.stakeId}` });
    const list = await t.call<GoalStakesResponse>(ApiPaths.goalStakes, {}, { token: u.token });
    expect(list.d).toMatchObject({ balance: GOAL(60).toString(), stakes: [answer.d.stake] });
    // Locked: nothing released, nothing claimable; the claim center shows the lock's end.
    expect(await claims(u)).toEqual([
      expect.objectContaining({ amount: GOAL(40).toString(), released: '0', claimable: '0', frozen: GOAL(40).toString(), startsAt: now + GOAL_STAKE_LOCK_S, endsAt: now + GOAL_STAKE_LOCK_S }),
    ]);
    t.clock.advance(GOAL_STAKE_LOCK_S * S - S);
    // Sessions last 7 days: a new one a month later.
    const { token } = await login(t, u.email);
    expect((await t.call<ClaimResponse>(ApiPaths.claim, { source: 'fanStaking' }, { token })).d.claimed).toEqual({});
    t.clock.advance(S);
    expect((await t.call<ClaimResponse>(ApiPaths.claim, { source: 'fanStaking' }, { token })).d.claimed).toEqual({ GOAL: GOAL(40).toString() });
    expect((await t.call<ClaimResponse>(ApiPaths.claim, { source: 'fanStaking' }, { token })).d.claimed).toEqual({});
    expect((await t.call<GoalStakesResponse>(ApiPaths.goalStakes, {}, { token })).d.balance).toBe(GOAL(100).toString());
  });
});

describe('airdrop', () => {
  const open = (pool: bigint, durationS: number) => t.call<DevAirdropRoundResponse>(ApiPaths.devAirdropRound, { pool: pool.toString(), durationS });
  const airdropGrants = (roundId: string) =>
    t.app.db.select().from(grants).where(eq(grants.source, 'airdrop')).then((rows) => rows.filter((g) => g.ref.startsWith(`${roundId}:`)));

  /** Settles every round due so far, so each test's round is the current one. */
  beforeEach(async () => {
    await t.app.db.transaction((tx) => settleDueRounds(tx, t.clock.now()));
  });

  it('shares the whole pool pro rata to the power staked at the round’s end, once, even with two settlements at once', async () => {
    const [a, b, c, late, gone] = await Promise.all([user(), user(), user(), user(), user()]);
    expect((await stake(a, [await card(a, 'common')])).r).toBe(0);
    expect((await stake(b, [await card(b, 'rare')])).r).toBe(0);
    expect((await stake(c, [await card(c, 'epic')])).r).toBe(0);
    const goneCard = await card(gone, 'legendary');
    expect((await stake(gone, [goneCard])).r).toBe(0);
    const pool = GOAL(1000) + 7n;
    const round = await open(pool, 600);
    expect(round.r).toBe(0);
    const roundId = round.d.round.roundId;
    // Unstaking before the end: no share.
    expect((await unstake(gone, [goneCard])).r).toBe(0);
    const view = await t.call<AirdropInfoResponse>(ApiPaths.airdropInfo, {}, { token: b.token });
    expect(view.d.current).toMatchObject({ roundId, pool: pool.toString(), myPower: 10, settledAt: null });
    const total = view.d.current!.totalPower;
    expect(view.d.current!.myShare).toBe(((pool * 10n) / BigInt(total)).toString());
    expect((await t.call<AirdropInfoResponse>(ApiPaths.airdropInfo)).d.current).toMatchObject({ roundId, myPower: null, myShare: null });

    t.clock.advance(600 * S);
    // Staking after the end: no share.
    expect((await stake(late, [await card(late, 'unique')])).r).toBe(0);
    const period = minutePeriod();
    const [first, second] = await Promise.all([
      t.app.db.transaction((tx) => settleDueRounds(tx, t.clock.now())),
      t.app.db.transaction((tx) => settleDueRounds(tx, t.clock.now())),
    ]);
    expect([...first, ...second]).toEqual([Number(roundId)]);
    expect((await t.app.jobs.runPeriod(AIRDROP_SETTLE_JOB, period)).status).toBe('done');
    expect(await t.app.db.transaction((tx) => settleDueRounds(tx, t.clock.now()))).toEqual([]);

    const paid = await airdropGrants(roundId);
    // Each gets the floor of its share or one base unit more (the units the floors leave), and the pool is paid whole.
    const floor = (power: number) => (pool * BigInt(power)) / BigInt(total);
    const byUser = new Map(paid.map((g) => [g.userId, g]));
    for (const [account, power] of [[a, 1], [b, 10], [c, 100]] as const) {
      expect([floor(power), floor(power) + 1n]).toContain(byUser.get(account.userId)?.amount);
    }
    expect(paid.reduce((sum, g) => sum + g.amount, 0n)).toBe(pool);
    expect(byUser.has(late.userId)).toBe(false);
    expect(byUser.has(gone.userId)).toBe(false);
    const endsAt = new Date(round.d.round.endsAt * S);
    for (const g of paid) expect(g).toMatchObject({ currency: 'GOAL', durationS: AIRDROP_VESTING_S, startsAt: endsAt, ref: `${roundId}:${g.userId}` });
    const [row] = await t.app.db.select().from(airdropRounds).where(eq(airdropRounds.id, Number(roundId)));
    expect(row).toMatchObject({ totalPower: total, recipients: paid.length, paid: paid.reduce((sum, g) => sum + g.amount, 0n) });

    const after = await t.call<AirdropInfoResponse>(ApiPaths.airdropInfo, {}, { token: c.token });
    expect(after.d.past[0]).toMatchObject({ roundId, myPower: 100, myShare: byUser.get(c.userId)!.amount.toString(), totalPower: total });
    expect(after.d.current).toBeNull();
  });

  it('settles a round nobody staked for without a grant', async () => {
    // Everyone's cards unstaked: no power at the end.
    const round = await open(500n, 60);
    const roundId = round.d.round.roundId;
    await t.app.db.execute(
      // Only in this test: the power of earlier tests is closed at the round's start.
      // (The history rows stay; they just end before this round's end.)
      (await import('drizzle-orm')).sql`UPDATE card_stakes SET unstaked_at = ${t.clock.now()}, frozen_until = ${new Date(t.clock.now().getTime() + UNSTAKE_FREEZE_S * S)} WHERE unstaked_at IS NULL`,
    );
    t.clock.advance(60 * S);
    expect(await t.app.db.transaction((tx) => settleDueRounds(tx, t.clock.now()))).toEqual([Number(roundId)]);
    expect(await airdropGrants(roundId)).toEqual([]);
    const [row] = await t.app.db.select().from(airdropRounds).where(eq(airdropRounds.id, Number(roundId)));
    expect(row).toMatchObject({ totalPower: 0, recipients: 0, paid: 0n });
  });
});
