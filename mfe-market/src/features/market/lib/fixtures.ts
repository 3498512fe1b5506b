// Answers of the market's calls in the contract's shapes, for the pages' tests.
import type { CardSummary, CurrencyResponse, MarketDetailResponse, MarketListing, MarketListResponse } from '@fc/shared';

export const NOW = 1_900_000_000;
export const TMT = (whole: number | string) => (BigInt(Math.round(Number(whole) * 10_000)) * 10n ** 14n).toString();

export const fpCard = (extra: Partial<CardSummary> = {}): CardSummary => ({
  tokenId: '501',
  family: 'fp',
  state: 'listed',
  rarity: 'epic',
  serial: 7,
  supply: 50,
  kind: null,
  trialUntil: null,
  player: {
    id: 11,
    name: 'Ada Stone',
    nationality: 'GB',
    born: '2001-02-03',
    position: 'FW',
    preferredPosition: 'ST',
    heightCm: 180,
    club: { id: 3, name: 'Harbor Cross Rovers', shortName: 'HCR', primaryColor: '#fff', secondaryColor: '#000' },
  },
  fp: { level: 4, xp: 120, stamina: 80, rating: 77 },
  ...extra,
});

export const listing = (extra: Partial<MarketListing> = {}): MarketListing => ({
  transId: '41',
  tab: 'fp',
  saleType: 'fixed',
  state: 'listed',
  item: fpCard(),
  price: TMT(120),
  startPrice: TMT(120),
  minNextBid: null,
  bidCount: 0,
  seller: 'Ma***n',
  mine: false,
  leading: null,
  favorite: false,
  listedAt: NOW - 3600,
  endsAt: null,
  closedAt: null,
  soldPrice: null,
  ...extra,
});

export const auction = (extra: Partial<MarketListing> = {}): MarketListing =>
  listing({ transId: '42', saleType: 'auction', price: TMT(100), startPrice: TMT(100), minNextBid: TMT(100), endsAt: NOW + 2 * 3600, ...extra });

export const page = (list: MarketListing[], extra: Partial<MarketListResponse> = {}): MarketListResponse => ({ list, total: list.length, page: 1, pageSize: 24, now: NOW, ...extra });

export const detail = (extra: Partial<MarketDetailResponse> = {}): MarketDetailResponse => ({
  listing: listing(),
  bids: [],
  priceHistory: [],
  floorPrice: TMT(110),
  volume: [],
  fee: TMT(6),
  proceeds: TMT(114),
  now: NOW,
  ...extra,
});

export const balances = (tmt: number): CurrencyResponse => ({ currency: { USD: '0', BNB: '0', TMT: TMT(tmt), GOAL: '0', POINTS: '0' } }) as CurrencyResponse;
