import type { SeedContext } from '../../lib/seed-context';
import { DEMO_POOL_SALES } from './constants';
import { openSale } from './lifecycle';

/** The demo sales (DEMO_POOL_SALES), placed around the moment the demo data is created. */
export async function seedPoolSales({ tx, now }: SeedContext): Promise<void> {
  for (const config of DEMO_POOL_SALES) await openSale(tx, config, now);
}
