import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiPaths, HealthRequest, HealthResponse } from '@fc/shared/contracts';
import { ok, routeSchema } from '../../lib/schema';
import { ping } from './repository';

/** /health: the database answers (else UNKNOWN, HTTP 500). */
const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(ApiPaths.health, { schema: routeSchema(HealthRequest, HealthResponse, []) }, async () => {
    await ping(app.db);
    return ok({ db: 'ok' as const });
  });
};

export default systemRoutes;
