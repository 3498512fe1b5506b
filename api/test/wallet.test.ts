import { AccountPaths, CURRENCIES, ErrorCode, toBaseUnits, type CurrencyResponse } from '@fc/shared/contracts';
import { AppError } from '../src/lib/app-error';
import { LedgerReason } from '../src/modules/wallet/constants';
import { applyLedgerEntry, ledgerEntries } from '../src/modules/wallet/repository';
import { createTestApp, type TestApp } from './helpers/build-app';
import { signUp, type SignedInUser } from './helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function credit(userId: number, currency: (typeof CURRENCIES)[number], delta: bigint, ref: string | null = null) {
  return t.app.db.transaction((tx) => applyLedgerEntry(tx, { userId, currency, delta, reason: LedgerReason.adjustment, ref }, t.clock.now()));
}

async function currency(user: SignedInUser): Promise<CurrencyResponse['currency']> {
  const answer = await t.call<CurrencyResponse>(AccountPaths.currency, {}, { token: user.token });
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
    expect((await t.call(AccountPaths.currency, {})).r).toBe(ErrorCode.SESSION_INVALID);
    const user = await signUp(t);
    expect((await t.call(AccountPaths.currency, { currency: 'USD' }, { token: user.token })).d).toMatchObject({ field: 'currency' });
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
      await applyLedgerEntry(tx, { userId: user.userId, currency: 'POINTS', delta: 5n, reason: LedgerReason.adjustment, ref: null });
      await applyLedgerEntry(tx, { userId: user.userId, currency: 'BNB', delta: -101n, reason: LedgerReason.adjustment, ref: null });
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
