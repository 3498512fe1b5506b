import fp from 'fastify-plugin';
import type { ScheduledJob } from '../../jobs/runner';
import { POOL_SALE_JOB, POOL_SALE_JOB_CRON } from './constants';
import { settleDueSales } from './lifecycle';

/**
 * Every minute: the sales that ended by the app clock are settled. A period runs once (job_runs); a sale settles once
 * whatever the periods, workers or restarts, because it is settled under its row lock and only while not settled. A
 * period missed leaves its sales to the next.
 */
export const poolSaleJob: ScheduledJob = {
  name: POOL_SALE_JOB,
  cron: POOL_SALE_JOB_CRON,
  run: ({ tx, now }) => settleDueSales(tx, now),
};

export default fp(async (app) => app.jobs.define(poolSaleJob), { name: 'fc-pool-sale-job', dependencies: ['fc-jobs'] });
