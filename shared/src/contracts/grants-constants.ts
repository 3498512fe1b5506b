/** Where a frozen reward (a grant) comes from (DOMAIN.md "Vesting and the claim center"). */
export const GRANT_SOURCES = ['topManagerDaily', 'topManagerSeason', 'pvp', 'topPrize', 'airdrop', 'draw', 'referral', 'fanStaking'] as const;
export type GrantSource = (typeof GRANT_SOURCES)[number];
