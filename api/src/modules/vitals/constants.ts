// Real-user vitals on the server; what the shell may send is in @fc/shared/contracts (vitals-constants.ts). [ours]

/**
 * Histogram buckets per doubling of a value: bucket b ≥ 1 holds [2^((b−1)/16), 2^(b/16)), so a percentile read from
 * it is within 2.2 % of the measured one. Bucket 0 holds everything below 1 unit.
 */
export const BUCKETS_PER_DOUBLING = 16;
/** CLS is bucketed in thousandths (so 0.001 is one unit); LCP and INP in milliseconds. */
export const CLS_UNITS_PER_SHIFT = 1000;

/** The percentile the operator view and the benchmark print. */
export const VITALS_PERCENTILE = 0.75;
/** `npm run vitals` reads this many UTC days back, today included, unless told. */
export const VITALS_DEFAULT_DAYS = 7;
/** Days of histograms kept; older days are deleted by the prune job. */
export const VITALS_RETENTION_DAYS = 90;

/** The prune job: every day at 00:15 UTC, after the day has turned. */
export const VITALS_PRUNE_JOB = 'vitals-prune';
export const VITALS_PRUNE_CRON = '15 0 * * *';
