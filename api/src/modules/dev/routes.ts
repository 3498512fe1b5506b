import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccountPaths } from '@fc/shared/contracts';
import { envelope, ok } from '../../lib/schema';
import { DevOutboxBody, DevOutboxResult } from './schemas';
import { createDevService } from './service';

/** Development helpers; app.ts registers them only when NODE_ENV is not production. */
const devRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createDevService({ db: app.db });

  app.post(
    AccountPaths.devOutbox,
    { schema: { body: DevOutboxBody, response: { 200: envelope(DevOutboxResult) } } },
    async (request) => ok(await service.outbox(request.body.email)),
  );
};

export default devRoutes;
