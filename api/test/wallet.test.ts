import { ApiPaths, CURRENCIES, ErrorCode, toBaseUnits, type CurrencyResponse } from '@fc/shared/contracts';
import { AppError } from '../src/lib/app-error';
import type { Assert } from '../src/lib/schema';
import { LedgerReason } from '../src/modules/wallet/constants';
import { applyLedgerEntries, applyLedgerEntry, ledgerEntries, type LedgerEntry } from '../src/modules/wallet/repository';
import { createTestApp, type TestApp } from './helpers/build-app';
import { restoreStatementLog, statementsDuring } from './helpers/statements';
import { signUp, type SignedInUser } from './helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  restoreStatementLog();
  await t.close();
});

function credit(userId: number, currency: (typeof CURRENCIES)[number], delta: bigint, ref: string | null = null) {
  return t.app.db.transaction((tx) => applyLedgerEntry(tx, { userId, currency, delta, reason: LedgerReason.adjustment, ref }, t.clock.now()));
}

async function currency(user: SignedInUser): Promise<CurrencyResponse['currency']> {
  const answer = await t.call<CurrencyResponse>(ApiPaths.currency, {}, { token: user.token });
  expect(answer.r).toBe(0);
  return answer.d.currency;
}

describe('/player/currency', () => {
  it('answers every currency, zero for a new account', async () => {
    const user = await signUp(t);
    expect(await currency(user)).toEqual({ USD: '0', BNB: '0', TMT: '0', GOAL: '0', POINTS: '0' });
  });

  it('answers base units as exact decimal strings, beyond 2^64', async () => {
    const user = await signUp(t);
    const huge = 2n ** 200n + 1n;
    await credit(user.userId, 'TMT', huge);
    await credit(user.userId, 'USD', toBaseUnits('USD', '12.34'));
    expect(await currency(user)).toMatchObject({ TMT: huge.toString(), USD: '1234' });
  });

  it('answers SESSION_INVALID to guests and refuses a body with fields', async () => {
    expect((await t.call(ApiPaths.currency, {})).r).toBe(ErrorCode.SESSION_INVALID);
    const user = await signUp(t);
    expect((await t.call(ApiPaths.currency, { currency: 'USD' }, { token: user.token })).d).toMatchObject({ field: 'currency' });
  });
});

describe('applyLedgerEntry', () => {
  it('writes one ledger row per change with the balance after it', async () => {
    const user = await signUp(t);
    expect(await credit(user.userId, 'GOAL', 500n, 'order-1')).toBe(500n);
    expect(await credit(user.userId, 'GOAL', -200n, 'order-2')).toBe(300n);
    const rows = await ledgerEntries(t.app.db, user.userId);
    expect(rows.map(({ currency, delta, balanceAfter, ref }) => ({ currency, delta, balanceAfter, ref }))).toEqual([
      { currency: 'GOAL', delta: 500n, balanceAfter: 500n, ref: 'order-1' },
      { currency: 'GOAL', delta: -200n, balanceAfter: 300n, ref: 'order-2' },
    ]);
    expect((await currency(user)).GOAL).toBe('300');
  });

  it('refuses an overdraft with BALANCE_NOT_ENOUGH and rolls the whole transaction back', async () => {
    const user = await signUp(t);
    await credit(user.userId, 'BNB', 100n);
    const before = await t.fingerprint();
    const attempt = t.app.db.transaction(async (tx) => {
      await applyLedgerEntry(tx, { userId: user.userId, currency: 'POINTS', delta: 5n, reason: LedgerReason.adjustment, ref: null }, t.clock.now());
      await applyLedgerEntry(tx, { userId: user.userId, currency: 'BNB', delta: -101n, reason: LedgerReason.adjustment, ref: null }, t.clock.now());
    });
    await expect(attempt).rejects.toEqual(new AppError('BALANCE_NOT_ENOUGH'));
    expect(await t.fingerprint()).toEqual(before);
    expect(await currency(user)).toMatchObject({ BNB: '100', POINTS: '0' });
  });

  it('refuses a debit of a currency never held', async () => {
    const user = await signUp(t);
    await expect(credit(user.userId, 'USD', -1n)).rejects.toMatchObject({ code: 'BALANCE_NOT_ENOUGH' });
  });

  it('never goes below zero under concurrent debits', async () => {
    const user = await signUp(t);
    await credit(user.userId, 'TMT', 100n);
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => credit(user.userId, 'TMT', -30n)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    expect(results.filter((result) => result.status === 'rejected').map((result) => (result as PromiseRejectedResult).reason.code)).toEqual([
      'BALANCE_NOT_ENOUGH',
      'BALANCE_NOT_ENOUGH',
      'BALANCE_NOT_ENOUGH',
    ]);
    expect((await currency(user)).TMT).toBe('10');
    const sum = (await ledgerEntries(t.app.db, user.userId)).reduce((total, row) => total + row.delta, 0n);
    expect(sum).toBe(10n);
  });
});

