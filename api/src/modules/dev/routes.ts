import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiPaths, DevClockRequest, DevLedgerCheckRequest, DevLedgerCheckResponse, DevClockResponse, DevGrantRequest, DevGrantResponse, DevMessageRequest, DevMessageResponse, DevOutboxRequest, DevOutboxResponse } from '@fc/shared/contracts';
import { isLocalCaller } from '../../lib/local-caller';
import { ok, routeSchema } from '../../lib/schema';
import { ledgerDiscrepancies } from '../wallet';
import { DEV_CLOCK_CHANNEL } from './constants';
import { devClockAhead } from './repository';
import { createDevService } from './service';

/**
 * Development helpers; app.ts registers them only when NODE_ENV is not production. They need no login,
 * so they answer only callers on this machine: anyone else gets the unknown-path answer (1004).
 */
const devRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createDevService({ db: app.db, clock: app.clock, jobs: app.jobs });

  app.addHook('onRequest', async (request, reply) => {
    if (!isLocalCaller(request)) return reply.callNotFound();
  });

  // This process's clock is as far ahead as /dev/clock moved it through any process, now and from now on.
  const catchUp = async () => app.clock.catchUp(await devClockAhead(app.db));
  const unlisten = await app.dbHandle.listen(
    DEV_CLOCK_CHANNEL,
    (payload) => app.clock.catchUp(Number(payload)),
    // A move notified while the connection was lost is read from the database.
    () => void catchUp().catch((error: unknown) => app.log.warn({ err: error }, 'dev clock: catching up failed')),
  );
  app.addHook('onReady', catchUp);
  app.addHook('onClose', async () => unlisten());

  app.post(
    ApiPaths.devOutbox,
    { schema: routeSchema(DevOutboxRequest, DevOutboxResponse, ['NOT_FOUND']) },
    async (request) => ok(await service.outbox(request.body.email)),
  );

  app.post(
    ApiPaths.devGrant,
    { schema: routeSchema(DevGrantRequest, DevGrantResponse, ['INVALID_EMAIL', 'ACCOUNT_REGISTERED', 'PACK_SOLD_OUT']) },
    async (request) => ok(await service.grant(request.body)),
  );

  app.post(
    ApiPaths.devClock,
    { schema: routeSchema(DevClockRequest, DevClockResponse, []) },
    async (request) => ok(await service.advanceClock(request.body.advance)),
  );

  app.post(
    ApiPaths.devMessage,
    { schema: routeSchema(DevMessageRequest, DevMessageResponse, ['INVALID_EMAIL', 'ACCOUNT_NOT_REGISTERED']) },
    async (request) => ok(await service.message(request.body.email)),
  );

  app.post(
    ApiPaths.devLedgerCheck,
    { schema: routeSchema(DevLedgerCheckRequest, DevLedgerCheckResponse, []) },
    async () => ok(await ledgerDiscrepancies(app.db)),
  );
};

export default devRoutes;
