import { CURRENCIES } from '@fc/shared/contracts';
import type { SeedContext } from '../../lib/seed-context';
import { DEMO_BALANCES, LedgerReason } from './constants';
import { applyLedgerEntry } from './repository';

/** Demo balances in every currency, through the ledger like any other credit. */
export async function seedWallet({ tx, now, demoUserId }: SeedContext): Promise<void> {
  for (const currency of CURRENCIES) {
    await applyLedgerEntry(tx, { userId: demoUserId, currency, delta: DEMO_BALANCES[currency], reason: LedgerReason.demoSeed, ref: null }, now);
  }
}
