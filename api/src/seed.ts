import type { Database, Transaction } from './db/client';
import { seedAccount } from './modules/account/seed';
import { countUsers } from './modules/account/repository';
import { seedMessages } from './modules/messages/seed';
import { takeSeedLock } from './modules/system/repository';
import { seedWallet } from './modules/wallet/seed';

export interface SeedContext {
  tx: Transaction;
  now: Date;
  /** The demo account (DEMO_ACCOUNT) the seeds give data to. */
  demoUserId: number;
}

/** Each domain's demo data, in order; later domains append theirs. */
export const domainSeeds: ReadonlyArray<(context: SeedContext) => Promise<void>> = [seedWallet, seedMessages];

/** On an empty database (no accounts), creates the demo account and every domain's demo data in one transaction. */
export async function seedDemoData(db: Database, now: Date): Promise<boolean> {
  if ((await countUsers(db)) > 0) return false;
  return db.transaction(async (tx) => {
    await takeSeedLock(tx);
    if ((await countUsers(tx)) > 0) return false;
    const { userId } = await seedAccount(tx, now);
    for (const seed of domainSeeds) await seed({ tx, now, demoUserId: userId });
    return true;
  });
}
