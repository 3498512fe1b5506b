import type { GameRankingResponse, RankingRow } from '@fc/shared';

export const NOW = 1_900_000_000;
export const TMT = (whole: number) => `${whole}${'0'.repeat(18)}`;

export const season = {
  index: 43,
  label: 'S43',
  startsAt: NOW - 3 * 86_400 - 3600,
  endsAt: NOW - 3 * 86_400 - 3600 + 28 * 86_400,
  day: 4,
  dailyPool: TMT(25_000),
  seasonPool: TMT(250_000),
};

export const row = (extra: Partial<RankingRow> = {}): RankingRow => ({
  rank: 1,
  club: 'Northgate FC',
  points: 12,
  matches: 5,
  wins: 4,
  draws: 0,
  losses: 1,
  reward: TMT(1_500),
  me: false,
  ...extra,
});

export const ranking = (extra: Partial<GameRankingResponse> = {}): GameRankingResponse => ({
  scope: 'daily',
  season,
  day: '2030-03-17',
  final: false,
  pool: TMT(25_000),
  list: [row(), row({ rank: 2, club: 'Harbor Cross Rovers', points: 7, matches: 3, wins: 2, draws: 1, losses: 0, reward: TMT(875) })],
  total: 2,
  page: 1,
  pageSize: 50,
  me: null,
  ...extra,
});
