import fp from 'fastify-plugin';
import { DAILY_REWARD_JOB, REWARD_CRON, SEASON_REWARD_JOB } from '@fc/shared/contracts';
import type { ScheduledJob } from '../../jobs/runner';
import { runDailyRewards, runSeasonRewards } from './payouts';

/**
 * 00:00 UTC: the day that ended pays its daily bonus. A period runs once (job_runs); each manager's share is one grant
 * (its ref), so a second worker, a redelivery or a catch-up of a missed day pays nobody twice.
 */
export const dailyRewardJob: ScheduledJob = {
  name: DAILY_REWARD_JOB,
  cron: REWARD_CRON,
  run: ({ tx, period, now }) => runDailyRewards(tx, period, now),
};

/** 00:00 UTC: a season that has ended pays its season rewards, once. */
export const seasonRewardJob: ScheduledJob = {
  name: SEASON_REWARD_JOB,
  cron: REWARD_CRON,
  run: ({ tx, period, now }) => runSeasonRewards(tx, period, now),
};

export default fp(
  async (app) => {
    app.jobs.define(dailyRewardJob);
    app.jobs.define(seasonRewardJob);
  },
  { name: 'fc-ranking-jobs', dependencies: ['fc-jobs'] },
);
