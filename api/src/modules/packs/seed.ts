import type { PackPeriod } from '@fc/shared/contracts';
import type { SeedContext } from '../../lib/seed-context';
import { newSeed } from '../cards';
import { DEMO_SERIES, PERIOD_HOURS, SERIES_CONFIG, type SeriesConfig } from './constants';
import { insertSeries, type SeriesRow } from './repository';
import type { Executor } from '../../db/client';

const HOUR_MS = 3_600_000;
const TIMED_PERIODS = ['exhibition', 'reservation', 'drawing', 'beforeSale', 'onSale'] as const;

/** A new series whose `period` started `hoursIn` hours before `now`, the others following at PERIOD_HOURS. */
export async function createSeries(
  db: Executor,
  spec: { seriesId: string; config: SeriesConfig; period: Exclude<PackPeriod, 'end'>; hoursIn: number; now: Date; hours?: Partial<typeof PERIOD_HOURS> },
): Promise<SeriesRow> {
  const hours = { ...PERIOD_HOURS, ...spec.hours };
  const offset = TIMED_PERIODS.slice(0, TIMED_PERIODS.indexOf(spec.period)).reduce((sum, period) => sum + hours[period], 0);
  let at = spec.now.getTime() - (offset + spec.hoursIn) * HOUR_MS;
  const starts = {} as Record<PackPeriod, Date>;
  for (const period of TIMED_PERIODS) {
    starts[period] = new Date(at);
    at += hours[period] * HOUR_MS;
  }
  starts.end = new Date(at);
  const { config } = spec;
  return insertSeries(db, {
    publicId: spec.seriesId,
    kind: config.kind,
    supply: config.supply,
    remaining: config.supply,
    priceTmt: config.priceTmt,
    priceUsd: config.priceUsd,
    maxPerUser: config.maxPerUser,
    dailyLimit: config.dailyLimit,
    lots: config.lots,
    exhibitionAt: starts.exhibition,
    reservationAt: starts.reservation,
    drawingAt: starts.drawing,
    beforeSaleAt: starts.beforeSale,
    onSaleAt: starts.onSale,
    endAt: starts.end,
    seed: newSeed(),
    createdAt: spec.now,
  });
}

/** The demo schedule: one series on sale, one taking reservations, one on exhibition (DEMO_SERIES). */
export async function seedPacks({ tx, now }: SeedContext): Promise<void> {
  for (const demo of DEMO_SERIES) await createSeries(tx, { seriesId: demo.seriesId, config: SERIES_CONFIG[demo.kind], period: demo.period, hoursIn: demo.hoursIn, now });
}
