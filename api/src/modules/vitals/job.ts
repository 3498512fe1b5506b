import fp from 'fastify-plugin';
import type { ScheduledJob } from '../../jobs/runner';
import { VITALS_PRUNE_CRON, VITALS_PRUNE_JOB, VITALS_RETENTION_DAYS } from './constants';
import { pruneOlderDays } from './service';

/** Every day: the histograms of days past the retention are deleted (deleting them again deletes nothing). */
export const vitalsPruneJob: ScheduledJob = {
  name: VITALS_PRUNE_JOB,
  cron: VITALS_PRUNE_CRON,
  async run({ tx, now }) {
    return { vitalsHistogram: await pruneOlderDays(tx, now, VITALS_RETENTION_DAYS) };
  },
};

export default fp(
  async (app) => {
    app.jobs.define(vitalsPruneJob);
  },
  { name: 'fc-vitals-jobs', dependencies: ['fc-jobs'] },
);