describe('applyLedgerEntries', () => {
  const entry = (userId: number, currency: LedgerEntry['currency'], delta: bigint, ref: string): LedgerEntry => ({ userId, currency, delta, reason: LedgerReason.adjustment, ref });
  const apply = (entries: LedgerEntry[]) => t.app.db.transaction((tx) => applyLedgerEntries(tx, entries, t.clock.now()));
  const rowsOf = async (userId: number) =>
    (await ledgerEntries(t.app.db, userId)).map(({ id, currency, delta, balanceAfter, ref }) => ({ id, currency, delta, balanceAfter, ref }));

  it("applies several users' entries in one statement, by user, each with its ledger row and the balance after it", async () => {
    const first = await signUp(t);
    const second = await signUp(t);
    await credit(first.userId, 'TMT', 100n);
    await credit(second.userId, 'TMT', 50n);
    const { statements } = await statementsDuring(() =>
      apply([entry(second.userId, 'TMT', -30n, 'pays'), entry(first.userId, 'TMT', 25n, 'paid'), entry(first.userId, 'GOAL', 7n, 'first GOAL')]),
    );
    expect(statements.filter((text) => /ledger/.test(text))).toHaveLength(1);

    const firstRows = await rowsOf(first.userId);
    const secondRows = await rowsOf(second.userId);
    expect(firstRows.map(({ id: _id, ...row }) => row)).toEqual([
      { currency: 'TMT', delta: 100n, balanceAfter: 100n, ref: null },
      { currency: 'TMT', delta: 25n, balanceAfter: 125n, ref: 'paid' },
      { currency: 'GOAL', delta: 7n, balanceAfter: 7n, ref: 'first GOAL' },
    ]);
    expect(secondRows.map(({ id: _id, ...row }) => row)).toEqual([
      { currency: 'TMT', delta: 50n, balanceAfter: 50n, ref: null },
      { currency: 'TMT', delta: -30n, balanceAfter: 20n, ref: 'pays' },
    ]);
    // The lower user id's entries first, whatever the order given: the order every purchase locks balances in.
    expect(firstRows[2]!.id < secondRows[1]!.id).toBe(true);
    expect(await currency(first)).toMatchObject({ TMT: '125', GOAL: '7' });
    expect(await currency(second)).toMatchObject({ TMT: '20' });
  });

  it('refuses them all when one would overdraw or debits a currency never held: BALANCE_NOT_ENOUGH, nothing written', async () => {
    const payer = await signUp(t);
    const payee = await signUp(t);
    await credit(payer.userId, 'TMT', 10n);
    const before = await t.fingerprint();
    await expect(apply([entry(payer.userId, 'TMT', -11n, 'over'), entry(payee.userId, 'TMT', 11n, 'paid')])).rejects.toEqual(new AppError('BALANCE_NOT_ENOUGH'));
    await expect(apply([entry(payee.userId, 'TMT', 5n, 'paid'), entry(payer.userId, 'USD', -1n, 'none')])).rejects.toEqual(new AppError('BALANCE_NOT_ENOUGH'));
    expect(await t.fingerprint()).toEqual(before);
  });
});

