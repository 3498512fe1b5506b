import type { Database, Executor, Transaction } from './client';

/**
 * Rows a transaction writes at its end, all of one kind in one statement, instead of one statement (one round trip to
 * the database) each: a write request publishes several live events, and each used to be an INSERT of its own.
 * `batchingTransactions` makes every transaction of a database (and every savepoint inside one) keep its rows until
 * its work is done; then the transaction writes them, in the order they were added, before it commits. A savepoint
 * that rolls back drops its rows with it, one that is released hands them to its transaction: exactly what the
 * statements would have done. Outside such a transaction (the database itself) a row is written at once.
 */
/** Rows per statement: well under PostgreSQL's 65,535 parameters of one statement for any table here. */
const WRITE_BATCH_ROWS = 1_000;

export class DeferredWrite<T> {
  constructor(private readonly writeRows: (tx: Executor, rows: T[]) => Promise<void>) {}

  async add(db: Executor, row: T): Promise<void> {
    const scope = scopes.get(db);
    if (!scope) return this.writeRows(db, [row]);
    const queue = scope.get(this as DeferredWrite<unknown>);
    if (queue) queue.push(row);
    else scope.set(this as DeferredWrite<unknown>, [row]);
  }

  /** Writes `rows` now (the end of a transaction), in statements of at most WRITE_BATCH_ROWS rows. */
  async write(tx: Executor, rows: T[]): Promise<void> {
    for (let start = 0; start < rows.length; start += WRITE_BATCH_ROWS) await this.writeRows(tx, rows.slice(start, start + WRITE_BATCH_ROWS));
  }
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
      // Each kind in one statement; a kind added during the writes (none today) would wait for the next round.
      while (scope.size > 0) {
        const pending = [...scope];
        scope.clear();
        for (const [kind, rows] of pending) await kind.write(tx, rows);
      }
      return result;
    }, config);
  db.transaction = transaction as Database['transaction'];
  return db;
}
