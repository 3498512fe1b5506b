import fp from 'fastify-plugin';
import type { ScheduledJob } from '../../jobs/runner';
import { TRAINING_JOB, TRAINING_JOB_CRON } from './constants';
import { runTrainings } from './lifecycle';

/**
 * Every minute: trainings just paid for go in progress and those due by the app clock finish (box delivered, parents
 * back). A period runs once (job_runs); a training finishes once whatever the periods, workers or restarts, because
 * it is finished under its row lock and only while not finished. A period missed leaves its trainings to the next.
 */
export const trainingJob: ScheduledJob = {
  name: TRAINING_JOB,
  cron: TRAINING_JOB_CRON,
  run: ({ tx, now }) => runTrainings(tx, now),
};

export default fp(async (app) => app.jobs.define(trainingJob), { name: 'fc-training-job', dependencies: ['fc-jobs'] });
