import type { GameRewardRow, GameRewardsResponse } from '@fc/shared';

export const NOW = 1_900_000_000;
export const TMT = (whole: number) => `${whole}${'0'.repeat(18)}`;

export const grant = (extra: Partial<GameRewardRow> = {}): GameRewardRow => ({
  source: 'topManagerDaily',
  ref: '2030-03-16',
  rank: 3,
  points: 12,
  amount: TMT(300),
  released: TMT(150),
  claimable: TMT(100),
  startsAt: NOW - 15 * 86_400,
  endsAt: NOW + 15 * 86_400,
  ...extra,
});

export const rewards = (extra: Partial<GameRewardsResponse> = {}): GameRewardsResponse => ({
  kind: 'daily',
  list: [grant(), grant({ ref: '2030-03-15', rank: 40, points: 4, amount: TMT(100), released: TMT(0), claimable: TMT(0), startsAt: NOW, endsAt: NOW + 30 * 86_400 })],
  total: 2,
  page: 1,
  totals: { amount: TMT(400), released: TMT(150), claimable: TMT(100), claimed: TMT(50) },
  nextAt: NOW + 2 * 3600 + 61,
  estimate: TMT(125),
  rewardedToday: null,
  rewardedPerDay: null,
  now: NOW,
  ...extra,
});
