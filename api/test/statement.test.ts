import {
  ApiPaths,
  ErrorCode,
  toBaseUnits,
  type Currency,
  type DevLedgerCheckResponse,
  type ExchangePointsResponse,
  type StatementCsvResponse,
  type StatementResponse,
  type WalletOverviewResponse,
} from '@fc/shared/contracts';
import { LedgerReason } from '../src/modules/wallet/constants';
import { toCsv } from '../src/modules/wallet/csv';
import { applyLedgerEntry } from '../src/modules/wallet/repository';
import { statementPageSql } from '../src/modules/wallet/statement-repository';
import { createTestApp, type TestApp } from './helpers/build-app';
import { signUp, type SignedInUser } from './helpers/users';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function entry(user: SignedInUser, currency: Currency, delta: bigint, reason: string = LedgerReason.adjustment, ref: string | null = null) {
  return t.app.db.transaction((tx) => applyLedgerEntry(tx, { userId: user.userId, currency, delta, reason, ref }, t.clock.now()));
}

async function statement(user: SignedInUser, body: Record<string, unknown> = {}) {
  return t.call<StatementResponse>(ApiPaths.walletStatement, body, { token: user.token });
}

async function csv(user: SignedInUser, body: Record<string, unknown> = {}) {
  const answer = await t.call<StatementCsvResponse>(ApiPaths.walletStatementCsv, body, { token: user.token });
  expect(answer.r).toBe(0);
  return answer.d;
}

/** A user with rows on three days: 2030-01-15 (USD +100.50, TMT +12.5), 01-16 (TMT −2.25 camp), 01-17 (an unknown reason). */
async function userWithHistory(): Promise<SignedInUser> {
  const user = await signUp(t);
  await entry(user, 'USD', toBaseUnits('USD', '100.50'), LedgerReason.adjustment, 'seed');
  await entry(user, 'TMT', toBaseUnits('TMT', '12.5'), LedgerReason.claim, 'all');
  t.clock.advance(DAY_MS);
  await entry(user, 'TMT', -toBaseUnits('TMT', '2.25'), LedgerReason.camp, 'card-1');
  t.clock.advance(DAY_MS);
  await entry(user, 'TMT', toBaseUnits('TMT', '0.000000000000000001'), 'a_reason_added_later', 'later');
  return user;
}

function dayOf(offsetDays: number, from: Date): string {
  return new Date(from.getTime() + offsetDays * DAY_MS).toISOString().slice(0, 10);
}

