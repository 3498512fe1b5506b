/**
 * Staking, fan-token (GOAL) staking and the airdrop (issue 14; DOMAIN.md "Staking, airdrop, draw"): the numbers the
 * server enforces and the pages show. Card staking power is its own table (DOMAIN lists it apart from TopPrize's).
 */
import type { Rarity } from './cards-constants';

const DAY_S = 86_400;

/** A staked card's power by rarity. [spec, ours] */
export const CARD_STAKING_POWER: Readonly<Record<Rarity, number>> = { common: 1, rare: 10, epic: 100, legendary: 1000, unique: 3000 };
/** Most cards one account has staked (counting power) at once; frozen cards do not count. [spec] */
export const MAX_STAKED_CARDS = 5;
/** An unstaked card stays frozen (in state `staking`, without power) this long before it is usable again. [spec] */
export const UNSTAKE_FREEZE_S = DAY_S;
/** The currency of fan-token staking and of the airdrop. */
export const STAKING_TOKEN = 'GOAL' as const;
/** Fan-token staking locks the amount this long; then it comes back, whole, through the claim center. [spec] */
export const GOAL_STAKE_LOCK_S = 30 * DAY_S;
/** An airdrop reward releases linearly over this long from the round's end. [spec, ours] */
export const AIRDROP_VESTING_S = 30 * DAY_S;
/** How many settled airdrop rounds /game/airdrop lists. [ours] */
export const AIRDROP_PAST_ROUNDS = 10;
/** How many GOAL stakes /game/stake/goal lists (newest first). [ours] */
export const GOAL_STAKES_LISTED = 50;

/** The job that ends unstaked cards' freeze and the one that settles ended airdrop rounds: every minute. */
export const STAKE_UNFREEZE_JOB = 'stake-unfreeze';
export const AIRDROP_SETTLE_JOB = 'airdrop-settle';
export const STAKING_JOB_CRON = '* * * * *';

/** The demo's airdrop rounds (pool in whole GOAL, times relative to the seed). [ours] */
export const DEMO_AIRDROP_ROUNDS = {
  current: { pool: '10000', startedDaysAgo: 1, endsInDays: 6 },
  past: { pool: '5000', startedDaysAgo: 10, endedDaysAgo: 3 },
} as const;

/** /dev/airdropRound: the longest round it opens (seconds). */
export const DEV_AIRDROP_MAX_S = 30 * DAY_S;

/** The power `rarity` gives a staked card. */
export function stakingPower(rarity: Rarity): number {
  return CARD_STAKING_POWER[rarity];
}

/**
 * The share of `pool` (base units) that `power` earns of `totalPower`, rounded down: the airdrop's settlement and the
 * page's projection use this one rule.
 */
export function airdropShare(pool: bigint, power: number, totalPower: number): bigint {
  if (power <= 0 || totalPower <= 0) return 0n;
  return (pool * BigInt(power)) / BigInt(totalPower);
}
