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
  const hooks = hooksOf(entry);
  const hookReads = hooks.map((hook, index) => (hook.read ? sql`, (${hook.read(entry.userId)})::text AS ${sql.raw(hookColumn(0, index))}` : sql``));
  // The balance and its ledger row in one statement (one round trip): the row is written only if the balance changed.
  const [row] = await writeLedger(
    tx,
    sql`WITH changed AS (${balanceChange})
      INSERT INTO ledger (user_id, currency, delta, balance_after, reason, ref, created_at)
      SELECT ${entry.userId}, ${entry.currency}, ${delta}::numeric, amount, ${entry.reason}, ${entry.ref}, ${at}::timestamptz FROM changed
      RETURNING id::text AS id, balance_after::text AS balance_after${sql.join(hookReads)}`,
  );
  if (!row) throw new AppError('BALANCE_NOT_ENOUGH');
  return afterLedgerRow(tx, entry, hooks, row, 0, now);
}

/**
 * Applies entries of several users in one order, by user (each user's in the order given): two transactions paying
 * each other's users (a purchase each way between the same two) lock their balances in that one order and cannot
 * deadlock. All in one statement (migration 0046's function, which applies them one after the other), each entry as
 * `applyLedgerEntry` applies it. A refused entry aborts the transaction as `applyLedgerEntry` does, whatever was
 * applied before it.
 */
export async function applyLedgerEntries(tx: Transaction, entries: readonly LedgerEntry[], now: Date): Promise<void> {
  const ordered = entries.toSorted((a, b) => a.userId - b.userId);
  if (ordered.length <= 1) {
    for (const entry of ordered) await applyLedgerEntry(tx, entry, now);
    return;
  }
  if (ordered.some((entry) => entry.delta === 0n)) throw new RangeError('a ledger entry changes the balance');
  const hooks = ordered.map(hooksOf);
  // Each hook's read for its own entry's row only (CASE runs the subquery of the branch taken).
  const hookReads = hooks.flatMap((entryHooks, entryIndex) =>
    entryHooks.map((hook, index) =>
      hook.read ? sql`, CASE WHEN entry_index = ${sql.raw(String(entryIndex + 1))} THEN (${hook.read(ordered[entryIndex]!.userId)})::text END AS ${sql.raw(hookColumn(entryIndex, index))}` : sql``,
    ),
  );
  const list = (values: readonly unknown[], type: string) => sql`ARRAY[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::${sql.raw(type)}[]`;
  const rows = await writeLedger(
    tx,
    sql`SELECT ledger_id::text AS id, amount_after::text AS balance_after${sql.join(hookReads)}
      FROM ledger_apply_entries(${list(ordered.map((entry) => entry.userId), 'bigint')}, ${list(ordered.map((entry) => entry.currency), 'text')},
        ${list(ordered.map((entry) => entry.delta.toString()), 'numeric')}, ${list(ordered.map((entry) => entry.reason), 'text')},
        ${list(ordered.map((entry) => entry.ref), 'text')}, ${now.toISOString()}::timestamptz)
      ORDER BY entry_index`,
  );
  if (rows.length !== ordered.length) throw new Error(`ledger_apply_entries wrote ${rows.length} of ${ordered.length} entries`);
  for (const [entryIndex, entry] of ordered.entries()) await afterLedgerRow(tx, entry, hooks[entryIndex]!, rows[entryIndex]!, entryIndex, now);
}

type LedgerRowWritten = { id: string; balance_after: string } & Record<string, string | null>;

function hooksOf(entry: LedgerEntry): LedgerHook[] {
  return [...ledgerHooks].filter((hook) => hook.applies(entry));
}

function hookColumn(entryIndex: number, hookIndex: number): string {
  return `hook_${entryIndex}_${hookIndex}`;
}

/** Runs a ledger statement; a balance the CHECK refuses (past zero, or none to debit) is BALANCE_NOT_ENOUGH. */
async function writeLedger(tx: Transaction, statement: SQL): Promise<LedgerRowWritten[]> {
  try {
    return ((await tx.execute(statement)) as SqlResult).rows as LedgerRowWritten[];
  } catch (error) {
    if (isViolation(error, PgErrorCode.CHECK_VIOLATION, BALANCE_CHECK_CONSTRAINT)) throw new AppError('BALANCE_NOT_ENOUGH');
    throw error;
  }
}

/** What follows an entry's ledger row: the hooks that apply, then the owner's new balance on their streams. */
async function afterLedgerRow(tx: Transaction, entry: LedgerEntry, hooks: LedgerHook[], row: LedgerRowWritten, entryIndex: number, now: Date): Promise<bigint> {
  const balanceAfter = BigInt(row.balance_after);
  for (const [index, hook] of hooks.entries()) await hook.run(tx, { ...entry, id: Number(row.id) }, now, row[hookColumn(entryIndex, index)] ?? null);
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
