import { and, eq } from 'drizzle-orm';
import {
  allocate,
  ApiPaths,
  clearingPrice,
  ErrorCode,
  poolSalePeriod,
  settleCommitments,
  toBaseUnits,
  type CardMineResponse,
  type CurrencyResponse,
  type DevPoolSaleResponse,
  type InvitationInfoResponse,
  type LoginResponse,
  type PoolSaleDetailResponse,
  type PoolSaleListResponse,
  type PoolSaleView,
} from '@fc/shared/contracts';
import { DEMO_ACCOUNT } from '../src/app';
import { DEV_GRANT_PASSWORD } from '../src/modules/dev/constants';
import { DEMO_POOL_SALES, POOL_SALE_JOB } from '../src/modules/pool-sale/constants';
import { LedgerReason } from '../src/modules/wallet/constants';
import { ledger } from '../src/modules/wallet/tables';
import { createTestApp, type TestApp } from './helpers/build-app';
import { activate, login, PASSWORD, uniqueEmail } from './helpers/users';

jest.setTimeout(180_000);

const HOUR_S = 3600;
const tmt = (whole: string) => toBaseUnits('TMT', whole);

describe('the clearing formula (pure)', () => {
  it('under-subscribed: the reserve price holds and boxes are left unsold', () => {
    const { price, allocations } = settleCommitments([tmt('50'), tmt('25'), tmt('9')], 10, tmt('10'));
    expect(price).toBe(tmt('10'));
    expect(allocations).toEqual([
      { boxes: 5, cost: tmt('50'), refund: 0n },
      { boxes: 2, cost: tmt('20'), refund: tmt('5') },
      { boxes: 0, cost: 0n, refund: tmt('9') },
    ]);
  });

  it('over-subscribed: the price is total ÷ boxes and every box is given', () => {
    const { price, allocations } = settleCommitments([tmt('300'), tmt('100')], 4, tmt('10'));
    expect(price).toBe(tmt('100'));
    expect(allocations.map((allocation) => allocation.boxes)).toEqual([3, 1]);
    expect(allocations.map((allocation) => allocation.refund)).toEqual([0n, 0n]);
  });

  it('exactly subscribed at the reserve: every box at the reserve, nothing refunded', () => {
    const { price, allocations } = settleCommitments([tmt('30'), tmt('70')], 10, tmt('10'));
    expect(price).toBe(tmt('10'));
    expect(allocations).toEqual([
      { boxes: 3, cost: tmt('30'), refund: 0n },
      { boxes: 7, cost: tmt('70'), refund: 0n },
    ]);
  });

  it('rounds the price up in base units, so it never gives more boxes than exist', () => {
    // 10 base units for 4 boxes: a price of 2 (rounded down) would give one committer 5 boxes.
    expect(clearingPrice(10n, 4, 1n)).toBe(3n);
    expect(settleCommitments([10n], 4, 1n).allocations).toEqual([{ boxes: 3, cost: 9n, refund: 1n }]);
    expect(settleCommitments([5n, 5n], 4, 1n).allocations).toEqual([
      { boxes: 1, cost: 3n, refund: 2n },
      { boxes: 1, cost: 3n, refund: 2n },
    ]);
    expect(settleCommitments([], 4, 7n)).toEqual({ price: 7n, allocations: [] });
  });

  it('for any commitments: boxes within supply, refunds within what was committed, cost + refund = commitment', () => {
    let state = 12345;
    const next = (limit: number) => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return state % limit;
    };
    const broken: string[] = [];
    for (let round = 0; round < 500; round += 1) {
      const boxes = 1 + next(50);
      const reserve = BigInt(1 + next(1000));
      const commitments = Array.from({ length: next(30) }, () => BigInt(1 + next(100_000)));
      const { price, allocations } = settleCommitments(commitments, boxes, reserve);
      const given = allocations.reduce((sum, allocation) => sum + allocation.boxes, 0);
      const fair = allocations.every((allocation, index) => {
        const committed = commitments[index] ?? 0n;
        return allocation.refund >= 0n && allocation.refund <= committed && allocation.cost + allocation.refund === committed && allocation.refund < price;
      });
      if (price < reserve || given > boxes || !fair) broken.push(`${boxes} boxes, reserve ${reserve}, commitments ${commitments.join(',')}`);
    }
    expect(broken).toEqual([]);
  });

  it('refuses a sale without boxes or reserve, and names the period at a moment', () => {
    expect(() => clearingPrice(1n, 0, 1n)).toThrow(RangeError);
    expect(() => clearingPrice(1n, 1, 0n)).toThrow(RangeError);
    expect(() => allocate(1n, 0n)).toThrow(RangeError);
    expect([99, 100, 199, 200].map((now) => poolSalePeriod(100, 200, now))).toEqual(['preparation', 'ongoing', 'ongoing', 'ended']);
  });
});

