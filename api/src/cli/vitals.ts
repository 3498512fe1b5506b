/**
 * The operator's view of real-user vitals: the 75th percentile of LCP, INP and CLS per route, per remote version and per
 * shell version, over the last days (UTC, today included).
 *
 *   npm run vitals [-- --days 7]                  from the database the API uses (DATABASE_URL, or the PGlite folder:
 *                                                 stop the site first, PGlite opens its folder in one process at a time)
 *   npm run vitals -- --site http://localhost:8080  from a running site outside production (its /api/dev/vitals, on
 *                                                 this machine): the benchmark's in-memory site, or `npm start` while up
 */
import { parseArgs } from 'node:util';
import { API_BASE, ApiPaths, VITAL_METRICS, type Envelope, type VitalMetric, type VitalP75, type VitalsSummary } from '@fc/shared/contracts';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { summarizeVitals, VITALS_DEFAULT_DAYS, VITALS_RETENTION_DAYS } from '../modules/vitals';

const USAGE = `usage: vitals [--days <1-${VITALS_RETENTION_DAYS}>] [--site <URL of a running site outside production>]`;

class UsageError extends Error {
  override name = 'UsageError';
}

function figure(metric: VitalMetric, entry: VitalP75 | undefined): string {
  if (!entry) return '–';
  const value = metric === 'CLS' ? entry.p75.toFixed(3) : `${Math.round(entry.p75).toLocaleString('en-US')} ms`;
  return `${value} (n ${entry.samples})`;
}

function table(title: string, rows: { label: string; metrics: VitalP75[] }[]): string[] {
  const width = Math.max(title.length, ...rows.map((row) => row.label.length)) + 2;
  const cell = 20;
  return [
    `${title.padEnd(width)}${VITAL_METRICS.map((metric) => `${metric} p75`.padEnd(cell)).join('')}`.trimEnd(),
    ...rows.map((row) =>
      `${row.label.padEnd(width)}${VITAL_METRICS.map((metric) => figure(metric, row.metrics.find((entry) => entry.metric === metric)).padEnd(cell)).join('')}`.trimEnd(),
    ),
  ];
}

/** The summary as the command prints it. */
export function formatVitals(summary: VitalsSummary, days: number): string[] {
  const heading = `Real-user vitals, 75th percentile over ${summary.from} … ${summary.to} (UTC, ${days} day${days === 1 ? '' : 's'}); n = page views measured`;
  if (summary.routes.length === 0) return [heading, 'No reports in that period.'];
  return [
    heading,
    '',
    ...table('Route (remote)', summary.routes.map((row) => ({ label: `${row.route} (${row.remote})`, metrics: row.metrics }))),
    '',
    ...table('Remote version', summary.remoteVersions.map((row) => ({ label: `${row.remote} ${row.remoteVersion}`, metrics: row.metrics }))),
    '',
    ...table('Shell version', summary.shellVersions.map((row) => ({ label: row.shellVersion, metrics: row.metrics }))),
  ];
}

function parse(argv: string[]): { days: number; site: string | undefined } {
  const { values } = parseArgs({ args: argv, options: { days: { type: 'string' }, site: { type: 'string' } } });
  const days = values.days === undefined ? VITALS_DEFAULT_DAYS : Number(values.days);
  if (!Number.isInteger(days) || days < 1 || days > VITALS_RETENTION_DAYS) throw new UsageError(USAGE);
  return { days, site: values.site };
}

async function fromSite(site: string, days: number): Promise<VitalsSummary> {
  const response = await fetch(new URL(`${API_BASE}${ApiPaths.devVitals}`, site), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ days }),
  });
  const envelope = (await response.json()) as Envelope<VitalsSummary>;
  if (envelope.r !== 0) throw new UsageError(`${site} answered r=${envelope.r} (is it a site outside production, on this machine?)`);
  return envelope.d;
}

async function main(): Promise<void> {
  try {
    const { days, site } = parse(process.argv.slice(2));
    if (site) {
      for (const line of formatVitals(await fromSite(site, days), days)) console.log(line);
      return;
    }
    const handle = await openDatabase(loadConfig().database);
    try {
      await migrate(handle);
      for (const line of formatVitals(await summarizeVitals(handle.db, days, new Date()), days)) console.log(line);
    } finally {
      await handle.close();
    }
  } catch (error) {
    if (!(error instanceof UsageError) && !(error instanceof TypeError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}

if (require.main === module) void main();
