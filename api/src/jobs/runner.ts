import { parseExpression } from 'cron-parser';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle, Transaction } from '../db/client';
import type { JobsConfig } from '../config';
import { claimRun, isRunDone, recordRunResult } from './repository';

/** What a job's period changed, kept in job_runs.result (e.g. rows deleted per table). */
export type JobResult = Record<string, unknown>;

export interface PeriodContext {
  /** The transaction the run is recorded in: write through it, and the period counts as done only with its changes. */
  tx: Transaction;
  /** Start of the period being run (a cron occurrence, UTC). */
  period: Date;
  /** The app clock when the run started. */
  now: Date;
}

/** Work on a clock: one run per cron period, whatever the number of API processes, restarts or redeliveries. */
export interface ScheduledJob {
  /** Queue name and prefix of the period keys: lower case and hyphens. */
  name: string;
  /** Cron expression, read in UTC (`0 * * * *`: every hour on the hour). */
  cron: string;
  run(context: PeriodContext): Promise<JobResult>;
}

export type RunOutcome = { period: string; status: 'done'; result: JobResult } | { period: string; status: 'skipped' };

interface PeriodData {
  period: string;
}

const JOB_NAME = /^[a-z][a-z0-9-]*$/;
// A period that fails is tried again a few times, then stays failed in pgboss.job for an operator to read.
const QUEUE_OPTIONS = { policy: 'stately', retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 15 * 60 } as const;

/** `housekeeping:2030-01-15T10:00Z`: the key that makes a period unique in the queue and in job_runs. */
export function periodKey(name: string, period: Date): string {
  return `${name}:${period.toISOString().slice(0, 16)}Z`;
}

/** The newest occurrence of `cron` at or before `now`. */
export function latestPeriod(cron: string, now: Date): Date {
  // cron-parser's prev() is strictly earlier than its current date; one millisecond later includes `now` itself.
  return parseExpression(cron, { currentDate: new Date(now.getTime() + 1), tz: 'UTC' }).prev().toDate();
}

/**
 * pg-boss's `db` option over the app's database: PGlite (one in-process connection) or the PostgreSQL pool. Its schema
 * and migrations arrive as multi-statement text without values; the handle sends those to PGlite's `exec`.
 */
function bossDatabase(handle: DatabaseHandle): PgBoss.Db {
  return { executeSql: (text, values) => handle.executeSql(text, values) };
}

export interface JobRunnerOptions {
  handle: DatabaseHandle;
  now: () => Date;
  log: FastifyBaseLogger;
  config: JobsConfig;
}

export class JobRunner {
  private readonly jobs = new Map<string, ScheduledJob>();
  private readonly boss: PgBoss;
  private starting: Promise<void> | null = null;
  private tickTimer: NodeJS.Timeout | null = null;
  private ticking = false;
  private stopped = false;

  constructor(private readonly options: JobRunnerOptions) {
    this.boss = new PgBoss({
      db: bossDatabase(options.handle),
      // Periods come from the app clock (tick), not from pg-boss's own cron, so tests can move time.
      schedule: false,
      // Maintenance (expiring stuck jobs, archiving finished ones) only where timers run.
      supervise: options.config.timers,
    });
    this.boss.on('error', (error) => options.log.error({ err: error }, 'job runner error'));
  }

  /** Adds a scheduled job; before the app is ready. */
  define(job: ScheduledJob): void {
    if (!JOB_NAME.test(job.name)) throw new Error(`job name ${job.name} must be lower case letters, digits and hyphens`);
    if (this.jobs.has(job.name)) throw new Error(`job ${job.name} is defined twice`);
    if (this.starting) throw new Error(`job ${job.name} is defined after the runner started`);
    parseExpression(job.cron, { tz: 'UTC' });
    this.jobs.set(job.name, job);
  }

  /** Starts pg-boss (creating or migrating its schema) and its queues, once; with timers, the clock and the workers. */
  start(): Promise<void> {
    return (this.starting ??= this.startOnce());
  }

  private async startOnce(): Promise<void> {
    await this.boss.start();
    for (const name of this.jobs.keys()) await this.boss.createQueue(name, { name, ...QUEUE_OPTIONS });
    if (!this.options.config.timers) return;
    const { pollingIntervalSeconds, tickSeconds } = this.options.config;
    // A period that fell due while no process ran is queued before the workers' first fetch.
    await this.timedTick();
    for (const name of this.jobs.keys()) {
      await this.boss.work<PeriodData>(name, { pollingIntervalSeconds, batchSize: 1 }, async ([job]) => job && this.runPeriod(name, job.data));
    }
    this.tickTimer = setInterval(() => void this.timedTick(), tickSeconds * 1000);
    this.tickTimer.unref();
  }

  private async timedTick(): Promise<void> {
    if (this.ticking || this.stopped) return;
    this.ticking = true;
    try {
      await this.queueDuePeriods(this.options.now());
    } catch (error) {
      this.options.log.error({ err: error }, 'job clock tick failed');
    } finally {
      this.ticking = false;
    }
  }

  /**
   * Queues the newest due period of every job unless it is done or already queued; answers the keys queued. A period
   * missed while no process ran is queued by the next tick; periods before it are not (a job that must not skip one
   * reads what is left from its own data).
   */
  async tick(now: Date = this.options.now()): Promise<string[]> {
    await this.start();
    return this.queueDuePeriods(now);
  }

  private async queueDuePeriods(now: Date): Promise<string[]> {
    const queued: string[] = [];
    for (const job of this.jobs.values()) {
      const period = latestPeriod(job.cron, now);
      const key = periodKey(job.name, period);
      if (await isRunDone(this.options.handle.db, job.name, key)) continue;
      // The stately queue holds at most one waiting job per key: a second process's tick gets null.
      const id = await this.boss.send(job.name, { period: period.toISOString() } satisfies PeriodData, { singletonKey: key });
      if (id) queued.push(key);
    }
    return queued;
  }

  /** Works every queued job now, one by one, and answers what each did (tests, and an operator's one-off run). */
  async drain(): Promise<RunOutcome[]> {
    await this.start();
    const outcomes: RunOutcome[] = [];
    for (const name of this.jobs.keys()) {
      for (;;) {
        const [job] = await this.boss.fetch<PeriodData>(name);
        if (!job) break;
        try {
          const outcome = await this.runPeriod(name, job.data);
          await this.boss.complete(name, job.id, outcome);
          outcomes.push(outcome);
        } catch (error) {
          await this.boss.fail(name, job.id, error instanceof Error ? { message: error.message } : { message: String(error) });
          throw error;
        }
      }
    }
    return outcomes;
  }

  /** Runs one period of a job unless it is done: the run is claimed in the transaction that does the work. */
  async runPeriod(name: string, data: PeriodData): Promise<RunOutcome> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`no job named ${name}`);
    const period = new Date(data.period);
    const key = periodKey(name, period);
    return this.options.handle.db.transaction(async (tx) => {
      const now = this.options.now();
      if (!(await claimRun(tx, name, key, now))) return { period: key, status: 'skipped' } as const;
      const result = await job.run({ tx, period, now });
      await recordRunResult(tx, name, key, result);
      this.options.log.info({ job: name, period: key, result }, 'job period done');
      return { period: key, status: 'done', result } as const;
    });
  }

  /** Stops the clock and the workers (waiting for a running job), before the database closes. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.tickTimer) clearInterval(this.tickTimer);
    if (!this.starting) return;
    await this.starting.catch(() => undefined);
    await this.boss.stop({ graceful: true, close: false, wait: true, timeout: 10_000 });
  }
}