describe('the bidding sale through the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ persistent: true });
  });
  afterAll(() => t.close());

  async function openSale(body: Partial<{ currency: string; boxes: number; reservePrice: string; quota: string; startsInS: number; durationS: number }> = {}): Promise<PoolSaleView> {
    const answer = await t.call<DevPoolSaleResponse>(ApiPaths.devPoolSale, {
      currency: 'TMT',
      boxes: 10,
      reservePrice: tmt('10').toString(),
      quota: tmt('100').toString(),
      durationS: HOUR_S,
      ...body,
    });
    expect(answer.r).toBe(0);
    return answer.d.sale;
  }
  async function bidder(currencies: Record<string, string>): Promise<{ token: string }> {
    const email = uniqueEmail('bidder');
    expect((await t.call(ApiPaths.devGrant, { email, currencies })).r).toBe(0);
    return { token: (await login(t, email, DEV_GRANT_PASSWORD)).token };
  }
  const commit = (who: { token: string }, saleId: string, amount: bigint | string) =>
    t.call<PoolSaleDetailResponse>(ApiPaths.poolSaleCommit, { saleId, amount: amount.toString() }, { token: who.token });
  const detail = (saleId: string, who?: { token: string }) => t.call<PoolSaleDetailResponse>(ApiPaths.poolSaleDetail, { saleId }, { token: who?.token });
  const balance = async (who: { token: string }, currency: 'TMT' | 'GOAL' = 'TMT') => BigInt((await t.call<CurrencyResponse>(ApiPaths.currency, {}, { token: who.token })).d.currency[currency]);
  async function settle(): Promise<void> {
    await t.app.jobs.tick();
    await t.app.jobs.drain();
  }

  it('shows a sale to guests: period, totals and the projected price, no part of theirs', async () => {
    const sale = await openSale({ boxes: 20, reservePrice: tmt('5').toString() });
    expect(sale).toMatchObject({ currency: 'TMT', period: 'ongoing', boxes: 20, totalCommitted: '0', committers: 0, projectedPrice: tmt('5').toString(), clearingPrice: null });
    const answer = await detail(sale.saleId);
    expect(answer.r).toBe(0);
    expect(answer.d.mine).toBeNull();
    const list = await t.call<PoolSaleListResponse>(ApiPaths.poolSaleList, { currency: 'TMT' });
    expect(list.d.list.map((listed) => listed.saleId)).toContain(sale.saleId);
    expect((await t.call<PoolSaleListResponse>(ApiPaths.poolSaleList, { currency: 'GOAL' })).d.list.map((listed) => listed.saleId)).not.toContain(sale.saleId);
    expect((await detail('no-such-sale')).r).toBe(ErrorCode.NOT_FOUND);
  });

  it('holds a commitment from the balance, lets it grow while ongoing, and projects the boxes', async () => {
    const sale = await openSale({ boxes: 10, reservePrice: tmt('10').toString(), quota: tmt('100').toString() });
    const who = await bidder({ TMT: tmt('500').toString() });
    const first = await commit(who, sale.saleId, tmt('35'));
    expect(first.r).toBe(0);
    expect(first.d.mine).toMatchObject({ committed: tmt('35').toString(), quotaLeft: tmt('65').toString(), balance: tmt('465').toString(), projectedBoxes: 3, projectedRefund: tmt('5').toString(), allocation: null });
    const second = await commit(who, sale.saleId, tmt('65'));
    expect(second.d.sale).toMatchObject({ totalCommitted: tmt('100').toString(), committers: 1, projectedPrice: tmt('10').toString() });
    expect(second.d.mine).toMatchObject({ committed: tmt('100').toString(), quotaLeft: '0', projectedBoxes: 10 });
    expect(await balance(who)).toBe(tmt('400'));
    const rows = await t.app.db.select().from(ledger).where(and(eq(ledger.reason, LedgerReason.poolSaleHold), eq(ledger.ref, `poolsale:${sale.saleId}`)));
    expect(rows.map((row) => row.delta)).toEqual([-tmt('35'), -tmt('65')]);
  });

  it('refuses without writing anything: bad amounts, the quota, the balance, a sale not open, unknown sales, guests', async () => {
    const sale = await openSale({ quota: tmt('100').toString() });
    const early = await openSale({ startsInS: HOUR_S });
    const who = await bidder({ TMT: tmt('60').toString() });
    expect((await commit(who, sale.saleId, tmt('50'))).r).toBe(0);
    const before = await t.fingerprint();
    for (const [body, r] of [
      [{ saleId: sale.saleId, amount: '0' }, ErrorCode.POOL_SALE_AMOUNT_INVALID],
      [{ saleId: sale.saleId, amount: '-5' }, ErrorCode.INVALID_PARAMS],
      [{ saleId: sale.saleId, amount: '1.5' }, ErrorCode.INVALID_PARAMS],
      [{ saleId: sale.saleId, amount: 5 }, ErrorCode.INVALID_PARAMS],
      [{ saleId: sale.saleId }, ErrorCode.INVALID_PARAMS],
      [{ saleId: sale.saleId, amount: '5', price: '1' }, ErrorCode.INVALID_PARAMS],
      [{ saleId: sale.saleId, amount: (tmt('50') + 1n).toString() }, ErrorCode.QUOTA_EXCEEDED],
      [{ saleId: sale.saleId, amount: tmt('11').toString() }, ErrorCode.BALANCE_NOT_ENOUGH],
      [{ saleId: early.saleId, amount: tmt('1').toString() }, ErrorCode.SALE_NOT_OPEN],
      [{ saleId: 'no-such-sale', amount: tmt('1').toString() }, ErrorCode.NOT_FOUND],
    ] as const) {
      expect({ body, r: (await t.call(ApiPaths.poolSaleCommit, body, { token: who.token })).r }).toEqual({ body, r });
    }
    expect((await t.call(ApiPaths.poolSaleCommit, { saleId: sale.saleId, amount: '1' })).r).toBe(ErrorCode.SESSION_INVALID);
    expect(await t.fingerprint()).toEqual(before);
  });

  it('keeps one user within the quota and adds every commitment up under concurrency', async () => {
    const sale = await openSale({ boxes: 100, quota: tmt('100').toString() });
    const greedy = await bidder({ TMT: tmt('1000').toString() });
    const answers = await Promise.all(Array.from({ length: 20 }, () => commit(greedy, sale.saleId, tmt('30'))));
    expect(answers.filter((answer) => answer.r === 0)).toHaveLength(3);
    expect(answers.filter((answer) => answer.r === ErrorCode.QUOTA_EXCEEDED)).toHaveLength(17);
    expect(await balance(greedy)).toBe(tmt('910'));

    const crowd = await Promise.all(Array.from({ length: 10 }, () => bidder({ TMT: tmt('40').toString() })));
    const crowdAnswers = await Promise.all(crowd.flatMap((who) => [commit(who, sale.saleId, tmt('25')), commit(who, sale.saleId, tmt('25'))]));
    // Each has 40 TMT: one of its two commitments of 25 is refused for the balance, never both taken.
    expect(crowdAnswers.filter((answer) => answer.r === 0)).toHaveLength(10);
    expect(crowdAnswers.filter((answer) => answer.r === ErrorCode.BALANCE_NOT_ENOUGH)).toHaveLength(10);
    const after = await detail(sale.saleId);
    expect(after.d.sale).toMatchObject({ totalCommitted: (tmt('90') + tmt('250')).toString(), committers: 11 });
  });

  it('settles once after the end: the clearing price, floor(commit ÷ price) boxes each and the rest refunded', async () => {
    // 4 boxes, reserve 10 TMT; 100 + 50 + 30 = 180 TMT committed: price max(10, 45) = 45.
    const sale = await openSale({ boxes: 4, reservePrice: tmt('10').toString(), quota: tmt('200').toString(), durationS: 2 * HOUR_S });
    const [a, b, c] = await Promise.all([bidder({ TMT: tmt('100').toString() }), bidder({ TMT: tmt('80').toString() }), bidder({ TMT: tmt('30').toString() })]);
    if (!a || !b || !c) throw new Error('three bidders');
    for (const [who, amount] of [[a, '100'], [b, '50'], [c, '30']] as const) expect((await commit(who, sale.saleId, tmt(amount))).r).toBe(0);
    expect((await detail(sale.saleId, a)).d.mine).toMatchObject({ projectedBoxes: 2, projectedRefund: tmt('10').toString() });

    t.clock.advance(2 * HOUR_S * 1000);
    expect((await commit(b, sale.saleId, tmt('1'))).r).toBe(ErrorCode.SALE_NOT_OPEN);
    await settle();
    const settled = await detail(sale.saleId, a);
    expect(settled.d.sale).toMatchObject({ period: 'ended', clearingPrice: tmt('45').toString(), boxesSold: 3, settledAt: expect.any(Number) });
    expect(settled.d.mine?.allocation).toEqual({ boxes: 2, cost: tmt('90').toString(), refund: tmt('10').toString() });
    expect((await detail(sale.saleId, b)).d.mine?.allocation).toEqual({ boxes: 1, cost: tmt('45').toString(), refund: tmt('5').toString() });
    expect((await detail(sale.saleId, c)).d.mine?.allocation).toEqual({ boxes: 0, cost: '0', refund: tmt('30').toString() });
    expect([await balance(a), await balance(b), await balance(c)]).toEqual([tmt('10'), tmt('35'), tmt('30')]);
    const boxesOf = async (who: { token: string }) => (await t.call<CardMineResponse>(ApiPaths.cardMine, { family: 'box' }, { token: who.token })).d.total;
    expect([await boxesOf(a), await boxesOf(b), await boxesOf(c)]).toEqual([2, 1, 0]);

    // Another period, a redelivery of the same, two at once, a restart: nothing more.
    t.clock.advance(60_000);
    await settle();
    const period = new Date(t.clock.now().getTime() - (t.clock.now().getTime() % 60_000)).toISOString();
    expect(await t.app.jobs.runPeriod(POOL_SALE_JOB, { period })).toMatchObject({ status: 'skipped' });
    const later = (minutes: number) => new Date(Date.parse(period) + minutes * 60_000).toISOString();
    const runs = await Promise.all([t.app.jobs.runPeriod(POOL_SALE_JOB, { period: later(1) }), t.app.jobs.runPeriod(POOL_SALE_JOB, { period: later(2) })]);
    expect(runs.map((run) => (run.status === 'done' ? run.result : null))).toEqual([
      { settled: 0, boxes: 0 },
      { settled: 0, boxes: 0 },
    ]);
    t = await t.restart();
    t.clock.advance(5 * 60_000);
    await settle();
    expect([await balance(a), await balance(b), await balance(c)]).toEqual([tmt('10'), tmt('35'), tmt('30')]);
    expect([await boxesOf(a), await boxesOf(b), await boxesOf(c)]).toEqual([2, 1, 0]);
    const purchases = await t.app.db.select().from(ledger).where(and(eq(ledger.reason, LedgerReason.poolSalePurchase), eq(ledger.ref, `poolsale:${sale.saleId}`)));
    expect(purchases.map((row) => row.delta).sort()).toEqual([-tmt('45'), -tmt('90')].sort());
  });

  it("counts what a friend's boxes cost as consumption for the inviter, not the amount held", async () => {
    const sale = await openSale({ boxes: 10, reservePrice: tmt('10').toString(), quota: tmt('100').toString() });
    const inviter = await bidder({});
    const { inviteCode } = (await t.call<InvitationInfoResponse>(ApiPaths.invitationInfo, {}, { token: inviter.token })).d;
    const email = uniqueEmail('friend');
    expect((await t.call(ApiPaths.register, { email, password: PASSWORD, inviteCode })).r).toBe(0);
    await activate(t, email);
    expect((await t.call(ApiPaths.devGrant, { email, currencies: { TMT: tmt('50').toString() } })).r).toBe(0);
    const friend = { token: (await login(t, email)).token };
    const consumed = async () => (await t.call<InvitationInfoResponse>(ApiPaths.invitationInfo, {}, { token: inviter.token })).d.consumed;

    expect((await commit(friend, sale.saleId, tmt('35'))).r).toBe(0);
    expect(await consumed()).toBe('0');
    t.clock.advance(HOUR_S * 1000);
    await settle();
    // 35 TMT for 10 boxes at a reserve of 10: 3 boxes (30 TMT) and 5 TMT back.
    expect((await detail(sale.saleId, friend)).d.mine?.allocation).toEqual({ boxes: 3, cost: tmt('30').toString(), refund: tmt('5').toString() });
    expect(await consumed()).toBe(tmt('30').toString());
  });

  it('settles a GOAL sale in GOAL, and a sale nobody committed to sells nothing', async () => {
    const goal = await openSale({ currency: 'GOAL', boxes: 3, reservePrice: toBaseUnits('GOAL', '5').toString(), quota: toBaseUnits('GOAL', '50').toString() });
    const empty = await openSale({ boxes: 3 });
    const who = await bidder({ GOAL: toBaseUnits('GOAL', '20').toString() });
    expect((await commit(who, goal.saleId, toBaseUnits('GOAL', '12'))).r).toBe(0);
    t.clock.advance(HOUR_S * 1000);
    await settle();
    expect((await detail(goal.saleId, who)).d.mine?.allocation).toEqual({ boxes: 2, cost: toBaseUnits('GOAL', '10').toString(), refund: toBaseUnits('GOAL', '2').toString() });
    expect(await balance(who, 'GOAL')).toBe(toBaseUnits('GOAL', '10'));
    expect((await detail(empty.saleId)).d.sale).toMatchObject({ clearingPrice: tmt('10').toString(), boxesSold: 0 });
  });
});

describe('the demo sales', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await createTestApp({ seed: true });
  });
  afterAll(() => demo.close());

  it('has a TMT and a GOAL sale ongoing and one in preparation when the site starts', async () => {
    const { d } = await demo.call<PoolSaleListResponse>(ApiPaths.poolSaleList, {});
    expect(d.list.map((sale) => [sale.currency, sale.period, sale.boxes]).sort()).toEqual(
      DEMO_POOL_SALES.map((config) => [config.currency, config.startsInHours < 0 ? 'ongoing' : 'preparation', config.boxes]).sort(),
    );
    const session = await demo.call<LoginResponse>(ApiPaths.login, { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });
    const ongoing = d.list.find((sale) => sale.currency === 'TMT' && sale.period === 'ongoing');
    if (!ongoing) throw new Error('no ongoing TMT sale');
    expect((await demo.call<PoolSaleDetailResponse>(ApiPaths.poolSaleCommit, { saleId: ongoing.saleId, amount: tmt('40').toString() }, { token: session.d.token })).d.mine).toMatchObject({
      committed: tmt('40').toString(),
      projectedBoxes: 2,
    });
  });
});