describe('/wallet/statement', () => {
  it('lists the rows newest first with signed amounts, running balances, kinds and refs', async () => {
    const user = await userWithHistory();
    const answer = await statement(user);
    expect(answer.r).toBe(0);
    expect(answer.d.total).toBe(4);
    expect(answer.d.rows.map(({ currency, kind, reason, amount, balance, ref }) => ({ currency, kind, reason, amount, balance, ref }))).toEqual([
      { currency: 'TMT', kind: 'other', reason: 'a_reason_added_later', amount: '1', balance: '10250000000000000001', ref: 'later' },
      { currency: 'TMT', kind: 'game', reason: 'camp', amount: '-2250000000000000000', balance: '10250000000000000000', ref: 'card-1' },
      { currency: 'TMT', kind: 'claim', reason: 'claim', amount: '12500000000000000000', balance: '12500000000000000000', ref: 'all' },
      { currency: 'USD', kind: 'other', reason: 'adjustment', amount: '10050', balance: '10050', ref: 'seed' },
    ]);
  });

  it('filters by currency, kind (unknown reasons are other) and UTC days, both ends included', async () => {
    const first = t.clock.now();
    const user = await userWithHistory();
    const reasons = async (body: Record<string, unknown>) => (await statement(user, body)).d.rows.map((row) => row.reason);
    expect(await reasons({ currency: 'USD' })).toEqual(['adjustment']);
    expect(await reasons({ kind: 'game' })).toEqual(['camp']);
    expect(await reasons({ kind: 'other' })).toEqual(['a_reason_added_later', 'adjustment']);
    expect(await reasons({ kind: 'deposit' })).toEqual([]);
    expect(await reasons({ from: dayOf(1, first), to: dayOf(1, first) })).toEqual(['camp']);
    expect(await reasons({ from: dayOf(1, first) })).toEqual(['a_reason_added_later', 'camp']);
    expect(await reasons({ to: dayOf(0, first), currency: 'TMT' })).toEqual(['claim']);
  });

  it('pages the rows and counts them all', async () => {
    const user = await userWithHistory();
    const page1 = await statement(user, { pageSize: 3 });
    const page2 = await statement(user, { pageSize: 3, page: 2 });
    expect(page1.d).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(page1.d.rows).toHaveLength(3);
    expect(page2.d.rows.map((row) => row.reason)).toEqual(['adjustment']);
  });

  it('shows only the caller\'s own rows', async () => {
    const owner = await userWithHistory();
    const other = await signUp(t);
    expect((await statement(other)).d).toMatchObject({ rows: [], total: 0 });
    expect((await statement(owner)).d.total).toBe(4);
  });

  it('refuses bad filters with a clear code and writes nothing', async () => {
    const user = await signUp(t);
    const before = await t.fingerprint();
    expect((await statement(user, { from: '2030-02-02', to: '2030-02-01' })).r).toBe(ErrorCode.STATEMENT_RANGE_INVALID);
    expect(await statement(user, { from: '2030-02-30' })).toMatchObject({ r: ErrorCode.INVALID_PARAMS, d: { field: 'from' } });
    expect(await statement(user, { to: '30.01.2030' })).toMatchObject({ r: ErrorCode.INVALID_PARAMS });
    expect((await statement(user, { currency: 'EUR' })).r).toBe(ErrorCode.INVALID_PARAMS);
    expect((await statement(user, { kind: 'bribe' })).r).toBe(ErrorCode.INVALID_PARAMS);
    expect((await statement(user, { page: 0 })).r).toBe(ErrorCode.INVALID_PARAMS);
    expect((await statement(user, { pageSize: 101 })).r).toBe(ErrorCode.INVALID_PARAMS);
    expect((await statement(user, { userId: 1 })).r).toBe(ErrorCode.INVALID_PARAMS);
    expect((await t.call(ApiPaths.walletStatement, {})).r).toBe(ErrorCode.SESSION_INVALID);
    expect(await t.fingerprint()).toEqual(before);
  });

  it('is served by an index in its order for every filter (query plan, other scans and sorting off)', async () => {
    const user = await signUp(t);
    const plans: string[] = [];
    for (const query of [
      { userId: user.userId },
      { userId: user.userId, currency: 'TMT' as const },
      { userId: user.userId, from: new Date('2030-01-01'), until: new Date('2030-02-01') },
      { userId: user.userId, currency: 'USD' as const, reasons: { only: ['claim'] }, from: new Date('2030-01-01') },
    ]) {
      const { sql, params } = statementPageSql(t.app.db, query, 20, 0);
      const plan = await t.app.dbHandle.rawTransaction(async (raw) => {
        // A test table is tiny, so the planner prefers anything; forbidding the rest shows an index serves the query.
        await raw.exec('SET LOCAL enable_seqscan = off; SET LOCAL enable_bitmapscan = off; SET LOCAL enable_sort = off');
        return raw.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
      });
      plans.push(plan.map((line) => line['QUERY PLAN']).join('\n'));
    }
    expect(plans[0]).toMatch(/Index Scan Backward using ledger_user_time_idx/);
    expect(plans[1]).toMatch(/Index Scan Backward using ledger_user_currency_time_idx/);
    expect(plans[2]).toMatch(/Index Scan Backward using ledger_user_time_idx/);
    expect(plans[3]).toMatch(/ledger_user_currency_time_idx/);
    for (const plan of plans) expect(plan).not.toMatch(/Seq Scan|Sort/);
  });
});

