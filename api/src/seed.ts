import type { Database } from './db/client';
import type { SeedContext } from './lib/seed-context';
import { seedAccount } from './modules/account/seed';
import { countUsers } from './modules/account/repository';
import { seedMessages } from './modules/messages/seed';
import { takeSeedLock } from './modules/system/repository';
import { seedWallet } from './modules/wallet/seed';
import { seedCards } from './modules/cards/seed';
import { seedGrants } from './modules/grants/seed';
import { seedTraining } from './modules/training/seed';
import { seedPoolSales } from './modules/pool-sale/seed';
import { seedPacks } from './modules/packs/seed';
import { seedMarket } from './modules/market/seed';
import { seedTopPrize } from './modules/top-prize/seed';
import { seedStaking } from './modules/staking/seed';
import { seedPayments } from './modules/payments/seed';
import { seedBuyTmt } from './modules/buy-tmt/seed';

/** Each domain's demo data, in order; later domains append theirs. */
export const domainSeeds: ReadonlyArray<(context: SeedContext) => Promise<void>> = [
  seedWallet,
  seedMessages,
  seedCards,
  seedGrants,
  seedTraining,
  seedPoolSales,
  seedPacks,
  seedMarket,
  seedTopPrize,
  seedStaking,
  seedPayments,
  seedBuyTmt,
];

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
