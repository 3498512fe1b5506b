import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseHandle } from './client';

export const MIGRATIONS_DIR = path.resolve(__dirname, '../../migrations');
const FILE_PATTERN = /^(\d{4})_[a-z0-9_]+\.sql$/;
// Any constant works: it serializes concurrent starts against one PostgreSQL server.
const MIGRATION_LOCK_KEY = 7_401_120;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => FILE_PATTERN.test(file))
    .sort()
    .map((file) => ({ version: file.slice(0, 4), name: file, sql: readFileSync(path.join(dir, file), 'utf8') }));
}

/** Applies the committed SQL files not yet recorded in `schema_migrations`, in order, in one transaction. */
export async function migrate(handle: DatabaseHandle, migrations = readMigrations()): Promise<string[]> {
  return handle.rawTransaction(async (raw) => {
    await raw.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await raw.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const applied = new Set((await raw.query<{ version: string }>('SELECT version FROM schema_migrations')).map((row) => row.version));
    const done: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      await raw.exec(migration.sql);
      await raw.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      done.push(migration.name);
    }
    return done;
  });
}
