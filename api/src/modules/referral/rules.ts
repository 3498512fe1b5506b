import { REFERRAL_CONSUMED_PER, REFERRAL_REWARD_PER } from './constants';

/**
 * What the inviter is owed now for a friend who has consumed `consumed` in all and was rewarded `rewarded` so far:
 * the whole base units of consumed × rate not yet paid. The fraction left is carried to the next consumption, so the
 * sum of a friend's rewards is always floor(total consumed × rate): nothing is rounded away.
 */
export function rewardDue(consumed: bigint, rewarded: bigint): bigint {
  return (consumed * REFERRAL_REWARD_PER) / REFERRAL_CONSUMED_PER - rewarded;
}
