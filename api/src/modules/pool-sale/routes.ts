import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiPaths,
  DevPoolSaleRequest,
  DevPoolSaleResponse,
  PoolSaleCommitRequest,
  PoolSaleCommitResponse,
  PoolSaleDetailRequest,
  PoolSaleDetailResponse,
  PoolSaleListRequest,
  PoolSaleListResponse,
} from '@fc/shared/contracts';
import { ok, routeSchema } from '../../lib/schema';
import { requireUser } from '../../plugins/auth';
import { isLocalCaller } from '../../lib/local-caller';
import { createPoolSaleService } from './service';

/** The bidding sale: /poolSale/list and /poolSale/detail (guests too), /poolSale/commit. */
const poolSaleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createPoolSaleService({ db: app.db, now: app.now });

  app.post(ApiPaths.poolSaleList, { schema: routeSchema(PoolSaleListRequest, PoolSaleListResponse, []) }, async (request) => ok(await service.list(request.body)));

  app.post(ApiPaths.poolSaleDetail, { schema: routeSchema(PoolSaleDetailRequest, PoolSaleDetailResponse, ['NOT_FOUND']) }, async (request) =>
    ok(await service.detail(request.body.saleId, request.user?.id ?? null)),
  );

  app.post(
    ApiPaths.poolSaleCommit,
    {
      config: { auth: true },
      schema: routeSchema(PoolSaleCommitRequest, PoolSaleCommitResponse, ['NOT_FOUND', 'POOL_SALE_AMOUNT_INVALID', 'SALE_NOT_OPEN', 'QUOTA_EXCEEDED', 'BALANCE_NOT_ENOUGH']),
    },
    async (request) => ok(await service.commit(requireUser(request).id, request.body)),
  );
};

/**
 * /dev/poolSale: opens a sale as an operator configures one (the browser tests' way to a sale of their own, whatever
 * the shared clock did to the demo sales). app.ts registers it outside production only; it answers callers on this
 * machine.
 */
export const poolSaleDevRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createPoolSaleService({ db: app.db, now: app.now });
  app.addHook('onRequest', async (request, reply) => {
    if (!isLocalCaller(request)) return reply.callNotFound();
  });
  app.post(ApiPaths.devPoolSale, { schema: routeSchema(DevPoolSaleRequest, DevPoolSaleResponse, []) }, async (request) => ok({ sale: await service.open(request.body) }));
};

export default poolSaleRoutes;
