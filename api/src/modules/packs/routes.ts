import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiPaths,
  PackBuyRequest,
  PackBuyResponse,
  PackCardRequest,
  PackCardResponse,
  PackCardsRequest,
  PackCardsResponse,
  PackDetailRequest,
  PackListRequest,
  PackListResponse,
  PackPullsRequest,
  PackPullsResponse,
  PackReserveRequest,
  PackReserveResponse,
  PackSeriesDetail,
} from '@fc/shared/contracts';
import { ok, routeSchema } from '../../lib/schema';
import { requireUser } from '../../plugins/auth';
import { createPacksService } from './service';

/** The pack sale: the public reads (/cardPack/list, detail, cards, card), the reservation, the pulls and /payCardPack/capsBuy. */
const packsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createPacksService({ db: app.db, now: app.now });
  const auth = { auth: true };

  app.post(ApiPaths.packList, { schema: routeSchema(PackListRequest, PackListResponse, []) }, async (request) => ok(await service.list(request.user?.id ?? null)));

  app.post(ApiPaths.packDetail, { schema: routeSchema(PackDetailRequest, PackSeriesDetail, ['NOT_FOUND']) }, async (request) =>
    ok(await service.detail(request.user?.id ?? null, request.body)),
  );

  app.post(ApiPaths.packCards, { schema: routeSchema(PackCardsRequest, PackCardsResponse, ['NOT_FOUND']) }, async (request) => ok(await service.cards(request.body)));

  app.post(ApiPaths.packCard, { schema: routeSchema(PackCardRequest, PackCardResponse, ['NOT_FOUND']) }, async (request) => ok(await service.card(request.body)));

  app.post(ApiPaths.packPulls, { config: auth, schema: routeSchema(PackPullsRequest, PackPullsResponse, ['NOT_FOUND']) }, async (request) =>
    ok(await service.pulls(requireUser(request).id, request.body)),
  );

  app.post(
    ApiPaths.packReserve,
    { config: auth, schema: routeSchema(PackReserveRequest, PackReserveResponse, ['NOT_FOUND', 'RESERVATION_NOT_OPEN', 'ALREADY_RESERVED', 'MAX_PURCHASES_REACHED']) },
    async (request) => ok(await service.reserve(requireUser(request).id, request.body)),
  );

  app.post(
    ApiPaths.packCapsBuy,
    {
      config: auth,
      schema: routeSchema(PackBuyRequest, PackBuyResponse, [
        'NOT_FOUND',
        'SALE_NOT_OPEN',
        'NOT_A_LOTS_WINNER',
        'PACK_SOLD_OUT',
        'MAX_PURCHASES_REACHED',
        'DAILY_PURCHASE_LIMIT',
        'BALANCE_NOT_ENOUGH',
      ]),
    },
    async (request) => ok(await service.buy(requireUser(request).id, request.body)),
  );
};

export default packsRoutes;
