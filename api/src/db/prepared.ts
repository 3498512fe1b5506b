import type { Database } from './client';

/** What a query builder's `.prepare(name)` answers, as far as this module uses it. */
export interface PreparedQuery<Result> {
  execute(values?: Record<string, unknown>): Promise<Result>;
}

/** A query builder that can be prepared under a name (`''`: an unnamed statement, planned with each call's values). */
export interface Preparable<Result> {
  prepare(name: string): PreparedQuery<Result>;
}

const statementsOf = new WeakMap<Database, Map<string, PreparedQuery<unknown>>>();

/**
 * The read named `name`, prepared once per database: `build` runs the first time only, so its SQL is built once
 * instead of on every call (drizzle's building is a third of the API's CPU under load), and over node-postgres it is a
 * named statement that PostgreSQL parses and plans once per connection.
 *
 * Rules for `build`: the values that change between calls are `sql.placeholder(key)`, given to `execute` (sent as they
 * are, not through the column's mapping: a Date as ISO text, a list as an array with `= any(…)`); a query whose shape
 * depends on its input (which filters are set) needs a name per shape. Only on the database itself: a prepared query
 * runs on the pool, never in an open transaction.
 */
export function preparedOnce<Result>(db: Database, name: string, build: () => Preparable<Result>): PreparedQuery<Result> {
  let statements = statementsOf.get(db);
  if (!statements) {
    statements = new Map();
    statementsOf.set(db, statements);
  }
  let statement = statements.get(name) as PreparedQuery<Result> | undefined;
  if (!statement) {
    statement = build().prepare(name);
    statements.set(name, statement as PreparedQuery<unknown>);
  }
  return statement;
}
