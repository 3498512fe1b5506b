import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiPaths, ClaimListRequest, ClaimListResponse, ClaimRequest, ClaimResponse } from '@fc/shared/contracts';
import { ok, routeSchema } from '../../lib/schema';
import { requireUser } from '../../plugins/auth';
import { createGrantsService } from './service';

/** The claim center: /claim/list, /claim/claim. */
const grantsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createGrantsService({ db: app.db, now: app.now });
  const auth = { auth: true };

  app.post(
    ApiPaths.claimList,
    { config: auth, schema: routeSchema(ClaimListRequest, ClaimListResponse, []) },
    async (request) => ok(await service.list(requireUser(request).id)),
  );

  app.post(
    ApiPaths.claim,
    { config: auth, schema: routeSchema(ClaimRequest, ClaimResponse, []) },
    async (request) => ok(await service.claim(requireUser(request).id, request.body.source)),
  );
};

export default grantsRoutes;
