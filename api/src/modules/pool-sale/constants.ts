import { toBaseUnits, type PoolSaleCurrency } from '@fc/shared/contracts';

/** The sale's ledger rows name it (`ref`: poolsale:<public id>). */
export const POOL_SALE_LEDGER_REF_PREFIX = 'poolsale:';

/** Every minute the job runner settles the sales that have ended (DOMAIN.md "Scheduled work"). */
export const POOL_SALE_JOB = 'pool-sale-settle';
export const POOL_SALE_JOB_CRON = '* * * * *';
/** Most sales one run settles; the next minute takes the rest. [ours] */
export const POOL_SALE_JOB_BATCH = 20;

/** Most sales /poolSale/list answers, newest start first. [ours] */
export const POOL_SALE_LIST_LIMIT = 50;

export interface PoolSaleConfig {
  currency: PoolSaleCurrency;
  boxes: number;
  /** Base units. */
  reservePrice: bigint;
  /** Most one user commits in all, base units. */
  quota: bigint;
  /** Start relative to the moment the demo data is created (negative: already started). */
  startsInHours: number;
  durationHours: number;
}

/**
 * The demo sales of development (seed.ts): a TMT sale and a GOAL sale ongoing when the site starts, and a TMT sale in
 * preparation after them. [ours]
 */
export const DEMO_POOL_SALES: readonly PoolSaleConfig[] = [
  { currency: 'TMT', boxes: 500, reservePrice: toBaseUnits('TMT', '20'), quota: toBaseUnits('TMT', '2000'), startsInHours: -2, durationHours: 72 },
  { currency: 'GOAL', boxes: 100, reservePrice: toBaseUnits('GOAL', '5'), quota: toBaseUnits('GOAL', '200'), startsInHours: -1, durationHours: 48 },
  { currency: 'TMT', boxes: 300, reservePrice: toBaseUnits('TMT', '30'), quota: toBaseUnits('TMT', '3000'), startsInHours: 96, durationHours: 72 },
];
