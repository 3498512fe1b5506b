import fp from 'fastify-plugin';
import { and, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { ScheduledJob } from '../../jobs/runner';
import { DAILY_STAMINA, DAILY_STAMINA_CRON, DAILY_STAMINA_JOB, STAMINA_CAP, TRIAL_EXPIRY_CRON, TRIAL_EXPIRY_JOB } from './constants';
import { changeCardState } from './repository';
import { cards, fpCards } from './tables';

/** 00:00 UTC: every FP card gets DAILY_STAMINA back, up to the cap. Once per day (job_runs), whatever the restarts. */
export const dailyStaminaJob: ScheduledJob = {
  name: DAILY_STAMINA_JOB,
  cron: DAILY_STAMINA_CRON,
  async run({ tx }) {
    const restored = await tx
      .update(fpCards)
      .set({ stamina: sql`LEAST(${STAMINA_CAP}, ${fpCards.stamina} + ${DAILY_STAMINA})` })
      .where(lt(fpCards.stamina, STAMINA_CAP))
      .returning({ cardId: fpCards.cardId });
    return { cards: restored.length };
  },
};

/** Every 10 minutes: trial cards past their end leave play (from rest, a lineup or TopPrize), through the state machine. */
export const trialExpiryJob: ScheduledJob = {
  name: TRIAL_EXPIRY_JOB,
  cron: TRIAL_EXPIRY_CRON,
  async run({ tx, now }) {
    const ended = await tx
      .select({ tokenId: cards.tokenId })
      .from(cards)
      .where(and(isNotNull(cards.trialUntil), lte(cards.trialUntil, now), inArray(cards.state, ['trial', 'battling', 'in_use'])));
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
