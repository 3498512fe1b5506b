import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appSecrets } from './tables';

// Any constant works: it serializes the demo seeding of instances starting together on one server.
const SEED_LOCK_KEY = 7_401_121;

export async function ping(db: Executor): Promise<void> {
  await db.execute(sql`SELECT 1`);
}

export async function takeSeedLock(tx: Executor): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
}

/**
 * The secret `name` of this database: drawn on first use (by default 256 random bits, hex); every later call (and
 * instance) reads that one.
 */
export async function ensureAppSecret(db: Executor, name: string, draw: () => string = () => randomBytes(32).toString('hex')): Promise<string> {
  await db.insert(appSecrets).values({ name, value: draw() }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name)).limit(1);
  if (!row) throw new Error(`app secret ${name} missing`);
  return row.value;
}