describe('/wallet/statementCsv', () => {
  it('exports every filtered row with a header, exact decimals and the range in the file name', async () => {
    const first = t.clock.now();
    const user = await userWithHistory();
    const file = await csv(user, { currency: 'TMT' });
    expect(file.rows).toBe(3);
    expect(file.fileName).toBe(`statement-${dayOf(0, first)}-to-${dayOf(2, first)}.csv`);
    const lines = file.csv.split('\r\n');
    expect(lines[0]).toBe('date,currency,kind,reason,amount,balance,reference');
    expect(lines.slice(1)).toEqual([
      `${new Date(first.getTime() + 2 * DAY_MS).toISOString()},TMT,other,a_reason_added_later,0.000000000000000001,10.250000000000000001,later`,
      `${new Date(first.getTime() + DAY_MS).toISOString()},TMT,game,camp,-2.25,10.25,card-1`,
      `${first.toISOString()},TMT,claim,claim,12.5,12.5,all`,
      '',
    ]);
    const ranged = await csv(user, { from: '2030-01-01', to: dayOf(1, first) });
    expect(ranged.fileName).toBe(`statement-2030-01-01-to-${dayOf(1, first)}.csv`);
    expect(ranged.rows).toBe(3);
  });

  it('exports all pages, not one', async () => {
    const user = await signUp(t);
    for (let n = 0; n < 25; n += 1) await entry(user, 'POINTS', 1n);
    expect((await csv(user)).rows).toBe(25);
  });

  it('quotes fields with commas, quotes and line breaks (RFC 4180)', async () => {
    const user = await signUp(t);
    await entry(user, 'GOAL', 5n, LedgerReason.adjustment, 'order "7", line\r\ntwo');
    const file = await csv(user);
    expect(file.csv.split('\r\n')[1]).toMatch(/,"order ""7"", line$/);
    expect(file.csv).toMatch(/line\r\ntwo"\r\n$/);
    expect(toCsv(['a', 'b'], [['plain', 'x,y'], ['"', '']])).toBe('a,b\r\nplain,"x,y"\r\n"""",\r\n');
  });

  it('refuses a reversed range', async () => {
    const user = await signUp(t);
    expect((await t.call(ApiPaths.walletStatementCsv, { from: '2030-03-02', to: '2030-03-01' }, { token: user.token })).r).toBe(ErrorCode.STATEMENT_RANGE_INVALID);
    expect((await t.call(ApiPaths.walletStatementCsv, { page: 1 }, { token: user.token })).r).toBe(ErrorCode.INVALID_PARAMS);
  });
});

describe('/wallet/overview', () => {
  it('values every balance in USD exactly, rounded down to the cent, with the total', async () => {
    const user = await signUp(t);
    await entry(user, 'USD', toBaseUnits('USD', '10.01'));
    await entry(user, 'BNB', toBaseUnits('BNB', '0.123456789012345678'));
    await entry(user, 'TMT', toBaseUnits('TMT', '1234.5'));
    await entry(user, 'POINTS', 1999n);
    const answer = await t.call<WalletOverviewResponse>(ApiPaths.walletOverview, {}, { token: user.token });
    expect(answer.r).toBe(0);
    const values = Object.fromEntries(answer.d.holdings.map((holding) => [holding.currency, holding.usdValue]));
    // BNB 0.123456789012345678 × 600 = 74.0740734… → 74.07; TMT 1234.5 × 0.05 = 61.725 → 61.72; points 1999 × 0.01 = 19.99.
    expect(values).toEqual({ USD: '1001', BNB: '7407', TMT: '6172', GOAL: '0', POINTS: '1999' });
    expect(answer.d.totalUsd).toBe(String(1001 + 7407 + 6172 + 1999));
    expect(answer.d.holdings.find((holding) => holding.currency === 'TMT')).toMatchObject({ amount: toBaseUnits('TMT', '1234.5').toString(), usdPrice: '0.05' });
  });
});

describe('/player/exchangePoints', () => {
  async function exchange(user: SignedInUser, points: unknown) {
    return t.call<ExchangePointsResponse>(ApiPaths.exchangePoints, { points }, { token: user.token });
  }

  it('turns 100 points into 1 TMT with two ledger rows of one ref in one transaction', async () => {
    const user = await signUp(t);
    await entry(user, 'POINTS', 350n);
    const answer = await exchange(user, '300');
    expect(answer.r).toBe(0);
    expect(answer.d).toEqual({ points: '300', tmt: toBaseUnits('TMT', '3').toString(), pointsBalance: '50', tmtBalance: toBaseUnits('TMT', '3').toString() });
    const rows = (await statement(user, { kind: 'exchange' })).d.rows;
    expect(rows.map(({ currency, amount, reason }) => ({ currency, amount, reason }))).toEqual([
      { currency: 'TMT', amount: toBaseUnits('TMT', '3').toString(), reason: 'points_exchange' },
      { currency: 'POINTS', amount: '-300', reason: 'points_exchange' },
    ]);
    expect(rows[0]?.ref).toBe(rows[1]?.ref);
  });

  it('refuses a non-multiple of 100, zero, more than the balance and malformed input, writing nothing', async () => {
    const user = await signUp(t);
    await entry(user, 'POINTS', 250n);
    const before = await t.fingerprint();
    expect(await exchange(user, '150')).toMatchObject({ r: ErrorCode.POINTS_EXCHANGE_STEP, d: { field: 'points' } });
    expect((await exchange(user, '0')).r).toBe(ErrorCode.POINTS_EXCHANGE_STEP);
    expect((await exchange(user, '300')).r).toBe(ErrorCode.BALANCE_NOT_ENOUGH);
    expect((await exchange(user, '-100')).r).toBe(ErrorCode.INVALID_PARAMS);
    expect((await exchange(user, '1e2')).r).toBe(ErrorCode.INVALID_PARAMS);
    expect((await exchange(user, 100)).r).toBe(ErrorCode.INVALID_PARAMS);
    expect((await t.call(ApiPaths.exchangePoints, { points: '100', to: 'TMT' }, { token: user.token })).r).toBe(ErrorCode.INVALID_PARAMS);
    expect((await t.call(ApiPaths.exchangePoints, { points: '100' })).r).toBe(ErrorCode.SESSION_INVALID);
    expect(await t.fingerprint()).toEqual(before);
  });

  it('pays once per points spent when exchanges race', async () => {
    const user = await signUp(t);
    await entry(user, 'POINTS', 500n);
    const answers = await Promise.all(Array.from({ length: 8 }, () => exchange(user, '100')));
    expect(answers.filter((answer) => answer.r === 0)).toHaveLength(5);
    expect(answers.filter((answer) => answer.r !== 0).every((answer) => answer.r === ErrorCode.BALANCE_NOT_ENOUGH)).toBe(true);
    const overview = await t.call<WalletOverviewResponse>(ApiPaths.walletOverview, {}, { token: user.token });
    expect(overview.d.holdings.filter((holding) => holding.currency === 'POINTS' || holding.currency === 'TMT').map((holding) => holding.amount)).toEqual([
      toBaseUnits('TMT', '5').toString(),
      '0',
    ]);
  });
});

describe('the ledger invariant', () => {
  it('/dev/ledgerCheck answers empty lists when every balance matches its ledger', async () => {
    const user = await userWithHistory();
    await entry(user, 'TMT', -1n);
    const answer = await t.call<DevLedgerCheckResponse>(ApiPaths.devLedgerCheck, {});
    expect(answer).toMatchObject({ r: 0, d: { balances: [], chains: [] } });
  });

  it('holds through this file and fails a test app\'s close with the offending rows when broken', async () => {
    const broken = await createTestApp();
    const user = await signUp(broken);
    await broken.app.db.transaction((tx) => applyLedgerEntry(tx, { userId: user.userId, currency: 'GOAL', delta: 10n, reason: LedgerReason.adjustment, ref: null }, broken.clock.now()));
    await broken.app.dbHandle.rawTransaction(async (raw) => {
      await raw.exec(`UPDATE balances SET amount = 11 WHERE user_id = ${user.userId} AND currency = 'GOAL'`);
      await raw.exec(`INSERT INTO ledger (user_id, currency, delta, balance_after, reason) VALUES (${user.userId}, 'TMT', 5, 7, 'adjustment')`);
    });
    const closing = broken.close();
    await expect(closing).rejects.toThrow(/the ledger invariant is broken/);
    const message = await closing.catch((error: Error) => error.message);
    expect(message).toContain(`"userId": ${user.userId}`);
    expect(message).toMatch(/"currency": "GOAL",\s+"balance": "11",\s+"ledgerSum": "10"/);
    expect(message).toMatch(/"currency": "TMT",\s+"balance": null,\s+"ledgerSum": "5"/);
    expect(message).toMatch(/"delta": "5",\s+"balanceAfter": "7",\s+"expected": "5"/);
  });
});
