import { DEMO_AIRDROP_ROUNDS, STAKING_TOKEN, toBaseUnits } from '@fc/shared/contracts';
import type { SeedContext } from '../../lib/seed-context';
import { insertRound } from './repository';
import { settleDueRounds } from './service';

const DAY_MS = 86_400_000;

/** The demo's airdrop rounds: one running (DEMO_AIRDROP_ROUNDS.current) and one that ended and was settled. */
export async function seedStaking({ tx, now }: SeedContext): Promise<void> {
  const { current, past } = DEMO_AIRDROP_ROUNDS;
  const daysFromNow = (days: number) => new Date(now.getTime() + days * DAY_MS);
  await insertRound(tx, { pool: toBaseUnits(STAKING_TOKEN, past.pool), startsAt: daysFromNow(-past.startedDaysAgo), endsAt: daysFromNow(-past.endedDaysAgo), createdAt: now });
  await settleDueRounds(tx, now);
  await insertRound(tx, { pool: toBaseUnits(STAKING_TOKEN, current.pool), startsAt: daysFromNow(-current.startedDaysAgo), endsAt: daysFromNow(current.endsInDays), createdAt: now });
}
