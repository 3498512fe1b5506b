import fp from 'fastify-plugin';
import { AIRDROP_SETTLE_JOB, STAKE_UNFREEZE_JOB, STAKING_JOB_CRON } from '@fc/shared/contracts';
import type { ScheduledJob } from '../../jobs/runner';
import { releaseFrozen, settleDueRounds } from './service';

/** Every minute: unstaked cards whose 24-hour freeze has ended go back to rest (each once: released_at). */
export const stakeUnfreezeJob: ScheduledJob = {
  name: STAKE_UNFREEZE_JOB,
  cron: STAKING_JOB_CRON,
  run: async ({ tx, now }) => ({ released: await releaseFrozen(tx, now) }),
};

/** Every minute: ended airdrop rounds are settled, each once (its row lock and settled_at; one grant per user). */
export const airdropSettleJob: ScheduledJob = {
  name: AIRDROP_SETTLE_JOB,
  cron: STAKING_JOB_CRON,
  run: async ({ tx, now }) => ({ settled: await settleDueRounds(tx, now) }),
};

export default fp(
  async (app) => {
    app.jobs.define(stakeUnfreezeJob);
    app.jobs.define(airdropSettleJob);
  },
  { name: 'fc-staking-jobs', dependencies: ['fc-jobs'] },
);
