import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiPaths, BuyGoodsRequest, BuyGoodsResponse, ConfigGoodsRequest, ConfigGoodsResponse } from '@fc/shared/contracts';
import { ok, routeSchema } from '../../lib/schema';
import { requireUser } from '../../plugins/auth';
import { createGoodsService } from './service';

/** The points shop: /config/goods (guests too), /player/buyGoods. */
const goodsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createGoodsService({ db: app.db, now: app.now });

  app.post(ApiPaths.configGoods, { schema: routeSchema(ConfigGoodsRequest, ConfigGoodsResponse, []) }, async (request) =>
    ok(await service.list(request.user?.id ?? null)),
  );

  app.post(
    ApiPaths.buyGoods,
    { config: { auth: true }, schema: routeSchema(BuyGoodsRequest, BuyGoodsResponse, ['DAILY_PURCHASE_LIMIT', 'BALANCE_NOT_ENOUGH']) },
    async (request) => ok(await service.buy(requireUser(request).id, request.body)),
  );
};

export default goodsRoutes;
