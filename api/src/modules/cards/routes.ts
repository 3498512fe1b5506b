import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiPaths, CardMineRequest, CardMineResponse, CardOpenRequest, CardOpenResponse } from '@fc/shared/contracts';
import { ok, routeSchema } from '../../lib/schema';
import { requireUser } from '../../plugins/auth';
import { createCardsService } from './service';

/** The collection: /card/mine, /card/open. */
const cardsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createCardsService({ db: app.db, now: app.now });
  const auth = { auth: true };

  app.post(
    ApiPaths.cardMine,
    { config: auth, schema: routeSchema(CardMineRequest, CardMineResponse, []) },
    async (request) => ok(await service.mine(requireUser(request).id, request.body)),
  );

  app.post(
    ApiPaths.cardOpen,
    {
      config: auth,
      schema: routeSchema(CardOpenRequest, CardOpenResponse, ['NOT_FOUND', 'CARD_ACTION_UNAVAILABLE', 'CARD_BUSY', 'PACK_SOLD_OUT']),
    },
    async (request) => ok(await service.open(requireUser(request).id, request.body.tokenId)),
  );
};

export default cardsRoutes;
