import { parseExpression } from 'cron-parser';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle, Transaction } from '../db/client';
import type { JobsConfig } from '../config';
import { pgError, PgErrorCode } from '../lib/pg-errors';
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

/** Work at a moment (an auction's end, an unpaid order's timeout): one run per key, queued by `sendAt()`. */
export interface DelayedJob {
  /** Queue name: lower case and hyphens. */
  name: string;
  /**
   * Work outside any transaction, before `run`: a network call (a webhook, a provider) must not hold the database
   * while it waits, and with PGlite a call back into this API would wait for the run's own transaction. Skipped once
   * the key is done; done again when a failed run is retried. What it answers reaches `run` as `prepared`.
   */
  prepare?(context: { key: string; data: JobData; now: Date }): Promise<JobData>;
  run(context: { tx: Transaction; key: string; data: JobData; now: Date; prepared: JobData }): Promise<JobResult>;
}

export type JobData = Record<string, unknown>;

/** What a run did; `key` is the period key of a scheduled job, the caller's key of a delayed one. */
export type RunOutcome = { key: string; status: 'done'; result: JobResult } | { key: string; status: 'skipped' };

interface PeriodData {
  period: string;
}

interface DelayedData {
  key: string;
  runAt: string;
  data: JobData;
}

const JOB_NAME = /^[a-z][a-z0-9-]*$/;
/** How often a queue's creation is tried when it keeps being a deadlock's victim. */
const QUEUE_CREATE_ATTEMPTS = 5;
/** Most delayed jobs one drain() looks at per queue. */
const DRAIN_BATCH = 1000;
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
 * and migrations arrive as multi-statement text without values; the handle sends those to PGlite's `exec`. Once the
 * runner has stopped, pg-boss's late statements (a fetch that was under way when it stopped, then its completion)
 * find nothing and change nothing: the database may be closing. A job fetched that late stays active in pg-boss and
 * is retried after its expiry; its period still runs once (job_runs).
 */
function bossDatabase(handle: DatabaseHandle, isClosed: () => boolean): PgBoss.Db {
  return { executeSql: (text, values) => (isClosed() ? Promise.resolve(NO_RESULT) : handle.executeSql(text, values)) };
}

// A result without rows: pg-boss reads it as no job fetched and nothing completed (an empty `rows` would make its
// completion read `rows[0].count`).
const NO_RESULT = {} as Awaited<ReturnType<PgBoss.Db['executeSql']>>;

export interface JobRunnerOptions {
  handle: DatabaseHandle;
  now: () => Date;
  log: FastifyBaseLogger;
  config: JobsConfig;
}

export class JobRunner {
  private readonly jobs = new Map<string, ScheduledJob>();
  private readonly delayedJobs = new Map<string, DelayedJob>();
  private readonly boss: PgBoss;
  private starting: Promise<void> | null = null;
  private tickTimer: NodeJS.Timeout | null = null;
  private ticking = false;
  private stopped = false;
  /** pg-boss has stopped: its statements no longer reach the database. */
  private closed = false;

  constructor(private readonly options: JobRunnerOptions) {
    this.boss = new PgBoss({
      db: bossDatabase(options.handle, () => this.closed),
      // Periods come from the app clock (tick), not from pg-boss's own cron, so tests can move time.
      schedule: false,
      // Maintenance (expiring stuck jobs, archiving finished ones) only where timers run.
      supervise: options.config.timers,
    });
    this.boss.on('error', (error) => options.log.error({ err: error }, 'job runner error'));
  }

  /** Adds a scheduled job; before the app is ready. */
  define(job: ScheduledJob): void {
    this.checkNewName(job.name);
    parseExpression(job.cron, { tz: 'UTC' });
    this.jobs.set(job.name, job);
  }

  /** Adds a delayed job; before the app is ready. */
  defineDelayed(job: DelayedJob): void {
    this.checkNewName(job.name);
    this.delayedJobs.set(job.name, job);
  }

  private checkNewName(name: string): void {
    if (!JOB_NAME.test(name)) throw new Error(`job name ${name} must be lower case letters, digits and hyphens`);
    if (this.jobs.has(name) || this.delayedJobs.has(name)) throw new Error(`job ${name} is defined twice`);
    if (this.starting) throw new Error(`job ${name} is defined after the runner started`);
  }

  private queueNames(): string[] {
    return [...this.jobs.keys(), ...this.delayedJobs.keys()];
  }

