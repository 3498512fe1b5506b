import fp from 'fastify-plugin';
import type { ScheduledJob } from '../../jobs/runner';
import { PACK_PERIODS_JOB, PACK_PERIODS_JOB_CRON } from './constants';
import { runPackPeriods } from './lifecycle';

/**
 * Every minute: the period side effects each series has reached (hash published, lots drawn, seed revealed). A
 * period runs once (job_runs), and each side effect happens once whatever the periods, workers or restarts: it is done
 * under the series' row lock and marked in its column.
 */
export const packPeriodsJob: ScheduledJob = {
  name: PACK_PERIODS_JOB,
  cron: PACK_PERIODS_JOB_CRON,
  run: ({ tx, now }) => runPackPeriods(tx, now),
};

export default fp(async (app) => app.jobs.define(packPeriodsJob), { name: 'fc-pack-periods-job', dependencies: ['fc-jobs'] });
