import type { GameRankingResponse, RankingRow } from '@fc/shared';
import { NOW, season as currentSeason, TMT } from '../../../test/fixtures';

export { NOW, TMT };

/** The season the ranking tests browse: the remote's fixture season, numbered like a long-running game's. */
export const season = { ...currentSeason, index: 43, label: 'S43' };

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
