import { and, eq } from 'drizzle-orm';
import {
  ApiPaths,
  ErrorCode,
  toBaseUnits,
  type CurrencyResponse,
  type DevGrantResponse,
  type InvitationExtractRewardResponse,
  type InvitationInfoResponse,
  type InvitationListResponse,
  type InvitationRewardListResponse,
  type InvitationTablesResponse,
  type ReferralTotals,
} from '@fc/shared/contracts';
import { findUserByPublicId } from '../src/modules/account/repository';
import { grants } from '../src/modules/grants/tables';
import { rewardDue } from '../src/modules/referral/rules';
import { LedgerReason } from '../src/modules/wallet/constants';
import { applyLedgerEntry } from '../src/modules/wallet/repository';
import { ledger } from '../src/modules/wallet/tables';
import { createTestApp, type TestApp } from './helpers/build-app';
import { activate, login, PASSWORD, signUp, uniqueEmail, type SignedInUser } from './helpers/users';

jest.setTimeout(120_000);

const DAY_MS = 86_400_000;
const tmt = (whole: string) => toBaseUnits('TMT', whole).toString();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://fc.example' });
});
afterAll(() => t.close());

const call = <T>(who: { token: string }, path: string, body: object = {}) => t.call<T>(path, body, { token: who.token });
const totals = async (who: { token: string }) => (await call<ReferralTotals>(who, ApiPaths.invitationFreezeReward)).d;
const tmtBalance = async (who: { token: string }) => (await call<CurrencyResponse>(who, ApiPaths.currency)).d.currency.TMT;

/** An account signed up with the inviter's code (register, activate, login), as the sign-up page does. */
async function friendOf(inviter: SignedInUser): Promise<{ token: string; email: string; userId: number }> {
  const { inviteCode } = (await call<InvitationInfoResponse>(inviter, ApiPaths.invitationInfo)).d;
  const email = uniqueEmail('friend');
  expect((await t.call(ApiPaths.register, { email, password: PASSWORD, inviteCode })).r).toBe(0);
  await activate(t, email);
  const session = await login(t, email);
  const user = await findUserByPublicId(t.app.db, session.pid);
  if (!user) throw new Error('no such user');
  return { token: session.token, email, userId: user.id };
}

/** Gives an existing account TMT and level-5 FP cards ready to ascend (dev route). */
async function give(email: string, currencies: Record<string, string>, fpCards: object[] = []): Promise<string[]> {
  const answer = await t.call<DevGrantResponse>(ApiPaths.devGrant, { email, currencies, fpCards });
  expect(answer.r).toBe(0);
  return answer.d.fpCards;
}

describe('the reward rule', () => {
  it('pays floor(total consumed / 100) and carries the fraction to the next consumption', () => {
    expect(rewardDue(BigInt(tmt('250')), 0n)).toBe(BigInt(tmt('2.5')));
    expect(rewardDue(150n, 0n)).toBe(1n);
    expect(rewardDue(200n, 1n)).toBe(1n);
    expect(rewardDue(99n, 0n)).toBe(0n);
  });
});

