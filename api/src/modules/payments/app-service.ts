import type { FastifyInstance } from 'fastify';
import { ORDER_TIMEOUT_JOB } from './constants';
import { orderTimeoutKey } from './jobs';
import { createPaymentsService } from './service';

/** The orders service over the app's provider and job runner (the packs' card orders use it too). */
export function appPaymentsService(app: FastifyInstance) {
  return createPaymentsService({
    db: app.db,
    now: app.now,
    log: app.log,
    provider: app.payments.provider,
    publicUrl: app.config.publicUrl,
    scheduleTimeout: async (orderId, at) => {
      await app.jobs.sendAt(ORDER_TIMEOUT_JOB, orderTimeoutKey(orderId), at, { orderId });
    },
  });
}
