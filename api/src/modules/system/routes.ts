import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccountPaths } from '@fc/shared/contracts';
import { EmptyBody, envelope, ok } from '../../lib/schema';
import { ping } from './repository';
import { HealthResult } from './schemas';

/** /health: the database answers (else UNKNOWN, HTTP 500). */
const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(AccountPaths.health, { schema: { body: EmptyBody, response: { 200: envelope(HealthResult) } } }, async () => {
    await ping(app.db);
    return ok({ db: 'ok' as const });
  });
};

export default systemRoutes;
