import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

// Any constant works: it serializes the demo seeding of instances starting together on one server.
const SEED_LOCK_KEY = 7_401_121;

export async function ping(db: Executor): Promise<void> {
  await db.execute(sql`SELECT 1`);
}

export async function takeSeedLock(tx: Executor): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
}
