// What the home page's calls answer in its tests: builders over one moment (16:07:12 UTC on 23 November 2026).
import type { GameRankingResponse, MarketListing, PackSeriesSummary, RankingRow } from '@fc/shared';

export const NOW = Math.floor(Date.parse('2026-11-23T16:07:12.400Z') / 1000);
export const TMT = (whole: number) => `${whole}${'0'.repeat(18)}`;

export const series = (extra: Partial<PackSeriesSummary>): PackSeriesSummary => ({
  seriesId: 'legend-1',
  kind: 'legend',
  period: 'onSale',
  periods: [],
  nextPeriodAt: NOW + 3600 + 65,
  priceTmt: TMT(300),
  priceUsd: '2999',
  supply: 500,
  left: 120,
  maxPerUser: 5,
  dailyLimit: 3,
  lots: 200,
  mine: null,
  now: NOW,
  ...extra,
});

export const row = (rank: number, club: string, points: number, me = false): RankingRow => ({ rank, club, points, matches: points, wins: 0, draws: points, losses: 0, reward: null, me });

export const ranking = (list: RankingRow[], me: RankingRow | null = null): GameRankingResponse => ({
  scope: 'daily',
  season: { index: 0, label: 'S0', startsAt: NOW - 21 * 86_400, endsAt: NOW + 7 * 86_400, day: 22, dailyPool: TMT(25_000), seasonPool: TMT(250_000) },
  day: '2026-11-23',
  final: false,
  pool: TMT(25_000),
  list,
  total: list.length,
  page: 1,
  pageSize: 50,
  me,
});

export const listing = (transId: string, name: string, price: string, saleType: 'fixed' | 'auction'): MarketListing => ({
  transId,
  tab: 'fp',
  saleType,
  state: 'listed',
  item: {
    tokenId: `9${transId}`,
    family: 'fp',
    state: 'listed',
    rarity: 'rare',
    serial: null,
    supply: null,
    kind: null,
    trialUntil: null,
    player: { id: Number(transId), name, nationality: 'GB', born: '2000-01-01', position: 'MF', preferredPosition: 'CM', heightCm: 175, club: { id: 1, name: 'Club', shortName: 'CLB', primaryColor: '#fff', secondaryColor: '#000' } },
    fp: { level: 1, xp: 0, stamina: 100, rating: 60 },
  },
  price: TMT(Number(price)),
  startPrice: TMT(Number(price)),
  minNextBid: null,
  bidCount: 0,
  seller: 'a***',
  mine: false,
  leading: null,
  favorite: null,
  listedAt: NOW,
  endsAt: saleType === 'auction' ? NOW + 3600 : null,
  closedAt: null,
  soldPrice: null,
});
