import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiPaths,
  EmptyBody,
  TopPrizeBatchRequest,
  TopPrizeBatchResponse,
  TopPrizeEventResponse,
  TopPrizePayoutsRequest,
  TopPrizePayoutsResponse,
  TopPrizeRankingRequest,
  TopPrizeRankingResponse,
} from '@fc/shared/contracts';
import { ok, routeSchema } from '../../lib/schema';
import { requireUser } from '../../plugins/auth';
import { createTopPrizeService } from './service';

/**
 * TopPrize (issue 14): the event and its ranking for guests too; sending and recalling cards (each card on its own,
 * answered with counts and refusal codes) and the caller's payouts signed in. The payouts are the job's (job.ts).
 */
const topPrizeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createTopPrizeService({ db: app.db, now: app.now });
  const auth = { auth: true };

  app.post(ApiPaths.topPrizeEvent, { schema: routeSchema(EmptyBody, TopPrizeEventResponse, []) }, async (request) => ok(await service.event(request.user?.id ?? null)));

  app.post(ApiPaths.topPrizeSend, { config: auth, schema: routeSchema(TopPrizeBatchRequest, TopPrizeBatchResponse, []) }, async (request) =>
    ok(await service.send(requireUser(request).id, request.body)),
  );

  app.post(ApiPaths.topPrizeRecall, { config: auth, schema: routeSchema(TopPrizeBatchRequest, TopPrizeBatchResponse, []) }, async (request) =>
    ok(await service.recall(requireUser(request).id, request.body)),
  );

  app.post(ApiPaths.topPrizeRanking, { schema: routeSchema(TopPrizeRankingRequest, TopPrizeRankingResponse, []) }, async (request) =>
    ok(await service.ranking(request.user?.id ?? null, request.body)),
  );

  app.post(ApiPaths.topPrizePayouts, { config: auth, schema: routeSchema(TopPrizePayoutsRequest, TopPrizePayoutsResponse, []) }, async (request) =>
    ok(await service.payouts(requireUser(request).id, request.body)),
  );
};

export default topPrizeRoutes;
