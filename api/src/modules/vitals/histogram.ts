import type { VitalMetric } from '@fc/shared/contracts';
import { BUCKETS_PER_DOUBLING, CLS_UNITS_PER_SHIFT } from './constants';

const unitsOf = (metric: VitalMetric, value: number): number => (metric === 'CLS' ? value * CLS_UNITS_PER_SHIFT : value);

/** The histogram bucket of a measured value (milliseconds for LCP and INP, CLS as web-vitals gives it). */
export function bucketOf(metric: VitalMetric, value: number): number {
  const units = unitsOf(metric, value);
  return units < 1 ? 0 : 1 + Math.floor(BUCKETS_PER_DOUBLING * Math.log2(units));
}

/** The value a bucket stands for: its geometric middle (0 for bucket 0), in the metric's own unit. */
export function bucketValue(metric: VitalMetric, bucket: number): number {
  if (bucket <= 0) return 0;
  const units = 2 ** ((bucket - 0.5) / BUCKETS_PER_DOUBLING);
  return metric === 'CLS' ? units / CLS_UNITS_PER_SHIFT : units;
}

export interface BucketCount {
  bucket: number;
  count: number;
}

/**
 * The nearest-rank percentile `q` (0.75 for p75) of a histogram: the value of the bucket holding the ⌈q·n⌉-th smallest
 * sample. Null when the histogram is empty.
 */
export function percentile(metric: VitalMetric, histogram: readonly BucketCount[], q: number): number | null {
  const total = histogram.reduce((sum, entry) => sum + entry.count, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(q * total));
  let seen = 0;
  for (const entry of [...histogram].sort((a, b) => a.bucket - b.bucket)) {
    seen += entry.count;
    if (seen >= rank) return bucketValue(metric, entry.bucket);
  }
  return null;
}
