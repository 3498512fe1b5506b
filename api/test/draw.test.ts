import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  ApiPaths,
  DRAW_INVITER_SHARE_BP,
  DRAW_PRICE,
  DRAW_RELEASE_S,
  DRAW_TIERS,
  drawCommitment,
  drawOutcome,
  drawReward,
  ErrorCode,
  type DrawConfigResponse,
  type DrawHistoryResponse,
  type DrawPlayResponse,
  type FairCurrentResponse,
  type FairHistoryResponse,
  type FairOutcomesResponse,
  type FairRotateResponse,
} from '@fc/shared/contracts';
import { drawTierOf, fairDigest, serverSeedHash } from '@fc/shared/fair';
import { users } from '../src/modules/account/tables';
import { draws } from '../src/modules/draw/tables';
import { grants } from '../src/modules/grants/tables';
import { referralConsumption } from '../src/modules/referral/tables';
import { ledgerEntries } from '../src/modules/wallet/repository';
import { createTestApp, type TestApp } from './helpers/build-app';
import { quickUsers, type QuickUser } from './helpers/quick-users';

jest.setTimeout(120_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TMT = 10n ** 18n;
const GOAL = 10n ** 18n;

async function user(tmt: bigint): Promise<QuickUser> {
  const [created] = await quickUsers(t, 1, { TMT: tmt }, 'draw');
  if (!created) throw new Error('no user');
  return created;
}

const config = (u?: QuickUser) => t.call<DrawConfigResponse>(ApiPaths.drawConfig, {}, u ? { token: u.token } : {});
const play = (u: QuickUser, body: Record<string, unknown> = {}) => t.call<DrawPlayResponse>(ApiPaths.drawPlay, body, { token: u.token });
const history = (u: QuickUser, body: Record<string, unknown> = {}) => t.call<DrawHistoryResponse>(ApiPaths.drawHistory, body, { token: u.token });
const fairCurrent = (u: QuickUser) => t.call<FairCurrentResponse>(ApiPaths.fairCurrent, {}, { token: u.token });
const rotate = (u: QuickUser) => t.call<FairRotateResponse>(ApiPaths.fairRotate, {}, { token: u.token });
const grantsRef = (ref: string) => t.app.db.select().from(grants).where(and(eq(grants.source, 'draw'), eq(grants.ref, ref)));

describe('the draw', () => {
  it('shows a guest the price, the rate and the distribution, without a commitment', async () => {
    const answer = await config();
    expect(answer.r).toBe(0);
    expect(answer.d).toMatchObject({ price: DRAW_PRICE.toString(), rateGoal: '5', rateTmt: '2', weightTotal: 10_000, meanBp: 11_000, inviterShareBp: 1_000, releaseS: 50 * 86_400, commitment: null, balance: null });
    expect(answer.d.tiers).toEqual(DRAW_TIERS.map((tier) => ({ ...tier, reward: drawReward(tier.multiplierBp).toString() })));
  });

  it('draws from the fair pair shown before: pays 60–160 % of the price at the rate as a 50-day GOAL grant, recorded with its pair and nonce', async () => {
    const u = await user(1_000n * TMT);
    const before = await config(u);
    expect(before.d.balance).toBe((1_000n * TMT).toString());
    const shown = before.d.commitment;
    expect(shown).toEqual((await fairCurrent(u)).d.current);
    expect(shown).toMatchObject({ nextNonce: 0 });
    expect((await config(u)).d.commitment).toEqual(shown);

    const answer = await play(u);
    expect(answer.r).toBe(0);
    const { draw, commitment, balance } = answer.d;
    expect(balance).toBe((900n * TMT).toString());
    expect(draw.legacy).toBeNull();
    expect(draw.fair).toMatchObject({ pairId: shown?.pairId, nonce: 0, purpose: 'draw', serverSeedHash: shown?.serverSeedHash, playerSeed: shown?.playerSeed, serverSeed: null });
    const outcome = drawTierOf(draw.fair!.digest);
    expect(draw).toMatchObject({ tier: outcome.tier, multiplierBp: outcome.multiplierBp, price: DRAW_PRICE.toString(), reward: drawReward(outcome.multiplierBp).toString() });
    const reward = BigInt(draw.reward);
    expect(reward).toBeGreaterThanOrEqual(150n * GOAL);
    expect(reward).toBeLessThanOrEqual(400n * GOAL);
    expect(commitment).toEqual({ ...shown, nextNonce: 1 });
    expect((await config(u)).d.commitment).toEqual(commitment);
    const [row] = await t.app.db.select().from(draws).where(eq(draws.id, Number(draw.drawId)));
    expect(row).toMatchObject({ fairPairId: shown?.pairId, fairNonce: 0, nonce: null, seed: null, seedHash: null });
    const [outcomeRow] = (await t.call<FairOutcomesResponse>(ApiPaths.fairOutcomes, {}, { token: u.token })).d.list;
    expect(outcomeRow).toMatchObject({ pairId: shown?.pairId, nonce: 0, purpose: 'draw', ref: `draw:${draw.drawId}`, digest: draw.fair!.digest, serverSeed: null });

    const [grant] = await grantsRef(`draw:${draw.drawId}`);
    expect(grant).toMatchObject({ userId: u.userId, currency: 'GOAL', amount: reward, claimed: 0n, durationS: DRAW_RELEASE_S, trial: false });
    expect(grant?.startsAt).toEqual(t.clock.now());
    const debits = (await ledgerEntries(t.app.db, u.userId)).filter((row) => row.reason === 'draw');
    expect(debits.map((row) => [row.currency, row.delta, row.ref])).toEqual([['TMT', -DRAW_PRICE, `draw:${draw.drawId}`]]);
    expect(await grantsRef(`draw:${draw.drawId}:inviter`)).toEqual([]);

    const second = await play(u);
    expect(second.d.draw.fair).toMatchObject({ pairId: shown?.pairId, nonce: 1 });
    const listed = await history(u);
    expect(listed.d).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    expect(listed.d.list).toEqual([second.d.draw, draw]);
  });

  it('is provably fair: the seed hashed as shown before drawing, revealed only by rotating, reproduces every tier; another player seed draws otherwise', async () => {
    const n = 50;
    const u = await user(BigInt(n) * 100n * TMT);
    const shownHash = (await fairCurrent(u)).d.current.serverSeedHash;
    const drawn = [];
    for (let i = 0; i < n; i += 1) {
      const answer = await play(u);
      expect(answer.r).toBe(0);
      drawn.push(answer.d.draw);
    }
    const pairs = await t.call<FairHistoryResponse>(ApiPaths.fairHistory, {}, { token: u.token });
    expect(pairs.d.list.map((pair) => pair.serverSeed)).toEqual([null]);
    const listed = await t.call<FairOutcomesResponse>(ApiPaths.fairOutcomes, { pageSize: n }, { token: u.token });
    expect(listed.d.list.every((outcome) => outcome.serverSeed === null)).toBe(true);
    expect((await history(u, { pageSize: n })).d.list.every((draw) => draw.fair?.serverSeed === null)).toBe(true);

    const rotated = await rotate(u);
    expect(rotated.r).toBe(0);
    const revealed = rotated.d.revealed.serverSeed!;
    expect(serverSeedHash(revealed)).toBe(shownHash);
    const after = (await history(u, { pageSize: n })).d.list;
    expect(after.map((draw) => draw.fair?.serverSeed)).toEqual(Array(n).fill(revealed));
    for (const draw of after) {
      const fair = draw.fair!;
      expect(drawTierOf(fairDigest(revealed, fair.playerSeed, fair.nonce, 'draw')).tier).toBe(draw.tier);
    }
    const playerSeed = after[0]!.fair!.playerSeed;
    const other = after.map((draw) => drawTierOf(fairDigest(revealed, `${playerSeed}x`, draw.fair!.nonce, 'draw')).tier);
    expect(other.filter((tier, index) => tier !== after[index]!.tier).length).toBeGreaterThan(0);
  });

  it('keeps a draw from before the fair scheme verifiable by its own seed', async () => {
    const u = await user(0n);
    const seed = 'ab'.repeat(32);
    const outcome = drawOutcome(seed, 1);
    await t.app.db.insert(draws).values({
      userId: u.userId,
      nonce: 1,
      seed,
      seedHash: drawCommitment(seed),
      tier: outcome.tier,
      multiplierBp: outcome.multiplierBp,
      price: DRAW_PRICE,
      reward: drawReward(outcome.multiplierBp),
      createdAt: t.clock.now(),
    });
    const [old] = (await history(u)).d.list;
    expect(old).toMatchObject({ fair: null, legacy: { nonce: 1, seed, seedHash: createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex') }, tier: outcome.tier });
  });

  it('gives the inviter 10 % of the reward as a grant of its own, and does not count the price as referral consumption', async () => {
    const [inviter, friend] = [await user(0n), await user(200n * TMT)];
    await t.app.db.update(users).set({ invitedBy: inviter!.userId }).where(eq(users.id, friend!.userId));
    const answer = await play(friend!);
    expect(answer.r).toBe(0);
    const reward = BigInt(answer.d.draw.reward);
    const [share] = await grantsRef(`draw:${answer.d.draw.drawId}:inviter`);
    expect(share).toMatchObject({ userId: inviter!.userId, currency: 'GOAL', amount: (reward * BigInt(DRAW_INVITER_SHARE_BP)) / 10_000n, durationS: DRAW_RELEASE_S });
    expect(share?.amount).toBe(reward / 10n);
    const [row] = await t.app.db.select().from(draws).where(eq(draws.id, Number(answer.d.draw.drawId)));
    expect(row).toMatchObject({ inviterId: inviter!.userId, inviterReward: reward / 10n });
    expect(await t.app.db.select().from(referralConsumption).where(eq(referralConsumption.friendId, friend!.userId))).toEqual([]);
  });

  it('refuses a draw the balance cannot pay with BALANCE_NOT_ENOUGH, writing nothing and taking no nonce', async () => {
    const u = await user(99n * TMT);
    const shown = (await config(u)).d.commitment;
    const before = await t.fingerprint();
    const answer = await play(u);
    expect(answer.r).toBe(ErrorCode.BALANCE_NOT_ENOUGH);
    expect(await t.fingerprint()).toEqual(before);
    expect((await config(u)).d.commitment).toEqual(shown);

    const none = await user(0n);
    await fairCurrent(none);
    const untouched = await t.fingerprint();
    expect((await play(none)).r).toBe(ErrorCode.BALANCE_NOT_ENOUGH);
    expect(await t.fingerprint()).toEqual(untouched);
  });

  it('answers a retry with the same request id with the first draw and charges once, even at the same moment', async () => {
    const u = await user(300n * TMT);
    const [a, b] = await Promise.all([play(u, { requestId: 'retry-0001' }), play(u, { requestId: 'retry-0001' })]);
    expect(a.r).toBe(0);
    expect(b.r).toBe(0);
    expect(b.d.draw).toEqual(a.d.draw);
    const again = await play(u, { requestId: 'retry-0001' });
    expect(again.d.draw).toEqual(a.d.draw);
    expect(again.d.balance).toBe((200n * TMT).toString());
    expect((await history(u)).d.total).toBe(1);
    const other = await play(u, { requestId: 'retry-0002' });
    expect(other.d.draw.drawId).not.toBe(a.d.draw.drawId);
    expect(other.d.balance).toBe((100n * TMT).toString());
  });

  it('gives 20 draws at once 20 distinct nonces of the one pair', async () => {
    const u = await user(2_000n * TMT);
    const answers = await Promise.all(Array.from({ length: 20 }, () => play(u)));
    expect(answers.map((answer) => answer.r)).toEqual(Array(20).fill(0));
    const nonces = answers.map((answer) => answer.d.draw.fair!.nonce).sort((a, b) => a - b);
    expect(nonces).toEqual(Array.from({ length: 20 }, (_, index) => index));
    expect(new Set(answers.map((answer) => answer.d.draw.fair!.pairId)).size).toBe(1);
  });

  it('lets two draws at once pay only what the balance holds', async () => {
    const u = await user(150n * TMT);
    const answers = await Promise.all([play(u), play(u)]);
    expect(answers.map((answer) => answer.r).sort()).toEqual([0, ErrorCode.BALANCE_NOT_ENOUGH].sort());
    expect((await history(u)).d.total).toBe(1);
  });

  it('refuses bad input and guests, writing nothing', async () => {
    const u = await user(500n * TMT);
    await config(u);
    const before = await t.fingerprint();
    expect((await play(u, { requestId: 'bad id!' })).r).toBe(ErrorCode.INVALID_PARAMS);
    expect((await play(u, { requestId: 'short' })).r).toBe(ErrorCode.INVALID_PARAMS);
    expect((await play(u, { times: 10 })).r).toBe(ErrorCode.INVALID_PARAMS);
    expect((await play(u, { requestId: 12345678 })).r).toBe(ErrorCode.INVALID_PARAMS);
    expect((await history(u, { pageSize: 0 })).r).toBe(ErrorCode.INVALID_PARAMS);
    expect((await history(u, { page: 'x' })).r).toBe(ErrorCode.INVALID_PARAMS);
    expect((await t.call(ApiPaths.drawConfig, { extra: 1 })).r).toBe(ErrorCode.INVALID_PARAMS);
    expect((await t.call(ApiPaths.drawPlay, {})).r).toBe(ErrorCode.SESSION_INVALID);
    expect((await t.call(ApiPaths.drawHistory, {})).r).toBe(ErrorCode.SESSION_INVALID);
    expect(await t.fingerprint()).toEqual(before);
  });
});
