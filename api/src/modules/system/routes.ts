import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiPaths, HealthRequest, HealthResponse } from '@fc/shared/contracts';
import { ok, routeSchema } from '../../lib/schema';
import { ping } from './repository';

/** /health: the database answers; else SERVICE_UNAVAILABLE with HTTP 503, so a load balancer takes the process out. */
const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(ApiPaths.health, { schema: routeSchema(HealthRequest, HealthResponse, []), config: { probe: true } }, async () => {
    await ping(app.db);
    return ok({ db: 'ok' as const });
  });
};

export default systemRoutes;
