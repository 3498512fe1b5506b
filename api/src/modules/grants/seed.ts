import type { SeedContext } from '../../lib/seed-context';
import { DEMO_GRANTS } from './constants';
import { writeGrant } from './repository';

const DAY_MS = 86_400_000;

/** The demo account's grants from three sources, part-released. */
export async function seedGrants({ tx, now, demoUserId }: SeedContext): Promise<void> {
  for (const [index, grant] of DEMO_GRANTS.entries()) {
    await writeGrant(
      tx,
      {
        userId: demoUserId,
        source: grant.source,
        currency: grant.currency,
        amount: grant.amount,
        startsAt: new Date(now.getTime() - grant.startedDaysAgo * DAY_MS),
        durationS: grant.durationS,
        ref: `demo:${index}`,
      },
      now,
    );
  }
}
