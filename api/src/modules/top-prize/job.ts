import fp from 'fastify-plugin';
import { TOP_PRIZE_CRON, TOP_PRIZE_JOB } from '@fc/shared/contracts';
import type { ScheduledJob } from '../../jobs/runner';
import { payTopPrize } from './payouts';

/**
 * Every half hour (UTC): the period's TopPrize payout. A period runs once (job_runs) and its payout row is keyed by
 * the period, so a second worker, a redelivery or a restart pays nobody twice.
 */
export const topPrizeJob: ScheduledJob = {
  name: TOP_PRIZE_JOB,
  cron: TOP_PRIZE_CRON,
  run: async ({ tx, period, now }) => ({ ...(await payTopPrize(tx, period, now)) }),
};

export default fp(
  async (app) => {
    app.jobs.define(topPrizeJob);
  },
  { name: 'fc-top-prize-jobs', dependencies: ['fc-jobs'] },
);
