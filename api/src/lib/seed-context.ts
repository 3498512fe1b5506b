import type { Transaction } from '../db/client';

/** What each domain's demo seed gets (src/seed.ts runs them; a module's seed.ts imports only this). */
export interface SeedContext {
  tx: Transaction;
  now: Date;
  /** The demo account (DEMO_ACCOUNT) the seeds give data to. */
  demoUserId: number;
}
