import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Currency } from '@fc/shared/contracts';
import type { Executor, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isViolation, PgErrorCode } from '../../lib/pg-errors';
import { publishLiveEvent } from '../events';
import { BALANCE_CHECK_CONSTRAINT, type LedgerReason } from './constants';
import { balances, ledger } from './tables';

/**
 * Work another domain does with a ledger row in the row's own transaction, without the writer knowing of it (referral
 * rewards on what a friend consumes). A hook filters cheaply first: it runs for every row.
 */
export type LedgerHook = (tx: Transaction, row: { id: number } & LedgerEntry, now: Date) => Promise<void>;
const ledgerHooks = new Set<LedgerHook>();

/** Adds a hook once (app.ts, at start); adding the same function again changes nothing. */
export function addLedgerHook(hook: LedgerHook): void {
  ledgerHooks.add(hook);
}

export interface LedgerEntry {
  userId: number;
  currency: Currency;
  /** Base units; negative debits. */
  delta: bigint;
  reason: LedgerReason | (string & {});
  /** What the change pays for (order, listing, transfer id…). */
  ref: string | null;
}

/**
 * The one way to change a balance: adds `delta` (a first credit creates the balance) and appends the
 * ledger row, in the caller's transaction, both stamped `now` (the app's clock, `app.now()`). A debit past
 * zero is refused by the database check and answered BALANCE_NOT_ENOUGH; the transaction is then aborted,
 * so let the error propagate. The owner's open streams get the new balance when the transaction commits. The
 * registered ledger hooks run last, in the same transaction.
 */
export async function applyLedgerEntry(tx: Transaction, entry: LedgerEntry, now: Date): Promise<bigint> {
  if (entry.delta === 0n) throw new RangeError('a ledger entry changes the balance');
  let balanceAfter: bigint | undefined;
  try {
    // A debit only updates: PostgreSQL checks an INSERT's candidate row (a negative amount) before it
    // looks for the conflict, so an upsert would refuse every debit. No row means nothing to debit.
    const [row] =
      entry.delta > 0n
        ? await tx
            .insert(balances)
            .values({ userId: entry.userId, currency: entry.currency, amount: entry.delta, updatedAt: now })
            .onConflictDoUpdate({
              target: [balances.userId, balances.currency],
              set: { amount: sql`${balances.amount} + excluded.amount`, updatedAt: now },
            })
            .returning({ amount: balances.amount })
        : await tx
            .update(balances)
            .set({ amount: sql`${balances.amount} + ${entry.delta.toString()}::numeric`, updatedAt: now })
            .where(and(eq(balances.userId, entry.userId), eq(balances.currency, entry.currency)))
            .returning({ amount: balances.amount });
    balanceAfter = row?.amount;
  } catch (error) {
    if (isViolation(error, PgErrorCode.CHECK_VIOLATION, BALANCE_CHECK_CONSTRAINT)) throw new AppError('BALANCE_NOT_ENOUGH');
    throw error;
  }
  if (balanceAfter === undefined) throw new AppError('BALANCE_NOT_ENOUGH');
  const [row] = await tx
    .insert(ledger)
    .values({
      userId: entry.userId,
      currency: entry.currency,
      delta: entry.delta,
      balanceAfter,
      reason: entry.reason,
      ref: entry.ref,
      createdAt: now,
    })
    .returning({ id: ledger.id });
  if (!row) throw new Error('the ledger insert answered no row');
  for (const hook of ledgerHooks) await hook(tx, { ...entry, id: row.id }, now);
  await publishLiveEvent(tx, entry.userId, { type: 'balance', currency: entry.currency, amount: balanceAfter.toString() }, now);
  return balanceAfter;
}

export async function findBalances(db: Executor, userId: number): Promise<{ currency: Currency; amount: bigint }[]> {
  return db.select({ currency: balances.currency, amount: balances.amount }).from(balances).where(eq(balances.userId, userId));
}

export async function ledgerEntries(db: Executor, userId: number) {
  return db.select().from(ledger).where(eq(ledger.userId, userId)).orderBy(ledger.id);
}

/** How many ledger rows of a user for `reason` were written in [from, to). */
export async function countLedgerRows(db: Executor, rows: { userId: number; reason: LedgerReason; from: Date; to: Date }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(ledger)
    .where(and(eq(ledger.userId, rows.userId), eq(ledger.reason, rows.reason), gte(ledger.createdAt, rows.from), lt(ledger.createdAt, rows.to)));
  return row?.n ?? 0;
}
