import { and, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Currency } from '@fc/shared/contracts';
import type { Executor, SqlResult, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isViolation, PgErrorCode } from '../../lib/pg-errors';
import { publishLiveEvent } from '../events';
import { BALANCE_CHECK_CONSTRAINT, type LedgerReason } from './constants';
import { balances, ledger } from './tables';

/**
 * Work another domain does with a ledger row in the row's own transaction, without the writer knowing of it (referral
 * rewards on what a friend consumes).
 */
export interface LedgerHook {
  /** Whether the hook runs for this entry: asked of every entry, so it looks at the entry only. */
  applies(entry: LedgerEntry): boolean;
  /**
   * What the hook needs to read of the entry's user, as a scalar subquery the ledger statement itself answers (a round
   * trip fewer); `run` gets it as text (null when the subquery finds nothing).
   */
  read?(userId: number): SQL;
  run(tx: Transaction, row: { id: number } & LedgerEntry, now: Date, read: string | null): Promise<void>;
}
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
  const delta = entry.delta.toString();
  const at = now.toISOString();
  // A debit only updates: PostgreSQL checks an INSERT's candidate row (a negative amount) before it
  // looks for the conflict, so an upsert would refuse every debit. No row means nothing to debit.
  const balanceChange =
    entry.delta > 0n
      ? sql`INSERT INTO balances (user_id, currency, amount, updated_at) VALUES (${entry.userId}, ${entry.currency}, ${delta}::numeric, ${at}::timestamptz)
          ON CONFLICT (user_id, currency) DO UPDATE SET amount = balances.amount + excluded.amount, updated_at = excluded.updated_at RETURNING amount`
      : sql`UPDATE balances SET amount = amount + ${delta}::numeric, updated_at = ${at}::timestamptz
          WHERE user_id = ${entry.userId} AND currency = ${entry.currency} RETURNING amount`;
  const hooks = [...ledgerHooks].filter((hook) => hook.applies(entry));
  const hookReads = hooks.map((hook, index) => (hook.read ? sql`, (${hook.read(entry.userId)})::text AS ${sql.raw(`hook_${index}`)}` : sql``));
  let row: ({ id: string; balance_after: string } & Record<string, string | null>) | undefined;
  try {
    // The balance and its ledger row in one statement (one round trip): the row is written only if the balance changed.
    const written = await tx.execute(sql`WITH changed AS (${balanceChange})
      INSERT INTO ledger (user_id, currency, delta, balance_after, reason, ref, created_at)
      SELECT ${entry.userId}, ${entry.currency}, ${delta}::numeric, amount, ${entry.reason}, ${entry.ref}, ${at}::timestamptz FROM changed
      RETURNING id::text AS id, balance_after::text AS balance_after${sql.join(hookReads)}`);
    row = (written as SqlResult).rows[0] as typeof row;
  } catch (error) {
    if (isViolation(error, PgErrorCode.CHECK_VIOLATION, BALANCE_CHECK_CONSTRAINT)) throw new AppError('BALANCE_NOT_ENOUGH');
    throw error;
  }
  if (!row) throw new AppError('BALANCE_NOT_ENOUGH');
  const balanceAfter = BigInt(row.balance_after);
  for (const [index, hook] of hooks.entries()) await hook.run(tx, { ...entry, id: Number(row.id) }, now, row[`hook_${index}`] ?? null);
  await publishLiveEvent(tx, entry.userId, { type: 'balance', currency: entry.currency, amount: balanceAfter.toString() }, now);
  return balanceAfter;
}

/**
 * Applies entries of several users in one order, by user (each user's in the order given): two transactions paying
 * each other's users (a purchase each way between the same two) lock their balances in that one order and cannot
 * deadlock. A refused entry aborts the transaction as `applyLedgerEntry` does, whatever was applied before it.
 */
export async function applyLedgerEntries(tx: Transaction, entries: readonly LedgerEntry[], now: Date): Promise<void> {
  for (const entry of entries.toSorted((a, b) => a.userId - b.userId)) await applyLedgerEntry(tx, entry, now);
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
