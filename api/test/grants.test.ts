import { ApiPaths, ErrorCode, toBaseUnits, type ClaimListResponse, type ClaimResponse, type CurrencyResponse } from '@fc/shared/contracts';
import { mintCard } from '../src/modules/cards/repository';
import { writeGrant, type NewGrant } from '../src/modules/grants/repository';
import { releasedAt } from '../src/modules/grants/vesting';
import { ledgerEntries } from '../src/modules/wallet/repository';
import { createTestApp, type TestApp } from './helpers/build-app';
import { login, signUp, type SignedInUser } from './helpers/users';

const DAY_S = 86_400;
const DAY_MS = DAY_S * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let refs = 0;
const grant = (user: SignedInUser, values: Partial<NewGrant> = {}) =>
  t.app.db.transaction((tx) =>
    writeGrant(
      tx,
      { userId: user.userId, source: 'topPrize', currency: 'TMT', amount: 1000n, startsAt: t.clock.now(), durationS: 10 * DAY_S, ref: `test-${++refs}`, ...values },
      t.clock.now(),
    ),
  );
const list = async (user: SignedInUser) => (await t.call<ClaimListResponse>(ApiPaths.claimList, {}, { token: user.token })).d.grants;
const claim = (user: SignedInUser, body: object = {}) => t.call<ClaimResponse>(ApiPaths.claim, body, { token: user.token });
const tmt = async (user: SignedInUser) => (await t.call<CurrencyResponse>(ApiPaths.currency, {}, { token: user.token })).d.currency.TMT;

describe('linear release', () => {
  it('releases amount × elapsed ÷ duration, rounded down, all of it at the end', () => {
    const startsAt = new Date('2030-01-01T00:00:00Z');
    const at = (days: number) => new Date(startsAt.getTime() + days * DAY_MS);
    const g = { amount: 1001n, startsAt, durationS: 10 * DAY_S };
    expect([releasedAt(g, at(-1)), releasedAt(g, at(0)), releasedAt(g, at(2.5)), releasedAt(g, at(10)), releasedAt(g, at(11))]).toEqual([0n, 0n, 250n, 1001n, 1001n]);
    expect(releasedAt({ ...g, durationS: 0 }, at(0))).toBe(1001n);
  });

  it('releases nothing before the start, also with duration 0 (a lock that ends at its start)', () => {
    const startsAt = new Date('2030-01-01T00:00:00Z');
    const lock = { amount: 1001n, startsAt, durationS: 0 };
    expect(releasedAt(lock, new Date(startsAt.getTime() - DAY_MS))).toBe(0n);
    expect(releasedAt(lock, new Date(startsAt.getTime() - 1))).toBe(0n);
    expect(releasedAt(lock, startsAt)).toBe(1001n);
    expect(releasedAt({ ...lock, durationS: 10 * DAY_S }, new Date(startsAt.getTime() - 1))).toBe(0n);
  });
});

describe('/claim/list and /claim/claim', () => {
  it('shows released, claimed and frozen; a claim moves what is released into the wallet, once', async () => {
    const user = await signUp(t);
    await grant(user, { amount: toBaseUnits('TMT', '100') });
    t.clock.advance(3 * DAY_MS);
    const [shown] = await list(user);
    expect(shown).toMatchObject({ source: 'topPrize', currency: 'TMT', released: toBaseUnits('TMT', '30').toString(), claimed: '0', frozen: toBaseUnits('TMT', '70').toString() });

    expect((await claim(user)).d).toEqual({ claimed: { TMT: toBaseUnits('TMT', '30').toString() } });
    expect(await tmt(user)).toBe(toBaseUnits('TMT', '30').toString());
    expect((await claim(user)).d).toEqual({ claimed: {} });
    expect((await ledgerEntries(t.app.db, user.userId)).filter((row) => row.reason === 'claim')).toHaveLength(1);

    t.clock.advance(30 * DAY_MS);
    // Sessions last 7 days.
    const later = { ...user, token: (await login(t, user.email)).token };
    expect((await claim(later, { source: 'topPrize' })).d).toEqual({ claimed: { TMT: toBaseUnits('TMT', '70').toString() } });
    expect(await list(later)).toEqual([]);
  });

  it('claims one source, or all with one ledger row per currency', async () => {
    const user = await signUp(t);
    await grant(user, { source: 'airdrop', currency: 'GOAL', amount: 500n, durationS: 0 });
    await grant(user, { source: 'referral', amount: 40n, durationS: 0 });
    await grant(user, { source: 'topPrize', amount: 60n, durationS: 0 });
    expect((await claim(user, { source: 'referral' })).d).toEqual({ claimed: { TMT: '40' } });
    expect((await claim(user)).d).toEqual({ claimed: { GOAL: '500', TMT: '60' } });
    expect((await ledgerEntries(t.app.db, user.userId)).filter((row) => row.reason === 'claim').map((row) => [row.currency, row.delta])).toEqual([
      ['TMT', 40n],
      ['GOAL', 500n],
      ['TMT', 60n],
    ]);
  });

  it('pays once when 20 claims arrive at the same time', async () => {
    const user = await signUp(t);
    await grant(user, { amount: 777n, durationS: 0 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(user)));
    expect(answers.filter((answer) => answer.d.claimed.TMT === '777')).toHaveLength(1);
    expect(answers.every((answer) => answer.r === 0)).toBe(true);
    expect(await tmt(user)).toBe('777');
  });

  it('holds rewards earned by trial cards until the account owns 3 paid cards of rare or better', async () => {
    const user = await signUp(t);
    await grant(user, { amount: 90n, durationS: 0, trial: true });
    expect(await list(user)).toEqual([expect.objectContaining({ heldForTrial: true, claimable: '0', released: '90' })]);
    expect((await claim(user)).d).toEqual({ claimed: {} });
    for (const rarity of ['rare', 'epic', 'common', 'legendary'] as const) {
      await t.app.db.transaction((tx) => mintCard(tx, user.userId, { family: 'collectible', playerId: 400, rarity }, t.clock.now()));
    }
    expect(await list(user)).toEqual([expect.objectContaining({ heldForTrial: false, claimable: '90' })]);
    expect((await claim(user)).d).toEqual({ claimed: { TMT: '90' } });
  });

  it('writes one grant per source and ref, and refuses a bad source writing nothing', async () => {
    const user = await signUp(t);
    expect(await grant(user, { ref: 'payout:2030-01-15T10:00Z' })).toBe(true);
    expect(await grant(user, { ref: 'payout:2030-01-15T10:00Z' })).toBe(false);
    const before = await t.fingerprint();
    expect((await claim(user, { source: 'lottery' })).d).toMatchObject({ field: 'source' });
    expect((await t.call(ApiPaths.claim, {})).r).toBe(ErrorCode.SESSION_INVALID);
    expect(await t.fingerprint()).toEqual(before);
  });
});
