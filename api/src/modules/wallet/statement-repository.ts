import { and, count, desc, eq, gte, inArray, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Currency } from '@fc/shared/contracts';
import type { Executor, SqlResult } from '../../db/client';
import { ledger } from './tables';

/** Which ledger rows of one user the statement shows. */
export interface StatementQuery {
  userId: number;
  currency?: Currency;
  /** Only rows with one of these reasons, or (`exclude`) with none of them. */
  reasons?: { only: string[] } | { exclude: string[] };
  /** Rows at or after `from` and before `until`. */
  from?: Date;
  until?: Date;
}

function statementWhere(query: StatementQuery): SQL | undefined {
  const conditions: SQL[] = [eq(ledger.userId, query.userId)];
  if (query.currency) conditions.push(eq(ledger.currency, query.currency));
  if (query.reasons && 'only' in query.reasons) conditions.push(query.reasons.only.length > 0 ? inArray(ledger.reason, query.reasons.only) : sql`false`);
  if (query.reasons && 'exclude' in query.reasons && query.reasons.exclude.length > 0) conditions.push(notInArray(ledger.reason, query.reasons.exclude));
  if (query.from) conditions.push(gte(ledger.createdAt, query.from));
  if (query.until) conditions.push(lt(ledger.createdAt, query.until));
  return and(...conditions);
}

export type StatementLedgerRow = typeof ledger.$inferSelect;

/**
 * The user's rows, newest first. Served by the indexes of migrations/0018_statement.sql: (user_id, created_at, id)
 * and, with a currency, (user_id, currency, created_at, id) — read backwards for the order.
 */
export async function statementRows(db: Executor, query: StatementQuery, page?: { limit: number; offset: number }): Promise<StatementLedgerRow[]> {
  const rows = db
    .select()
    .from(ledger)
    .where(statementWhere(query))
    .orderBy(desc(ledger.createdAt), desc(ledger.id));
  return page ? rows.limit(page.limit).offset(page.offset) : rows;
}

export async function statementCount(db: Executor, query: StatementQuery): Promise<number> {
  const [row] = await db.select({ total: count() }).from(ledger).where(statementWhere(query));
  return row?.total ?? 0;
}

/** The SQL of a statement page, for the query plan test. */
export function statementPageSql(db: Executor, query: StatementQuery, limit: number, offset: number): { sql: string; params: unknown[] } {
  return db.select().from(ledger).where(statementWhere(query)).orderBy(desc(ledger.createdAt), desc(ledger.id)).limit(limit).offset(offset).toSQL();
}

/** A (user, currency) whose balance is not the sum of its ledger rows; null where one side has no row. */
export interface BalanceMismatch {
  userId: number;
  currency: string;
  balance: string | null;
  ledgerSum: string | null;
}

/** A ledger row whose balance_after is not the previous row's (of its user and currency) plus its delta. */
export interface ChainBreak {
  id: number;
  userId: number;
  currency: string;
  delta: string;
  balanceAfter: string;
  expected: string;
}

/** Most offending rows the ledger check reports of each sort. */
const LEDGER_CHECK_REPORT_LIMIT = 50;

/**
 * The ledger invariant over the whole database: every balance equals the sum of its ledger rows, and every row's
 * balance_after is the previous row's plus its delta (the first row's is its delta). Answers the offending rows.
 */
export async function ledgerDiscrepancies(db: Executor): Promise<{ balances: BalanceMismatch[]; chains: ChainBreak[] }> {
  const balances = await db.execute(sql`
    SELECT coalesce(b.user_id, l.user_id)::int AS "userId", coalesce(b.currency, l.currency) AS currency,
           b.amount::text AS balance, l.total::text AS "ledgerSum"
    FROM balances b
    FULL JOIN (SELECT user_id, currency, sum(delta) AS total FROM ledger GROUP BY user_id, currency) l
      ON l.user_id = b.user_id AND l.currency = b.currency
    WHERE coalesce(b.amount, 0) <> coalesce(l.total, 0)
    ORDER BY 1, 2
    LIMIT ${LEDGER_CHECK_REPORT_LIMIT}`);
  const chains = await db.execute(sql`
    SELECT id::int AS id, user_id::int AS "userId", currency, delta::text AS delta, balance_after::text AS "balanceAfter",
           expected::text AS expected
    FROM (
      SELECT id, user_id, currency, delta, balance_after,
             coalesce(lag(balance_after) OVER (PARTITION BY user_id, currency ORDER BY id), 0) + delta AS expected
      FROM ledger
    ) chained
    WHERE balance_after <> expected
    ORDER BY id
    LIMIT ${LEDGER_CHECK_REPORT_LIMIT}`);
  // Both drivers answer a raw statement with node-postgres's shape; the columns are named and cast above.
  return { balances: (balances as SqlResult).rows as BalanceMismatch[], chains: (chains as SqlResult).rows as ChainBreak[] };
}
