import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiPaths,
  EmptyBody,
  FairCurrentResponse,
  FairHistoryRequest,
  FairHistoryResponse,
  FairOutcomesRequest,
  FairOutcomesResponse,
  FairPlayerSeedRequest,
  FairPlayerSeedResponse,
  FairRotateRequest,
  FairRotateResponse,
} from '@fc/shared/contracts';
import { ok, routeSchema } from '../../lib/schema';
import { requireUser } from '../../plugins/auth';
import { createFairService } from './service';

/** Provably fair (issue 29): the caller's current seed pair, setting the player seed, rotating, the pairs and outcomes so far. */
const fairRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createFairService({ db: app.db, now: app.now });
  const auth = { auth: true };

  app.post(ApiPaths.fairCurrent, { config: auth, schema: routeSchema(EmptyBody, FairCurrentResponse, []) }, async (request) =>
    ok(await service.current(requireUser(request).id)),
  );

  app.post(ApiPaths.fairPlayerSeed, { config: auth, schema: routeSchema(FairPlayerSeedRequest, FairPlayerSeedResponse, ['CONCURRENT_CHANGE']) }, async (request) =>
    ok(await service.setPlayerSeed(requireUser(request).id, request.body)),
  );

  app.post(ApiPaths.fairRotate, { config: auth, schema: routeSchema(FairRotateRequest, FairRotateResponse, ['CONCURRENT_CHANGE']) }, async (request) =>
    ok(await service.rotate(requireUser(request).id, request.body)),
  );

  app.post(ApiPaths.fairHistory, { config: auth, schema: routeSchema(FairHistoryRequest, FairHistoryResponse, []) }, async (request) =>
    ok(await service.history(requireUser(request).id, request.body)),
  );

  app.post(ApiPaths.fairOutcomes, { config: auth, schema: routeSchema(FairOutcomesRequest, FairOutcomesResponse, []) }, async (request) =>
    ok(await service.outcomes(requireUser(request).id, request.body)),
  );
};

export default fairRoutes;
