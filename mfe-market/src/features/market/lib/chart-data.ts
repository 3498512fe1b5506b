import type { MarketSalePoint, MarketVolumeDay } from '@fc/shared';

/** One point as the chart library takes it: Unix seconds and a number. */
export interface ChartPoint {
  time: number;
  value: number;
}

/** Base units are scaled to 0.0001 TMT (the shown precision) before leaving bigint, so no precision is lost in a number. */
const SHOWN_SCALE = 10n ** 14n;
const SHOWN_DIVISOR = 10_000;

/** TMT base units (a decimal string) as a number of TMT, to 4 decimals. */
export function tmtNumber(amount: string): number {
  return Number(BigInt(amount) / SHOWN_SCALE) / SHOWN_DIVISOR;
}

/**
 * The completed sales as the price line: oldest first, one point a second (the library refuses two at the same time;
 * the later sale of that second is kept).
 */
export function priceLine(history: readonly MarketSalePoint[]): ChartPoint[] {
  const byTime = new Map<number, number>();
  for (const sale of [...history].sort((a, b) => a.at - b.at)) byTime.set(sale.at, tmtNumber(sale.price));
  return [...byTime.entries()].map(([time, value]) => ({ time, value }));
}

/** Sales per day as bars at each UTC day's midnight (the same time scale as the price line). */
export function volumeBars(volume: readonly MarketVolumeDay[]): ChartPoint[] {
  return volume
    .map((day) => ({ time: Math.floor(Date.parse(`${day.day}T00:00:00Z`) / 1000), value: day.sales }))
    .filter((bar) => Number.isFinite(bar.time))
    .sort((a, b) => a.time - b.time);
}

/** Total TMT traded over the days shown, in base units. */
export function volumeTotal(volume: readonly MarketVolumeDay[]): bigint {
  return volume.reduce((sum, day) => sum + BigInt(day.amount), 0n);
}
