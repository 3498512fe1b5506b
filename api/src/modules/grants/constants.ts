import { toBaseUnits, type Currency, type GrantSource, type Rarity } from '@fc/shared/contracts';

/**
 * Rewards earned by trial cards stay frozen until the account owns this many paid (not trial) cards of at least this
 * rarity (DOMAIN.md "Cards"). [public]
 */
export const TRIAL_UNLOCK_CARDS = 3;
export const TRIAL_UNLOCK_MIN_RARITY: Rarity = 'rare';

const DAY_S = 86_400;

/** The demo account's grants, part-released: source, amount, how long ago it started, over how long. [ours] */
export const DEMO_GRANTS: { source: GrantSource; currency: Currency; amount: bigint; startedDaysAgo: number; durationS: number }[] = [
  { source: 'topPrize', currency: 'TMT', amount: toBaseUnits('TMT', '2600'), startedDaysAgo: 60, durationS: 180 * DAY_S },
  { source: 'airdrop', currency: 'GOAL', amount: toBaseUnits('GOAL', '500'), startedDaysAgo: 10, durationS: 30 * DAY_S },
  { source: 'referral', currency: 'TMT', amount: toBaseUnits('TMT', '40'), startedDaysAgo: 20, durationS: 30 * DAY_S },
];
