import {
  VITAL_METRICS,
  type RemoteName,
  type VitalMetric,
  type VitalP75,
  type VitalsReportRequest,
  type VitalsReportResponse,
  type VitalsSummary,
} from '@fc/shared/contracts';
import type { Executor } from '../../db/client';
import { utcDay } from '../../lib/time';
import { VITALS_PERCENTILE } from './constants';
import { bucketOf, percentile, type BucketCount } from './histogram';
import * as repo from './repository';

const DAY_MS = 24 * 60 * 60_000;

/** Counts a report's measurements into today's histograms (UTC); the report itself is not kept. */
export async function recordReport(db: Executor, report: VitalsReportRequest, now: Date): Promise<VitalsReportResponse> {
  const day = utcDay(now);
  const rows = new Map<string, repo.HistogramRow>();
  let samples = 0;
  for (const view of report.views) {
    for (const metric of VITAL_METRICS) {
      const value = view.metrics[metric];
      if (value === undefined) continue;
      const bucket = bucketOf(metric, value);
      // One row per key in the statement: PostgreSQL refuses to update a row twice in one INSERT … ON CONFLICT.
      const key = JSON.stringify([view.route, view.remote, view.remoteVersion, metric, bucket]);
      const row = rows.get(key);
      if (row) row.count += 1;
      else rows.set(key, { day, route: view.route, remote: view.remote, remoteVersion: view.remoteVersion, shellVersion: report.shellVersion, metric, bucket, count: 1 });
      samples += 1;
    }
  }
  await repo.addCounts(db, [...rows.values()]);
  return { samples };
}

/** Buckets summed per group, then each metric's p75. */
class Groups<Key> {
  private readonly groups = new Map<string, { key: Key; histograms: Map<VitalMetric, Map<number, number>> }>();

  add(key: Key, row: repo.HistogramRow): void {
    const id = JSON.stringify(key);
    let group = this.groups.get(id);
    if (!group) {
      group = { key, histograms: new Map() };
      this.groups.set(id, group);
    }
    let histogram = group.histograms.get(row.metric);
    if (!histogram) {
      histogram = new Map();
      group.histograms.set(row.metric, histogram);
    }
    histogram.set(row.bucket, (histogram.get(row.bucket) ?? 0) + row.count);
  }

  summaries(): (Key & { metrics: VitalP75[] })[] {
    return [...this.groups.values()].map(({ key, histograms }) => ({
      ...key,
      metrics: VITAL_METRICS.flatMap((metric) => {
        const histogram: BucketCount[] = [...(histograms.get(metric) ?? new Map<number, number>())].map(([bucket, count]) => ({ bucket, count }));
        const p75 = percentile(metric, histogram, VITALS_PERCENTILE);
        return p75 === null ? [] : [{ metric, p75, samples: histogram.reduce((sum, entry) => sum + entry.count, 0) }];
      }),
    }));
  }
}

/** The 75th percentiles of the last `days` UTC days, today included: per route, per remote version, per shell version. */
export async function summarize(db: Executor, days: number, now: Date): Promise<VitalsSummary> {
  const from = utcDay(new Date(now.getTime() - (days - 1) * DAY_MS));
  const byRoute = new Groups<{ route: string; remote: RemoteName }>();
  const byRemoteVersion = new Groups<{ remote: RemoteName; remoteVersion: string }>();
  const byShellVersion = new Groups<{ shellVersion: string }>();
  for (const row of await repo.histogramSince(db, from)) {
    byRoute.add({ route: row.route, remote: row.remote }, row);
    byRemoteVersion.add({ remote: row.remote, remoteVersion: row.remoteVersion }, row);
    byShellVersion.add({ shellVersion: row.shellVersion }, row);
  }
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return {
    from,
    to: utcDay(now),
    routes: byRoute.summaries().sort((a, b) => compare(a.route, b.route) || compare(a.remote, b.remote)),
    remoteVersions: byRemoteVersion.summaries().sort((a, b) => compare(a.remote, b.remote) || compare(a.remoteVersion, b.remoteVersion)),
    shellVersions: byShellVersion.summaries().sort((a, b) => compare(a.shellVersion, b.shellVersion)),
  };
}

/** Keeps the last `retentionDays` UTC days, today included, and deletes the older ones; answers the rows deleted. */
export function pruneOlderDays(db: Executor, now: Date, retentionDays: number): Promise<number> {
  return repo.deleteDaysBefore(db, utcDay(new Date(now.getTime() - (retentionDays - 1) * DAY_MS)));
}
