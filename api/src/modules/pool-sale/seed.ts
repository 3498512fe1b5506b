import type { SeedContext } from '../../lib/seed-context';
import { DEMO_POOL_SALES } from './constants';
import { openSale } from './lifecycle';

const HOUR_S = 3600;

/** The demo sales (DEMO_POOL_SALES), placed around the moment the demo data is created. */
export async function seedPoolSales({ tx, now }: SeedContext): Promise<void> {
  for (const { startsInHours, durationHours, ...sale } of DEMO_POOL_SALES) {
    await openSale(tx, { ...sale, startsInS: startsInHours * HOUR_S, durationS: durationHours * HOUR_S }, now);
  }
}
