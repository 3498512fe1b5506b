/** Query keys of staking's calls: a stake or an unstake refreshes every one of them (power moves the airdrop too). */
export const stakingKeys = {
  all: ['game', 'staking'] as const,
  info: () => [...stakingKeys.all, 'info'] as const,
  stakable: () => [...stakingKeys.all, 'stakable'] as const,
  goal: () => [...stakingKeys.all, 'goal'] as const,
  airdrop: () => [...stakingKeys.all, 'airdrop'] as const,
};
