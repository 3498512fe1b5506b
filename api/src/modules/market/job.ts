import fp from 'fastify-plugin';
import type { ScheduledJob } from '../../jobs/runner';
import { MARKET_SETTLE_JOB, MARKET_SETTLE_JOB_CRON } from './constants';
import { settleAuctions } from './lifecycle';

/**
 * Every minute: the auctions past their end by the app clock settle (the winner's escrow pays, or a timeout). A period
 * runs once (job_runs); an auction settles once whatever the periods, workers or restarts, because it is settled under
 * its row lock and only while listed. A period missed leaves its auctions to the next.
 */
export const marketSettleJob: ScheduledJob = {
  name: MARKET_SETTLE_JOB,
  cron: MARKET_SETTLE_JOB_CRON,
  run: ({ tx, now }) => settleAuctions(tx, now),
};

export default fp(async (app) => app.jobs.define(marketSettleJob), { name: 'fc-market-job', dependencies: ['fc-jobs'] });
