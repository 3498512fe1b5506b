import fp from 'fastify-plugin';
import type { ScheduledJob } from '../../jobs/runner';
import { DAILY_STAMINA, DAILY_STAMINA_CRON, DAILY_STAMINA_JOB, STAMINA_CAP, TRIAL_EXPIRY_CRON, TRIAL_EXPIRY_JOB } from './constants';
import { changeCardState, endedTrialCards, restoreStamina } from './repository';

/** 00:00 UTC: every FP card gets DAILY_STAMINA back, up to the cap. Once per day (job_runs), whatever the restarts. */
export const dailyStaminaJob: ScheduledJob = {
  name: DAILY_STAMINA_JOB,
  cron: DAILY_STAMINA_CRON,
  async run({ tx }) {
    return { cards: await restoreStamina(tx, DAILY_STAMINA, STAMINA_CAP) };
  },
};

/** Every 10 minutes: trial cards past their end leave play (from rest, a lineup or TopPrize), through the state machine. */
export const trialExpiryJob: ScheduledJob = {
  name: TRIAL_EXPIRY_JOB,
  cron: TRIAL_EXPIRY_CRON,
  async run({ tx, now }) {
    const ended = await endedTrialCards(tx, now);
    for (const card of ended) await changeCardState(tx, { tokenId: card.tokenId, action: 'expireTrial', by: 'system', now, ref: TRIAL_EXPIRY_JOB });
    return { cards: ended.length };
  },
};

export default fp(
  async (app) => {
    app.jobs.define(dailyStaminaJob);
    app.jobs.define(trialExpiryJob);
  },
  { name: 'fc-cards-jobs', dependencies: ['fc-jobs'] },
);
