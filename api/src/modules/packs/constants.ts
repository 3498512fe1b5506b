import { toBaseUnits, type PackKind, type PackPeriod } from '@fc/shared/contracts';

/** A series as configured: its kind, supply, prices, limits and the lots the drawing gives out. [ours] */
export interface SeriesConfig {
  kind: PackKind;
  supply: number;
  /** TMT and USD base units per pack. */
  priceTmt: bigint;
  priceUsd: bigint;
  maxPerUser: number;
  dailyLimit: number;
  lots: number;
}

/** The two series kinds as the sale offers them (DOMAIN.md "Packs, shop and bidding sale"; contents in PACK_CONTENTS). [ours] */
export const SERIES_CONFIG: Record<PackKind, SeriesConfig> = {
  legend: { kind: 'legend', supply: 500, priceTmt: toBaseUnits('TMT', '300'), priceUsd: toBaseUnits('USD', '29.99'), maxPerUser: 5, dailyLimit: 3, lots: 200 },
  allStar: { kind: 'allStar', supply: 5_000, priceTmt: toBaseUnits('TMT', '100'), priceUsd: toBaseUnits('USD', '9.99'), maxPerUser: 20, dailyLimit: 10, lots: 1_000 },
};

/** How long each period before the end lasts, in hours: exhibition, reservation, drawing, before sale, on sale. [ours] */
export const PERIOD_HOURS: Record<Exclude<PackPeriod, 'end'>, number> = {
  exhibition: 24,
  reservation: 48,
  drawing: 1,
  beforeSale: 24,
  onSale: 14 * 24,
};

/** Every minute the job runner does the side effects of the periods reached (DOMAIN.md "Scheduled work"). */
export const PACK_PERIODS_JOB = 'pack-periods';
export const PACK_PERIODS_JOB_CRON = '* * * * *';

/** What the ledger rows and card events of a purchase name (`ref`: pack:<purchase id>). */
export const PACK_LEDGER_REF_PREFIX = 'pack:';

/** The constraints of 0020_packs.sql a purchase over a limit trips. */
export const USER_MAX_CONSTRAINT = 'pack_user_max_not_exceeded';
export const DAILY_LIMIT_CONSTRAINT = 'pack_daily_limit_not_exceeded';

/**
 * The demo schedule (seed.ts): which period each demo series is in when the site starts, and how far into it in
 * hours, so `npm start` shows one series on sale, one taking reservations and one on exhibition. [ours]
 */
export const DEMO_SERIES: readonly { seriesId: string; kind: PackKind; period: Exclude<PackPeriod, 'end'>; hoursIn: number }[] = [
  { seriesId: 'all-star-1', kind: 'allStar', period: 'onSale', hoursIn: 30 },
  { seriesId: 'legend-1', kind: 'legend', period: 'reservation', hoursIn: 6 },
  { seriesId: 'all-star-2', kind: 'allStar', period: 'exhibition', hoursIn: 2 },
];
