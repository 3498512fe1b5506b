import fp from 'fastify-plugin';
import type { ScheduledJob } from '../../jobs/runner';
import { HOUSEKEEPING_CRON, HOUSEKEEPING_JOB, OUTBOX_RETENTION_MS, SPENT_CODE_RETENTION_MS } from './constants';
import * as repo from './repository';
import { deleteEventsBefore, deleteExpiredTickets, LIVE_EVENT_RETENTION_MS } from '../events';
import { deleteEndedRateLimits } from '../../plugins/rate-limit-repository';

export interface HousekeepingResult {
  [table: string]: number;
  sessions: number;
  verificationCodes: number;
  mailOutbox: number;
  liveEvents: number;
  liveTickets: number;
  rateLimits: number;
}

/** Every hour: deletes what no one can use any more; the counts land in job_runs.result. */
export const housekeepingJob: ScheduledJob = {
  name: HOUSEKEEPING_JOB,
  cron: HOUSEKEEPING_CRON,
  async run({ tx, now }): Promise<HousekeepingResult> {
    return {
      sessions: await repo.deleteEndedSessions(tx, now),
      verificationCodes: await repo.deleteSpentCodes(tx, new Date(now.getTime() - SPENT_CODE_RETENTION_MS)),
      mailOutbox: await repo.deleteOutboxMailsBefore(tx, new Date(now.getTime() - OUTBOX_RETENTION_MS)),
      liveEvents: await deleteEventsBefore(tx, new Date(now.getTime() - LIVE_EVENT_RETENTION_MS)),
      liveTickets: await deleteExpiredTickets(tx, now),
      rateLimits: await deleteEndedRateLimits(tx, now.getTime()),
    };
  },
};

export default fp(
  async (app) => {
    app.jobs.define(housekeepingJob);
  },
  { name: 'fc-housekeeping', dependencies: ['fc-jobs'] },
);
