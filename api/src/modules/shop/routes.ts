import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiPaths, ShopBuyRequest, ShopBuyResponse, ShopListRequest, ShopListResponse } from '@fc/shared/contracts';
import { ok, routeSchema } from '../../lib/schema';
import { requireUser } from '../../plugins/auth';
import { createShopService } from './service';

/** The shop (/propshop): /shop/list (guests too), /shop/buy. */
const shopRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createShopService({ db: app.db, now: app.now });

  app.post(ApiPaths.shopList, { schema: routeSchema(ShopListRequest, ShopListResponse, []) }, async (request) => ok(await service.list(request.user?.id ?? null)));

  app.post(
    ApiPaths.shopBuy,
    {
      config: { auth: true },
      schema: routeSchema(ShopBuyRequest, ShopBuyResponse, ['SHOP_GOODS_NOT_OFFERED', 'SHOP_SOLD_OUT', 'SHOP_STOCK_SHORT', 'MAX_PURCHASES_REACHED', 'BALANCE_NOT_ENOUGH']),
    },
    async (request) => ok(await service.buy(requireUser(request).id, request.body)),
  );
};

export default shopRoutes;