describe('ledger and balances agree', () => {
  it('the deltas of every user and currency add up to the balance, written at the app clock', async () => {
    const users = [await signUp(t), await signUp(t), await signUp(t)];
    const steps: [number, (typeof CURRENCIES)[number], bigint][] = [
      [0, 'USD', 10_000n],
      [1, 'USD', 500n],
      [0, 'USD', -2_500n],
      [2, 'GOAL', 7n],
      [0, 'BNB', 10n ** 18n],
      [1, 'USD', -500n],
      [0, 'BNB', -(10n ** 17n)],
      [2, 'GOAL', 3n],
      [1, 'POINTS', 42n],
      [2, 'GOAL', -10n],
    ];
    for (const [who, code, delta] of steps) {
      t.clock.advance(1000);
      await credit(users[who]?.userId ?? 0, code, delta);
    }
    await expect(credit(users[1]?.userId ?? 0, 'USD', -1n)).rejects.toMatchObject({ code: 'BALANCE_NOT_ENOUGH' });

    const ids = users.map((user) => user.userId);
    const rows = await t.app.dbHandle.rawTransaction((raw) =>
      raw.query<{ user_id: string; currency: string; amount: string; deltas: string | null }>(
        `SELECT b.user_id::text, b.currency, b.amount::text,
                (SELECT sum(l.delta)::text FROM ledger l WHERE l.user_id = b.user_id AND l.currency = b.currency) AS deltas
           FROM balances b WHERE b.user_id = ANY($1::bigint[])`,
        [ids],
      ),
    );
    expect(rows).toHaveLength(5);
    for (const row of rows) expect({ ...row, deltas: row.deltas ?? '0' }).toEqual({ ...row, deltas: row.amount });
    expect(Object.fromEntries(rows.map((row) => [`${ids.indexOf(Number(row.user_id))}:${row.currency}`, row.amount]))).toEqual({
      '0:USD': '7500',
      '0:BNB': (9n * 10n ** 17n).toString(),
      '1:USD': '0',
      '1:POINTS': '42',
      '2:GOAL': '0',
    });
    // No ledger row without its balance, and every change is stamped with the app's clock.
    const orphans = await t.app.dbHandle.rawTransaction((raw) =>
      raw.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM ledger l WHERE l.user_id = ANY($1::bigint[]) AND NOT EXISTS (SELECT 1 FROM balances b WHERE b.user_id = l.user_id AND b.currency = l.currency)',
        [ids],
      ),
    );
    expect(orphans[0]?.n).toBe(0);
    const last = (await ledgerEntries(t.app.db, users[2]?.userId ?? 0)).at(-1);
    expect(last?.createdAt).toEqual(t.clock.now());
  });
});

// `now` is required: balances and ledger rows take the app's clock, never the wall clock by default.
export type _NowIsRequired = Assert<undefined extends Parameters<typeof applyLedgerEntry>[2] ? false : true>;

describe('the ledger is append-only', () => {
  it('refuses UPDATE and DELETE', async () => {
    const user = await signUp(t);
    await credit(user.userId, 'USD', 1000n);
    const raw = (text: string) => t.app.dbHandle.rawTransaction((sql) => sql.exec(text));
    await expect(raw(`UPDATE ledger SET delta = 1 WHERE user_id = ${user.userId}`)).rejects.toThrow(/append-only/);
    await expect(raw(`DELETE FROM ledger WHERE user_id = ${user.userId}`)).rejects.toThrow(/append-only/);
    expect(await ledgerEntries(t.app.db, user.userId)).toHaveLength(1);
  });

  it('refuses a negative balance even when written directly', async () => {
    const user = await signUp(t);
    await expect(
      t.app.dbHandle.rawTransaction((sql) => sql.exec(`INSERT INTO balances (user_id, currency, amount) VALUES (${user.userId}, 'USD', -1)`)),
    ).rejects.toThrow(/balances_amount_non_negative/);
  });
});