describe('/invitation/*', () => {
  it('tables and info show the rules, my code and my sign-up link', async () => {
    const tables = await t.call<InvitationTablesResponse>(ApiPaths.invitationTables);
    expect(tables.d).toEqual({ currency: 'TMT', consumedPer: tmt('100'), rewardPer: tmt('1'), releaseS: 30 * 86_400, consumingReasons: ['ascend', 'camp', 'training', 'energy_purchase', 'pool_sale_purchase', 'pack_purchase', 'shop_purchase', 'market_purchase'] });
    const inviter = await signUp(t);
    const info = await call<InvitationInfoResponse>(inviter, ApiPaths.invitationInfo);
    expect(info.d.inviteCode).toMatch(/^[A-Z0-9]{6,12}$/);
    expect(info.d.link).toBe(`https://fc.example/signup?inviteCode=${info.d.inviteCode}`);
    expect(info.d).toMatchObject({ friends: 0, consumed: '0', totals: { earned: '0', frozen: '0', released: '0', extracted: '0' } });
    expect((await t.call(ApiPaths.invitationInfo)).r).toBe(ErrorCode.SESSION_INVALID);
  });

  it('a friend consuming 250 TMT gives the inviter exactly 2.5 TMT, frozen, released over 30 days, extracted once', async () => {
    const inviterEmail = uniqueEmail('inviter');
    const inviter = await signUp(t, inviterEmail);
    const friend = await friendOf(inviter);
    // Sessions last 7 days: after moving the clock further the inviter signs in again.
    const later = async (ms: number) => {
      t.clock.advance(ms);
      inviter.token = (await login(t, inviterEmail)).token;
    };
    const cards = await give(friend.email, { TMT: tmt('300') }, Array.from({ length: 5 }, () => ({ rarity: 'rare', level: 5 })));
    // Five rare cards ascended at 50 TMT each: 250 TMT consumed through the real calls.
    for (const tokenId of cards) expect((await call(friend, ApiPaths.cardAscend, { tokenId })).r).toBe(0);
    expect(await tmtBalance(friend)).toBe(tmt('50'));

    expect(await totals(inviter)).toEqual({ earned: tmt('2.5'), frozen: tmt('2.5'), released: '0', extracted: '0' });
    const info = (await call<InvitationInfoResponse>(inviter, ApiPaths.invitationInfo)).d;
    expect(info).toMatchObject({ friends: 1, consumed: tmt('250') });
    const friends = (await call<InvitationListResponse>(inviter, ApiPaths.invitationList)).d;
    expect(friends.total).toBe(1);
    expect(friends.list[0]).toMatchObject({ email: `${friend.email.slice(0, 2)}***@example.com`, consumed: tmt('250'), reward: tmt('2.5') });
    const rewards = (await call<InvitationRewardListResponse>(inviter, ApiPaths.invitationRewardList)).d;
    expect(rewards.total).toBe(5);
    expect(rewards.list.every((reward) => reward.consumed === tmt('50') && reward.reward === tmt('0.5') && reward.released === '0')).toBe(true);

    await later(15 * DAY_MS);
    expect(await totals(inviter)).toEqual({ earned: tmt('2.5'), frozen: tmt('1.25'), released: tmt('1.25'), extracted: '0' });
    const before = BigInt(await tmtBalance(inviter));
    const first = await call<InvitationExtractRewardResponse>(inviter, ApiPaths.invitationExtractReward);
    expect(first.d).toEqual({ extracted: tmt('1.25'), totals: { earned: tmt('2.5'), frozen: tmt('1.25'), released: '0', extracted: tmt('1.25') } });
    expect(BigInt(await tmtBalance(inviter)) - before).toBe(BigInt(tmt('1.25')));

    const unchanged = await t.fingerprint();
    expect((await call<InvitationExtractRewardResponse>(inviter, ApiPaths.invitationExtractReward)).d.extracted).toBe('0');
    expect(await t.fingerprint()).toEqual(unchanged);

    await later(30 * DAY_MS);
    const rest = await Promise.all([1, 2, 3].map(() => call<InvitationExtractRewardResponse>(inviter, ApiPaths.invitationExtractReward)));
    expect(rest.map((answer) => answer.d.extracted).sort()).toEqual(['0', '0', tmt('1.25')]);
    expect(await totals(inviter)).toEqual({ earned: tmt('2.5'), frozen: '0', released: '0', extracted: tmt('2.5') });
    expect(BigInt(await tmtBalance(inviter)) - before).toBe(BigInt(tmt('2.5')));
    // One ledger row per extraction, through the claim center's claim of source referral.
    const userId = inviter.userId;
    const rows = await t.app.db.select().from(ledger).where(and(eq(ledger.userId, userId), eq(ledger.reason, LedgerReason.claim)));
    expect(rows.map((row) => [row.ref, row.delta.toString()])).toEqual([
      ['referral', tmt('1.25')],
      ['referral', tmt('1.25')],
    ]);
  });

  it('carries fractions of a base unit across consumptions and ignores what is not consumption', async () => {
    const inviter = await signUp(t);
    const friend = await friendOf(inviter);
    await give(friend.email, { TMT: tmt('10'), POINTS: '100' });
    const debit = (delta: bigint, reason: string) =>
      t.app.db.transaction((tx) => applyLedgerEntry(tx, { userId: friend.userId, currency: 'TMT', delta, reason, ref: 'test' }, t.clock.now()));

    await debit(-150n, LedgerReason.camp);
    await debit(-50n, LedgerReason.camp);
    await debit(-BigInt(tmt('1')), LedgerReason.adjustment);
    expect((await buyNothingWithPoints(friend)).r).toBe(0);

    const mine = await t.app.db.select().from(grants).where(and(eq(grants.userId, inviter.userId), eq(grants.source, 'referral')));
    expect(mine.map((grant) => grant.amount)).toEqual([1n, 1n]);
    expect((await totals(inviter)).earned).toBe('2');
  });

  it('pays nothing for an account nobody invited', async () => {
    const loner = await signUp(t);
    const before = await t.app.db.select().from(grants).where(eq(grants.source, 'referral'));
    const [tokenId = ''] = await give(loner.email, { TMT: tmt('100') }, [{ rarity: 'rare', level: 5 }]);
    expect((await call(loner, ApiPaths.cardAscend, { tokenId })).r).toBe(0);
    expect(await t.app.db.select().from(grants).where(eq(grants.source, 'referral'))).toEqual(before);
  });
});

/** A points purchase: a debit, but of points and not a consuming reason. */
function buyNothingWithPoints(who: { token: string }) {
  return call(who, ApiPaths.buyGoods, { goodsId: 'energyDrink', quantity: 1 });
}