  /**
   * Creates a queue (nothing when it exists). API processes starting together create the same queues at the same
   * moment, and PostgreSQL may end one of them as a deadlock's victim: that one tries again, and finds the queue made.
   */
  private async createQueue(name: string): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.boss.createQueue(name, { name, ...QUEUE_OPTIONS });
        return;
      } catch (error) {
        if (attempt >= QUEUE_CREATE_ATTEMPTS || pgError(error)?.code !== PgErrorCode.DEADLOCK_DETECTED) throw error;
        await new Promise((resolve) => setTimeout(resolve, attempt * 20 + Math.random() * 30));
      }
    }
  }

  /** Starts pg-boss (creating or migrating its schema) and its queues, once; with timers, the clock and the workers. */
  start(): Promise<void> {
    return (this.starting ??= this.startOnce());
  }

  private async startOnce(): Promise<void> {
    await this.boss.start();
    for (const name of this.queueNames()) await this.createQueue(name);
    if (!this.options.config.timers) return;
    const { pollingIntervalSeconds, tickSeconds } = this.options.config;
    // A period that fell due while no process ran is queued before the workers' first fetch.
    await this.timedTick();
    for (const name of this.jobs.keys()) {
      await this.boss.work<PeriodData>(name, { pollingIntervalSeconds, batchSize: 1 }, async ([job]) => (job && !this.stopped ? this.runPeriod(name, job.data) : undefined));
    }
    for (const name of this.delayedJobs.keys()) {
      await this.boss.work<DelayedData>(name, { pollingIntervalSeconds, batchSize: 1 }, async ([job]) => (job && !this.stopped ? this.runDelayed(name, job.data) : undefined));
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

  /**
   * Queues a delayed job's run at `runAt` (pg-boss's startAfter: a row, so it survives a restart), unless that key is
   * done or already waiting; answers whether it was queued.
   */
  async sendAt(name: string, key: string, runAt: Date, data: JobData = {}): Promise<boolean> {
    if (!this.delayedJobs.has(name)) throw new Error(`no delayed job named ${name}`);
    await this.start();
    if (await isRunDone(this.options.handle.db, name, key)) return false;
    const payload: DelayedData = { key, runAt: runAt.toISOString(), data };
    return (await this.boss.send(name, payload, { singletonKey: key, startAfter: runAt })) !== null;
  }

  /**
   * Works every queued job that is due by the app clock now, one by one, and answers what each did (tests, and an
   * operator's one-off run). Delayed jobs are judged by the app clock, not the database's: one not yet due goes back
   * to the queue (pg-boss counts that fetch as a try, so this is for tests and one-off runs, not beside the workers).
   */
  async drain(now: Date = this.options.now()): Promise<RunOutcome[]> {
    await this.start();
    const outcomes: RunOutcome[] = [];
    for (const name of this.jobs.keys()) {
      for (;;) {
        const [job] = await this.boss.fetch<PeriodData>(name);
        if (!job) break;
        outcomes.push(await this.settle(name, job.id, () => this.runPeriod(name, job.data)));
      }
    }
    for (const name of this.delayedJobs.keys()) {
      const jobs = await this.boss.fetch<DelayedData>(name, { ignoreStartAfter: true, batchSize: DRAIN_BATCH });
      const early = jobs.filter((job) => new Date(job.data.runAt) > now).map((job) => job.id);
      if (early.length) {
        await this.boss.cancel(name, early);
        await this.boss.resume(name, early);
      }
      for (const job of jobs.filter((candidate) => !early.includes(candidate.id))) {
        outcomes.push(await this.settle(name, job.id, () => this.runDelayed(name, job.data)));
      }
    }
    return outcomes;
  }

  /** Completes the fetched job with the run's outcome, or fails it (pg-boss retries it) and throws. */
  private async settle(name: string, id: string, run: () => Promise<RunOutcome>): Promise<RunOutcome> {
    try {
      const outcome = await run();
      await this.boss.complete(name, id, outcome);
      return outcome;
    } catch (error) {
      await this.boss.fail(name, id, error instanceof Error ? { message: error.message } : { message: String(error) });
      throw error;
    }
  }

  /** Runs one period of a scheduled job unless it is done. */
  async runPeriod(name: string, data: PeriodData): Promise<RunOutcome> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`no job named ${name}`);
    const period = new Date(data.period);
    return this.runOnce(name, periodKey(name, period), (tx, now) => job.run({ tx, period, now }));
  }

  /** Runs one key of a delayed job unless it is done. */
  async runDelayed(name: string, { key, data }: DelayedData): Promise<RunOutcome> {
    const job = this.delayedJobs.get(name);
    if (!job) throw new Error(`no delayed job named ${name}`);
    let prepared: JobData = {};
    if (job.prepare) {
      if (await isRunDone(this.options.handle.db, name, key)) return { key, status: 'skipped' };
      prepared = await job.prepare({ key, data, now: this.options.now() });
    }
    return this.runOnce(name, key, (tx, now) => job.run({ tx, key, data, now, prepared }));
  }

  /** The run is claimed in the transaction that does the work: both commit, or neither. */
  private runOnce(name: string, key: string, work: (tx: Transaction, now: Date) => Promise<JobResult>): Promise<RunOutcome> {
    return this.options.handle.db.transaction(async (tx) => {
      const now = this.options.now();
      if (!(await claimRun(tx, name, key, now))) return { key, status: 'skipped' } as const;
      const result = await work(tx, now);
      await recordRunResult(tx, name, key, result);
      this.options.log.info({ job: name, key, result }, 'job run done');
      return { key, status: 'done', result } as const;
    });
  }

  /** Stops the clock and the workers (waiting for a running job), before the database closes. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.tickTimer) clearInterval(this.tickTimer);
    if (!this.starting) return;
    await this.starting.catch(() => undefined);
    await this.boss.stop({ graceful: true, close: false, wait: true, timeout: 10_000 });
    // pg-boss waits for the jobs its workers hold, not for a fetch under way: what that fetch brings is left alone.
    this.closed = true;
  }
}
