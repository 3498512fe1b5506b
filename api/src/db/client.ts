import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { is } from 'drizzle-orm';
import { PgTransaction, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Client, Pool } from 'pg';
import type { DatabaseTarget } from '../config';
import { MEMORY_DATA_DIR } from '../config';
import { batchingTransactions } from './deferred-writes';

/** The one typed data layer, the same over PGlite and node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What repository functions take: the database or an open transaction. */
export type Executor = Database | Transaction;

/** Whether `db` is a transaction (or a savepoint in one) rather than the database itself. */
export function isTransaction(db: Executor): db is Transaction {
  return is(db, PgTransaction);
}

/** Raw access for the migration runner: multi-statement SQL inside one transaction. */
export interface RawSql {
  exec(text: string): Promise<void>;
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
}

/** A statement's rows, as node-postgres answers them. */
export interface SqlResult {
  rows: unknown[];
}

export interface DatabaseHandle {
  kind: DatabaseTarget['kind'];
  db: Database;
  rawTransaction<T>(work: (raw: RawSql) => Promise<T>): Promise<T>;
  /**
   * One call outside any transaction, for a library that manages its own (the job runner): without values the text
   * may hold several statements, its own BEGIN/COMMIT included; the rows are those of the last statement.
   */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  /**
   * LISTEN on `channel`: `onNotify` gets the payload of every NOTIFY on it once its transaction commits (from any
   * process on the same database). A lost connection LISTENs again by itself; what was notified meanwhile is lost, so
   * `onResume` is called each time it listens again, for the listener to read what it may have missed. Resolves with
   * the function that stops listening.
   */
  listen(channel: string, onNotify: (payload: string) => void, onResume?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** How long a lost LISTEN connection to PostgreSQL waits before it connects again (ms). */
const RELISTEN_DELAY_MS = 1_000;
/**
 * How long opening a connection to PostgreSQL may take (ms): a server that does not answer at all (a network partition)
 * is then SERVICE_UNAVAILABLE like one that refuses, instead of a call that never ends.
 */
const CONNECT_TIMEOUT_MS = 10_000;
/**
 * Idle pool connections are kept, never closed after a while (pg-pool's default closes them after 10 s): a pool that
 * shrinks in a lull opens connections again at the next burst, each a SCRAM handshake, a new PostgreSQL backend with
 * empty caches and every prepared statement planned again, at the moment the process has the least time for it. The
 * pools are small and fixed (READ_POOL_SIZE, TRANSACTION_POOL_SIZE), so holding them costs little.
 */
const KEEP_IDLE_CONNECTIONS = 0;

/** Closing twice (a failed start, then the app's onClose) closes once. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | null = null;
  return () => (closing ??= close());
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  if (!dataDir.startsWith(MEMORY_DATA_DIR)) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  await client.waitReady;
  return {
    kind: 'pglite',
    db: batchingTransactions(drizzlePglite({ client })),
    rawTransaction: (work) =>
      client.transaction((tx) =>
        work({
          exec: async (text) => {
            await tx.exec(text);
          },
          query: async <T>(text: string, params: unknown[] = []) => (await tx.query<T>(text, params)).rows,
        }),
      ),
    executeSql: async (text, values) => {
      if (values) return client.query(text, values);
      try {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      } catch (error) {
        // An error inside the text's own BEGIN leaves the one PGlite connection in an aborted transaction.
        await client.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
    listen: async (channel, onNotify) => {
      const stop = await client.listen(channel, onNotify);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: once(() => client.close()),
  };
}

/**
 * A connection of its own that LISTENs (a pooled one would be handed to others); when it is lost it connects again
 * every RELISTEN_DELAY_MS until it can, then calls `onResume`: what was notified meanwhile is lost, so a listener must
 * not depend on every notification (see modules/events).
 */
async function listenPostgres(
  url: string,
  channel: string,
  handlers: { onNotify: (payload: string) => void; onResume: () => void; onError: (error: Error) => void },
): Promise<() => Promise<void>> {
  const { onNotify, onResume, onError } = handlers;
  let stopped = false;
  let client: Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const reconnectLater = (): void => {
    if (stopped) return;
    retry = setTimeout(() => {
      connect().then(
        () => {
          if (!stopped) onResume();
        },
        (error: Error) => {
          onError(error);
          reconnectLater();
        },
      );
    }, RELISTEN_DELAY_MS);
  };
  const connect = async (): Promise<void> => {
    const next = new Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', (error) => {
      onError(error);
      void next.end().catch(() => undefined);
      if (client === next) {
        client = null;
        reconnectLater();
      }
    });
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    } catch (error) {
      void next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) await next.end();
    else client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
    client = null;
  };
}

export interface OpenOptions {
  /** A connection failed (server restart, network): the pool drops it and opens another when needed. */
  onConnectionLost?: (error: Error) => void;
}

/**
 * Connections of one process for statements outside a transaction (page reads, the job runner's calls) and, apart,
 * for transactions (every money action). Apart, so that a burst of page reads never makes a purchase queue for a
 * connection behind them, nor the reverse. Both together, times the API processes, stay under PostgreSQL's
 * max_connections (100 by default) with room for the LISTEN connections and an operator's.
 */
export const READ_POOL_SIZE = 8;
export const TRANSACTION_POOL_SIZE = 8;

/** A pool of node-postgres connections that survives their loss (`onConnectionLost` hears of it). */
function openPool(url: string, max: number, onConnectionLost: (error: Error) => void): Pool {
  const pool = new Pool({ connectionString: url, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, idleTimeoutMillis: KEEP_IDLE_CONNECTIONS });
  // Without a listener such an error is thrown as an unhandled 'error' event and ends the process.
  pool.on('error', onConnectionLost);
  // The pool listens on its idle connections only: one checked out (a transaction between two statements, or a
  // query in flight) whose server session ends emits 'error' with no listener, which would end the process. The
  // statement that was using it is failed by pg itself and the pool drops the connection on release (not queryable).
  pool.on('acquire', (client) => client.on('error', onConnectionLost));
  pool.on('release', (_error, client) => client.removeListener('error', onConnectionLost));
  return pool;
}

async function openPostgres(url: string, { onConnectionLost = () => undefined }: OpenOptions): Promise<DatabaseHandle> {
  const pool = openPool(url, READ_POOL_SIZE, onConnectionLost);
  const transactionPool = openPool(url, TRANSACTION_POOL_SIZE, onConnectionLost);
  const probe = await pool.connect();
  probe.release();
  const db: Database = drizzleNodePg({ client: pool });
  const transactions = batchingTransactions(drizzleNodePg({ client: transactionPool }));
  db.transaction = transactions.transaction.bind(transactions);
  return {
    kind: 'postgres',
    db,
    rawTransaction: async (work) => {
      const client = await transactionPool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          // Without parameters pg uses the simple protocol, which accepts several statements.
          exec: async (text) => {
            await client.query(text);
          },
          query: async <T>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as T[],
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    // Exactly what pg-boss's own pool does; without values pg uses the simple protocol, which takes several statements.
    executeSql: (text, values) => pool.query(text, values),
    listen: (channel, onNotify, onResume = () => undefined) => listenPostgres(url, channel, { onNotify, onResume, onError: onConnectionLost }),
    close: once(async () => {
      await Promise.all([pool.end(), transactionPool.end()]);
    }),
  };
}

export function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<DatabaseHandle> {
  return target.kind === 'postgres' ? openPostgres(target.url, options) : openPglite(target.dataDir);
}
