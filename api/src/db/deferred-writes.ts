import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database, Executor, Transaction } from './client';

/**
 * Rows a transaction writes at its end, all of one kind in one statement, instead of one statement (one round trip to
 * the database) each: a write request publishes several live events, and each used to be an INSERT of its own.
 * `batchingTransactions` makes every transaction of a database (and every savepoint inside one) keep its rows until
 * its work is done; then the transaction writes them, in the order they were added (or the kind's own order), before
 * it commits. A savepoint that rolls back drops its rows with it, one that is released hands them to its transaction:
 * exactly what the statements would have done. The kinds' INSERTs go in one statement too (each in a WITH clause of
 * its own: a purchase writes its live events and its card's history in one round trip), unless their rows pass
 * WRITE_BATCH_ROWS together. Outside such a transaction (the database itself) a row is written at once.
 */
/** Rows per statement: well under PostgreSQL's 65,535 parameters of one statement for any table here. */
const WRITE_BATCH_ROWS = 1_000;

export class DeferredWrite<T> {
  /**
   * @param insertOf the INSERT that writes `rows` (not run: the transaction's end runs it, with the other kinds').
   * @param order the order the rows are written in, across all of a transaction's batches (else the order added).
   */
  constructor(
    private readonly insertOf: (tx: Executor, rows: T[]) => SQLWrapper,
    private readonly order?: (a: T, b: T) => number,
  ) {}

  async add(db: Executor, row: T): Promise<void> {
    const scope = scopes.get(db);
    if (!scope) {
      await db.execute(this.insertOf(db, [row]).getSQL());
      return;
    }
    const queue = scope.get(this as DeferredWrite<unknown>);
    if (queue) queue.push(row);
    else scope.set(this as DeferredWrite<unknown>, [row]);
  }

  /** The INSERTs that write `rows`, each of at most WRITE_BATCH_ROWS rows. */
  inserts(tx: Executor, added: T[]): SQL[] {
    const rows = this.order ? added.toSorted(this.order) : added;
    const inserts: SQL[] = [];
    for (let start = 0; start < rows.length; start += WRITE_BATCH_ROWS) inserts.push(this.insertOf(tx, rows.slice(start, start + WRITE_BATCH_ROWS)).getSQL());
    return inserts;
  }
}

/** Writes every kind's rows: one statement when they fit in WRITE_BATCH_ROWS together, else a statement per batch. */
async function writeAll(tx: Executor, pending: [DeferredWrite<unknown>, unknown[]][]): Promise<void> {
  const rowCount = pending.reduce((total, [, rows]) => total + rows.length, 0);
  const inserts = pending.flatMap(([kind, rows]) => kind.inserts(tx, rows));
  const [only] = inserts;
  if (only && inserts.length === 1) await tx.execute(only);
  else if (rowCount <= WRITE_BATCH_ROWS) {
    // Data-modifying WITH clauses all run, whatever the main query reads; the kinds are of different tables.
    const clauses = inserts.map((insert, index) => sql`${sql.identifier(`deferred_${index}`)} as (${insert})`);
    await tx.execute(sql`with ${sql.join(clauses, sql`, `)} select 1`);
  } else for (const insert of inserts) await tx.execute(insert);
}

/** What a transaction or savepoint keeps, per kind, in the order it was added. */
type Scope = Map<DeferredWrite<unknown>, unknown[]>;
const scopes = new WeakMap<Executor, Scope>();

type TransactionWork<T> = (tx: Transaction) => Promise<T>;

/** Savepoints (`tx.transaction`) hand their rows to the transaction they are in once their work is done. */
function keepRowsOf(tx: Transaction, scope: Scope): void {
  const savepoint = tx.transaction.bind(tx);
  const nested = <T>(work: TransactionWork<T>): Promise<T> =>
    savepoint(async (inner) => {
      const innerScope: Scope = new Map();
      scopes.set(inner, innerScope);
      keepRowsOf(inner, innerScope);
      const result = await work(inner);
      for (const [kind, rows] of innerScope) {
        const queue = scope.get(kind);
        if (queue) queue.push(...rows);
        else scope.set(kind, rows);
      }
      return result;
    });
  tx.transaction = nested as Transaction['transaction'];
}

/** Makes `db`'s transactions keep their deferred rows (`DeferredWrite`) and write them just before they commit. */
export function batchingTransactions(db: Database): Database {
  const begin = db.transaction.bind(db);
  const transaction = <T>(work: TransactionWork<T>, config?: Parameters<Database['transaction']>[1]): Promise<T> =>
    begin(async (tx) => {
      const scope: Scope = new Map();
      scopes.set(tx, scope);
      keepRowsOf(tx, scope);
      const result = await work(tx);
      // Every kind in one statement; a kind added during the writes (none today) would wait for the next round.
      while (scope.size > 0) {
        const pending = [...scope];
        scope.clear();
        await writeAll(tx, pending);
      }
      return result;
    }, config);
  db.transaction = transaction as Database['transaction'];
  return db;
}
